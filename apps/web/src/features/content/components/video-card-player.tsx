import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../lib/i18n/use-t';
import { loadYoutubeApi, YOUTUBE_STATE, type YoutubePlayer } from '../../../lib/youtube-api';
import { saveVideoProgress } from '../api/video-progress';
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
  const [initialStart] = useState(startAt);
  const host = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let player: YoutubePlayer | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let isGone = false;
    let lastSavedAt = 0;
    const send = (isForced: boolean) => {
      if (!player) return;
      const duration = player.getDuration();
      const now = Date.now();
      if (!(duration > 0) || (!isForced && now - lastSavedAt < SAVE_EVERY_MS)) return;
      lastSavedAt = now;
      const position = Math.max(0, player.getCurrentTime());
      void saveVideoProgress(queryClient, progressId, { position, duration, updatedAt: new Date(now).toISOString() });
    };
    loadYoutubeApi().then(
      (api) => {
        if (isGone || !host.current) return;
        const element = document.createElement('div');
        host.current.replaceChildren(element);
        player = new api.Player(element, {
          videoId,
          host: 'https://www.youtube-nocookie.com',
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, start: Math.floor(initialStart), rel: 0, playsinline: 1 },
          events: {
            onStateChange: (event) => {
              clearInterval(timer);
              if (event.data === YOUTUBE_STATE.playing) timer = setInterval(() => send(false), 1000);
              else if (event.data === YOUTUBE_STATE.paused || event.data === YOUTUBE_STATE.ended) send(true);
            },
          },
        });
      },
      () => {
        if (!isGone) setHasFailed(true);
      },
    );
    return () => {
      isGone = true;
      clearInterval(timer);
      send(true);
      player?.destroy();
    };
  }, [queryClient, videoId, progressId, initialStart]);

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
