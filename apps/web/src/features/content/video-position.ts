/** Where a video starts: its saved position, unless it was played to (nearly) the end. */
export function videoStartAt(progress: { position: number; duration: number } | null | undefined): number {
  if (!progress || progress.position <= 0 || progress.position >= progress.duration - 1) return 0;
  return progress.position;
}

/** 90 → "1:30", 3725 → "1:02:05". */
export function formatVideoPosition(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
