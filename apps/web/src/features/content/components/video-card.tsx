import { lazy, Suspense, useState } from 'react';
import type { VideoItem } from '@prepshelf/contract';
import { CircleCheck, Play } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';
import { isLoggedIn } from '../../../lib/session';
import { useVideoProgress } from '../api/video-progress';
import { cutVideoDescription, cutVideoTitle } from '../text-cuts';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '../youtube';
import { CutTextView } from './cut-text';
import { MyLearningControl } from './my-learning-control';
import { ShareButton } from './share-button';
import { TypeBadge } from './type-badge';
import { formatVideoPosition, videoStartAt } from '../video-position';

// The player (and YouTube's API loader) in its own chunk, fetched when a logged-in student presses play.
const VideoCardPlayer = lazy(() => import('./video-card-player'));

/**
 * A video lecture's card. Until the student presses play it shows only YouTube's thumbnail and a play
 * button; the privacy-enhanced player (youtube-nocookie.com) loads on that click (design.md). For a
 * logged-in visitor the player keeps the position (resumed on reopening) and the card says "Watched"
 * once 90 % was played.
 */
export function VideoCard({ video }: { video: VideoItem }) {
  const t = useT();
  const [isPlaying, setIsPlaying] = useState(false);
  const [isSignedIn] = useState(isLoggedIn);
  const progress = useVideoProgress(video._id, isSignedIn).data;
  const startAt = videoStartAt(progress);
  // Offline or a removed video: keep the dark frame and the play button, not a broken-image icon.
  const [hasThumbnail, setHasThumbnail] = useState(true);
  const title = cutVideoTitle(video.title);
  const description = cutVideoDescription(video.description);
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video w-full bg-slate-900">
        {isPlaying && isSignedIn ? (
          <Suspense fallback={null}>
            <VideoCardPlayer videoId={video.fileUrl} progressId={video._id} title={video.title} startAt={startAt} />
          </Suspense>
        ) : isPlaying ? (
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
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type="video" />
          {progress?.isWatched ? (
            <Badge tone="success" className="gap-1">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t('contentLists.watched')}
            </Badge>
          ) : null}
          {startAt > 0 && !isPlaying ? (
            <span className="text-xs font-medium text-muted">
              {t('contentLists.resumeAt', { position: formatVideoPosition(startAt) })}
            </span>
          ) : null}
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
          <ShareButton title={video.title} path="/video" />
        </div>
      </div>
    </Card>
  );
}
