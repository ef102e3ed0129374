import { useEffect, useRef, useState } from 'react';
import { parseYoutubeId } from '@prepshelf/contract';
import { useT } from '../../../lib/i18n/use-t';
import { useYoutubePlayer, type PositionReport } from '../../../lib/use-youtube-player';

export type { PositionReport };

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

/** A YouTube lecture through the IFrame API (loaded now, not before). */
function YoutubeLecture({ title, videoId, startAt, onPosition }: Omit<PlayerProps, 'videoUrl'> & { videoId: string }) {
  const t = useT();
  const { host, hasFailed } = useYoutubePlayer({ videoId, startAt, isAutoplay: false, onPosition });

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
