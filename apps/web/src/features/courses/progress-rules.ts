import { WATCHED_SHARE } from '@prepshelf/contract';

/** How often a playing lecture's position is saved. */
export const SAVE_EVERY_MS = 5000;

/**
 * Where a lecture starts: its saved position, unless it was played to (nearly) the end, which starts
 * it again from the beginning.
 */
export function startPosition(lecture: { position: number; duration: number | null }): number {
  if (lecture.position <= 0) return 0;
  if (lecture.duration !== null && lecture.position >= lecture.duration - 1) return 0;
  return lecture.position;
}

/** True when a save is due: forced (pause, end, leaving) or `SAVE_EVERY_MS` after the last one. */
export function isSaveDue(now: number, lastSavedAt: number, isForced: boolean): boolean {
  return isForced || now - lastSavedAt >= SAVE_EVERY_MS;
}

/** What the server will decide too: 90 % played counts as watched. */
export const isWatchedAt = (position: number, duration: number): boolean =>
  duration > 0 && Math.min(position, duration) >= duration * WATCHED_SHARE;

/** 90 → "1:30", 3725 → "1:02:05". */
export function formatPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
