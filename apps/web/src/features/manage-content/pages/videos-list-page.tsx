import { useState } from 'react';
import { Play } from 'lucide-react';
import { Trans } from '../../../lib/i18n/trans';
import { DISPLAY_CUTS, type VideoItem } from '@prepshelf/contract';
import { Card } from '../../../components/ui/card';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { ManagedList, ListSkeleton, type ItemActions } from '../components/managed-list';
import { StatusBadge } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import { cutText } from '../list-params';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '../youtube';

/** The privacy-enhanced player, loaded only when asked for (design.md). */
function LazyPlayer({ videoId, title }: { videoId: string; title: string }) {
  const t = useT();
  const [isPlaying, setIsPlaying] = useState(false);
  if (isPlaying) {
    return (
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        className="aspect-video w-full rounded-t-[12px]"
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setIsPlaying(true)}
      aria-label={t('manage.play', { title })}
      className="group relative block aspect-video w-full overflow-hidden rounded-t-[12px] bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <img
        src={youtubeThumbnailUrl(videoId)}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        className="size-full object-cover opacity-90"
        onError={(event) => {
          // Offline or blocked: the dark frame and the play button are enough.
          event.currentTarget.hidden = true;
        }}
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform duration-150 group-hover:scale-105 motion-reduce:transition-none">
          <Play className="size-6 translate-x-0.5" aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}

function VideoCard({ item, actions }: { item: VideoItem; actions: ItemActions<VideoItem> }) {
  const format = useFormat();
  const language = useLanguage();
  const title = cutText(item.title, DISPLAY_CUTS.dashboardVideoTitle);
  const date = language === 'en' ? cutText(item.updatedAt, DISPLAY_CUTS.date) : format.date(item.updatedAt);
  return (
    <Card className="flex flex-col overflow-hidden">
      <LazyPlayer videoId={item.fileUrl} title={item.title} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold leading-snug" title={item.title}>
            {title}
            {title !== item.title ? <span className="sr-only"> ({item.title})</span> : null}
          </h2>
          <StatusBadge status={item.status} />
        </div>
        <p className="text-sm text-muted">{cutText(item.description, DISPLAY_CUTS.dashboardVideoDescription)}</p>
        <p className="mt-auto text-xs text-muted">
          <Trans id="manage.uploadedOn" values={{ date }} components={{ 0: <span className="tabular-nums" /> }} />
        </p>
      </div>
      <div className="border-t border-line px-2 py-2">
        <RowActions
          title={item.title}
          opensPath={`/dashboard/opens/video/${encodeURIComponent(item._id)}`}
          onEdit={() => actions.onEdit(item)}
          onDelete={() => actions.onDelete(item)}
        />
      </div>
    </Card>
  );
}

/** /dashboard/dashboard-videos: cards with the player on click, 5 a page (spec §2). */
export function VideosListPage() {
  return (
    <ManagedList
      kind="video"
      intro="manage.videosIntro"
      searchLabel="manage.searchVideos"
      skeleton={<ListSkeleton rows={2} className="h-72" />}
      renderItems={(items, actions) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item._id} className="flex">
              <VideoCard item={item} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
