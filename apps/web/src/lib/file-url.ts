/**
 * The address of a stored file (a course image, a PDF) from its file id, as the server serves it. The
 * contract's `fileUrlOf` says the same, but its module brings zod along, which the landing page's
 * lazy sections must not load (docs/decisions/0005).
 */
export function fileUrl(fileId: string): string {
  return `/api/files/${encodeURIComponent(fileId)}`;
}
