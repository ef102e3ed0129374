import { useQuery } from '@tanstack/react-query';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { API_MESSAGES } from '../../../lib/api-client';
import { fileUrl } from '../../../lib/file-url';
import { ApiResultError } from '../../../lib/query-client';

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

/**
 * GET /api/files/{fileId} as bytes. PDFs are private, so the AuthToken header must go with the request;
 * pdf.js loading the URL itself would not send it. The JSON API client reads text, hence plain fetch.
 */
export async function getPdfFile(fileId: string, signal?: AbortSignal): Promise<Uint8Array> {
  const token = globalThis.localStorage?.getItem(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(fileUrl(fileId), {
      headers: token ? { [AUTH_HEADER]: token, Accept: 'application/pdf' } : { Accept: 'application/pdf' },
      signal: signal ?? null,
    });
  } catch {
    throw new ApiResultError(API_MESSAGES.network, 0);
  }
  if (!response.ok) throw new ApiResultError(messageFor(response.status), response.status);
  return new Uint8Array(await response.arrayBuffer());
}

export function usePdfFile(fileId: string | undefined) {
  return useQuery({
    queryKey: ['pdf-file', fileId],
    queryFn: ({ signal }) => getPdfFile(fileId!, signal),
    enabled: fileId !== undefined,
    // Large and immutable (the id is the SHA-256 of the bytes): fetched once per visit, dropped soon after.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
