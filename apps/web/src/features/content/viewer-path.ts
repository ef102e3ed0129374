/** The PDF viewer's address for a file (`/pdfviewer?view=<fileId>`), at a page when one is given. */
export function viewerPath(fileId: string, page?: number): string {
  const params = new URLSearchParams({ view: fileId });
  if (page !== undefined && Number.isInteger(page) && page > 1) params.set('page', String(page));
  return `/pdfviewer?${params.toString()}`;
}
