import { useEffect, useRef, useState } from 'react';
import { loadYoutubeApi, YOUTUBE_STATE, type YoutubePlayer } from './youtube-api';

/** Where a player is: `isForced` when the moment matters (pause, end, leaving) and must be saved now. */
export type PositionReport = (position: number, duration: number, isForced: boolean) => void;

/**
 * A YouTube player through the IFrame API (loaded now, not before) in the returned `host` element,
 * started at `startAt` as it was when first rendered, reporting its position each second while it
 * plays and at once on pause, end and unmount. `hasFailed` when the API's script cannot load.
 */
export function useYoutubePlayer({
  videoId,
  startAt,
  isAutoplay,
  onPosition,
}: {
  videoId: string;
  startAt: number;
  isAutoplay: boolean;
  onPosition: PositionReport;
}) {
  const [initialStart] = useState(startAt);
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  });
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    let player: YoutubePlayer | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let isGone = false;
    const send = (isForced: boolean) => {
      if (!player) return;
      const duration = player.getDuration();
      if (duration > 0) report.current(Math.max(0, player.getCurrentTime()), duration, isForced);
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
          playerVars: {
            ...(isAutoplay ? { autoplay: 1 } : {}),
            start: Math.floor(initialStart),
            rel: 0,
            playsinline: 1,
          },
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
  }, [videoId, initialStart, isAutoplay]);

  return { host, hasFailed, initialStart };
}
