/*
 * YouTube's IFrame Player API, loaded only when a YouTube lecture opens (design: YouTube players load
 * only on demand). The player runs in the privacy-enhanced host, which the CSP's frame-src allows;
 * the API's script comes from www.youtube.com (script-src).
 */

export interface YoutubePlayer {
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}

export interface YoutubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      width?: string | number;
      height?: string | number;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: (event: { target: YoutubePlayer }) => void;
        onStateChange?: (event: { data: number; target: YoutubePlayer }) => void;
      };
    },
  ) => YoutubePlayer;
}

declare global {
  interface Window {
    YT?: YoutubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

/** The player's states that matter here (YT.PlayerState). */
export const YOUTUBE_STATE = { ended: 0, playing: 1, paused: 2 } as const;

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

let loading: Promise<YoutubeNamespace> | undefined;

/** The API, loading its script on first call; a failed load may be tried again. */
export function loadYoutubeApi(): Promise<YoutubeNamespace> {
  const ready = window.YT;
  if (ready?.Player) return Promise.resolve(ready);
  loading ??= new Promise<YoutubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The YouTube player could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
