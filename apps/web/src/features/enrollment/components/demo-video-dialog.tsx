import { useState } from 'react';
import { PlayCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/use-t';
import { parseYoutubeId, youtubeEmbedUrl } from '../youtube-id';

/**
 * Watch Demo (spec §2): the course's trial video in a modal. The player is created only while the
 * dialog is open (Radix mounts the content on open), so nothing from YouTube loads before the click;
 * the dialog traps focus, closes on Escape and gives focus back to the button.
 */
export function DemoVideoDialog({ courseTitle, trialVideo }: { courseTitle: string; trialVideo: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const videoId = parseYoutubeId(trialVideo);

  if (!videoId) {
    return (
      <div className="flex flex-col gap-1">
        <Button variant="secondary" size="lg" className="w-full" disabled>
          <PlayCircle className="size-5" aria-hidden="true" />
          {t('enrollment.watchDemo')}
        </Button>
        <p className="text-center text-sm text-muted">{t('enrollment.demoSoon')}</p>
      </div>
    );
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      title={t('enrollment.demoTitle', { title: courseTitle })}
      className="max-w-3xl"
      trigger={
        <Button variant="secondary" size="lg" className="w-full">
          <PlayCircle className="size-5" aria-hidden="true" />
          {t('enrollment.watchDemo')}
        </Button>
      }
    >
      {isOpen ? (
        <iframe
          src={youtubeEmbedUrl(videoId)}
          title={`${courseTitle} demo video`}
          width={1280}
          height={720}
          className="aspect-video h-auto w-full rounded-[8px] bg-black"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : null}
    </Dialog>
  );
}
