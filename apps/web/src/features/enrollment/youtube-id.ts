/*
 * The course's trial video is a YouTube address (spec §3). The demo modal plays it through the
 * privacy-enhanced host, whose player sets no cookies until the video plays (design.md: players load
 * only on click; the CSP's frame-src allows only this host).
 */

const VIDEO_ID = /^[\w-]{11}$/;
const WATCH_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID, /e/ID. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e']);

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The 11-character video id of a YouTube URL in any common form (watch?v=, youtu.be/, embed/, shorts/,
 * live/, v/, mobile and music hosts, youtube-nocookie, with or without the scheme, with extra query
 * parameters), or of a bare id; null for anything else, including look-alike hosts.
 */
export function parseYoutubeId(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (text === '') return null;
  if (VIDEO_ID.test(text)) return text;
  const url = toUrl(text);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  let candidate: string | null | undefined;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments[0];
  } else if (WATCH_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') candidate = url.searchParams.get('v');
    else if (first !== undefined && ID_PATHS.has(first)) candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced embed address; it autoplays because it is only loaded after a click. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
