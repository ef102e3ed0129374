const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-enhanced player's address of a stored video id (the API keeps the 11-character id in
 * `fileUrl`); autoplay, since it loads only when the student has pressed play. An id that is not one
 * gives the bare embed page rather than a crafted address.
 */
export function youtubeEmbedUrl(videoId: string): string {
  const id = YOUTUBE_ID.test(videoId) ? videoId : '';
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}

/** YouTube's still image of a video (480×360). */
export function youtubeThumbnailUrl(videoId: string): string {
  const id = YOUTUBE_ID.test(videoId) ? videoId : '';
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
