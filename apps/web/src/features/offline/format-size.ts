/** '1.7 MB', '820 KB', '10.0 GB': sizes on the Offline shelf and its buttons. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** '0.6 of 1.7 MB' while a download runs; the bytes alone when the total is unknown. */
export function formatProgress(received: number, total: number | undefined): string {
  if (total === undefined || total <= 0) return formatSize(received);
  if (total < 1024 * 1024) return `${formatSize(received).replace(' KB', '')} of ${formatSize(total)}`;
  return `${(received / (1024 * 1024)).toFixed(1)} of ${formatSize(total)}`;
}
