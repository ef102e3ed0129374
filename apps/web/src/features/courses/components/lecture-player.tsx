import { useEffect, useRef, useState } from 'react';
import { parseYoutubeId } from '@prepshelf/contract';
import { useT } from '../../../lib/i18n/use-t';
import { loadYoutubeApi, YOUTUBE_STATE, type YoutubePlayer } from '../../../lib/youtube-api';

/** Where the player is: `isForced` when the moment matters (pause, end, leaving) and must be saved now. */
export type PositionReport = (position: number, duration: number, isForced: boolean) => void;

interface PlayerProps {
  title: string;
  videoUrl: string;
  /** Seconds to start at (the saved position). */
  startAt: number;
  onPosition: PositionReport;
}

/** A direct video file, played by the browser's own element. */
function FilePlayer({ title, videoUrl, startAt, onPosition }: PlayerProps) {
  const t = useT();
  // Where it was when opened: later saves move the saved position, never the playing video.
  const [initialStart] = useState(startAt);
  const ref = useRef<HTMLVideoElement>(null);
  const report = useRef(onPosition);
  useEffect(() => {
    report.current = onPosition;
  });

  useEffect(() => {
    const video = ref.current;
    return () => {
      // Leaving the lecture (another one chosen, or the page): its last position counts.
      if (video && Number.isFinite(video.duration) && video.duration > 0) {
        report.current(video.currentTime, video.duration, true);
      }
    };
  }, []);

  const send = (isForced: boolean) => {
    const video = ref.current;
    if (video && Number.isFinite(video.duration) && video.duration > 0) {
      report.current(video.currentTime, video.duration, isForced);
    }
  };

  return (
    <video
      ref={ref}
      src={videoUrl}
      controls
      playsInline
      preload="metadata"
      aria-label={t('courses.playerLabel', { title })}
      className="aspect-video w-full bg-black"
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        if (initialStart > 0 && initialStart < video.duration) video.currentTime = initialStart;
      }}
      onTimeUpdate={() => send(false)}
      onPause={() => send(true)}
      onEnded={() => send(true)}
      onSeeked={() => send(false)}
    />
  );
}

/** A YouTube lecture through the IFrame API (loaded now, not before), polled each second while it plays. */
function YoutubeLecture({ title, videoId, startAt, onPosition }: Omit<PlayerProps, 'videoUrl'> & { videoId: string }) {
  const t = useT();
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
      if (duration > 0) report.current(player.getCurrentTime(), duration, isForced);
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
          playerVars: { start: Math.floor(initialStart), rel: 0, playsinline: 1 },
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
  }, [videoId, initialStart]);

  if (hasFailed) return <p className="p-6 text-center text-muted">{t('courses.noVideo')}</p>;
  return (
    <div
      ref={host}
      role="region"
      aria-label={t('courses.playerLabel', { title })}
      className="aspect-video w-full bg-black [&_iframe]:size-full"
    />
  );
}

/** The lecture's player: YouTube through its API, any other address as a video file. */
export function LecturePlayer(props: PlayerProps) {
  const t = useT();
  if (props.videoUrl.trim() === '') {
    return (
      <p className="flex aspect-video items-center justify-center bg-subtle p-6 text-muted">{t('courses.noVideo')}</p>
    );
  }
  const videoId = parseYoutubeId(props.videoUrl);
  return videoId ? <YoutubeLecture {...props} videoId={videoId} /> : <FilePlayer {...props} />;
}
