import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/use-t';
import { useRecordOpen } from '../../../lib/record-open';
import { useYoutubePlayer } from '../../../lib/use-youtube-player';
import { saveVideoProgress, sendWaitingVideoProgress } from '../api/video-progress';
import { youtubeEmbedUrl } from '../youtube';

/** How often a playing video's position is saved (as a course lecture's is). */
const SAVE_EVERY_MS = 5000;

/**
 * A logged-in student's player of a standalone video: YouTube's IFrame API (loaded on play, not
 * before), started at `startAt`, its position saved every few seconds while it plays and at once on
 * pause, end and leaving. Without the API (blocked, unreachable) it falls back to the plain embed.
 */
export default function VideoCardPlayer({
  videoId,
  progressId,
  title,
  startAt,
}: {
  /** YouTube's id of the video. */
  videoId: string;
  /** The item's id, which its progress is saved under. */
  progressId: string;
  title: string;
  startAt: number;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const lastSavedAt = useRef(0);
  useRecordOpen({ type: 'video', id: progressId });
  // Positions saved while offline go out when a player opens and when the connection is back.
  useEffect(() => {
    const send = () => void sendWaitingVideoProgress(queryClient);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [queryClient]);
  const { host, hasFailed, initialStart } = useYoutubePlayer({
    videoId,
    startAt,
    isAutoplay: true,
    onPosition: (position, duration, isForced) => {
      const now = Date.now();
      if (!isForced && now - lastSavedAt.current < SAVE_EVERY_MS) return;
      lastSavedAt.current = now;
      void saveVideoProgress(queryClient, progressId, { position, duration, updatedAt: new Date(now).toISOString() });
    },
  });

  if (hasFailed) {
    // YouTube's API script blocked or unreachable: the plain player still plays, from the saved position.
    const start = Math.floor(initialStart);
    return (
      <iframe
        src={start > 0 ? `${youtubeEmbedUrl(videoId)}&start=${start}` : youtubeEmbedUrl(videoId)}
        title={t('contentLists.videoFrame', { title })}
        className="absolute inset-0 size-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <div
      ref={host}
      role="region"
      aria-label={t('contentLists.videoFrame', { title })}
      className="absolute inset-0 [&_iframe]:size-full"
    />
  );
}
