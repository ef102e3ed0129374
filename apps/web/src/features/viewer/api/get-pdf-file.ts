import { useQuery } from '@tanstack/react-query';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { API_MESSAGES } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import { ApiResultError } from '../../../lib/query-client';
import { openPdfSource, PdfSourceError, type PdfSource } from '../pdf-source';

export const PDF_MESSAGES = {
  notFound: 'We could not find this PDF. It may have been removed, or it is not shared with you.',
  notLoggedIn: 'Please log in again to read this PDF.',
  forbidden: 'You are not allowed to read this PDF.',
} as const;

function messageFor(status: number): string {
  if (status === 404) return PDF_MESSAGES.notFound;
  if (status === 401) return PDF_MESSAGES.notLoggedIn;
  if (status === 403) return PDF_MESSAGES.forbidden;
  return API_MESSAGES.byStatus[status] ?? API_MESSAGES.server;
}

/** PDFs are private: the AuthToken header goes with every request for their bytes. */
function sessionHeaders(): Record<string, string> {
  const token = globalThis.localStorage?.getItem(STORAGE_KEYS.token);
  return token ? { [AUTH_HEADER]: token } : {};
}

/**
 * GET /api/files/{fileId} by range: resolves when the first chunk is in (docs/decisions/0012); the
 * source then reads the other chunks pdf.js asks for. HTTP failures become readable messages.
 */
export async function getPdfSource(fileId: string, signal?: AbortSignal): Promise<PdfSource> {
  try {
    return await openPdfSource({ url: fileUrl(fileId), headers: sessionHeaders(), signal });
  } catch (error) {
    if (error instanceof PdfSourceError) throw new ApiResultError(messageFor(error.status), error.status);
    throw new ApiResultError(API_MESSAGES.network, 0);
  }
}

/** The file's source; `isWanted` false holds its first requests back (the reader lets its preview go first). */
export function usePdfSource(fileId: string | undefined, isWanted = true) {
  return useQuery({
    queryKey: ['pdf-source', fileId],
    queryFn: ({ signal }) => getPdfSource(fileId!, signal),
    enabled: fileId !== undefined && isWanted,
    // The id is the SHA-256 of the bytes: what was read stays true, and reopening in this visit is instant.
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

/** The whole file as a download named after the stored file (a link cannot carry the session header). */
export async function downloadPdf(fileId: string, fileName: string): Promise<void> {
  const response = await fetch(fileUrl(fileId), { headers: { ...sessionHeaders(), Accept: 'application/pdf' } });
  if (!response.ok) throw new ApiResultError(messageFor(response.status), response.status);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName || `${fileId.slice(0, 12)}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has started from the object URL; give the browser a moment before letting it go.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
