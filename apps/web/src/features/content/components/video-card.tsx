import { useState } from 'react';
import type { VideoItem } from '@prepshelf/contract';
import { Play } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';
import { cutVideoDescription, cutVideoTitle } from '../text-cuts';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '../youtube';
import { CutTextView } from './cut-text';
import { MyLearningControl } from './my-learning-control';
import { TypeBadge } from './type-badge';

/**
 * A video lecture's card. Until the student presses play it shows only YouTube's thumbnail and a play
 * button; the privacy-enhanced player (youtube-nocookie.com) loads on that click (design.md).
 */
export function VideoCard({ video }: { video: VideoItem }) {
  const t = useT();
  const [isPlaying, setIsPlaying] = useState(false);
  // Offline or a removed video: keep the dark frame and the play button, not a broken-image icon.
  const [hasThumbnail, setHasThumbnail] = useState(true);
  const title = cutVideoTitle(video.title);
  const description = cutVideoDescription(video.description);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video w-full bg-slate-900">
        {isPlaying ? (
          <iframe
            src={youtubeEmbedUrl(video.fileUrl)}
            title={t('contentLists.videoFrame', { title: video.title })}
            className="absolute inset-0 size-full"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsPlaying(true)}
            className="group absolute inset-0 flex items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
            aria-label={t('contentLists.playVideo', { title: video.title })}
          >
            {hasThumbnail ? (
              <img
                src={youtubeThumbnailUrl(video.fileUrl)}
                onError={() => setHasThumbnail(false)}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
            ) : null}
            <span className="relative inline-flex size-14 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition-transform duration-150 group-hover:scale-110 motion-reduce:transition-none">
              <Play className="ml-0.5 size-6 fill-current" aria-hidden="true" />
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div>
          <TypeBadge type="video" />
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <CutTextView text={title} />
        </h3>
        {description.shown ? (
          <p className="text-sm text-muted">
            <CutTextView text={description} />
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <MyLearningControl item={video} />
        </div>
      </div>
    </Card>
  );
}
