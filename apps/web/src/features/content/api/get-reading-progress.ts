import { useQuery } from '@tanstack/react-query';
import { readingProgressResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { contentKeys } from './query-keys';

export interface PdfProgress {
  /** The last page read, 0 when the document was never opened. */
  page: number;
  pageCount: number | null;
  /** Bytes, when the server says (older servers do not). */
  size: number | undefined;
}

/** GET /api/files/:fileId/progress: the last page read, with the document's page count and size. */
export async function getReadingProgress(fileId: string, signal?: AbortSignal): Promise<PdfProgress> {
  const result = await apiClient.get(`/files/${encodeURIComponent(fileId)}/progress`, {
    schema: readingProgressResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return { page: result.data.page, pageCount: result.data.pageCount, size: result.data.size };
}

/**
 * The saved page of one PDF. Asked per card shown (at most a page of 10, in parallel, each cached by
 * file id), never for the whole list; always fresh on mount, since the viewer may have moved it.
 * Failure just means no 'Continue at page N' (the card still opens the viewer).
 */
export function useReadingProgress(fileId: string) {
  return useQuery({
    queryKey: contentKeys.readingProgress(fileId),
    queryFn: ({ signal }) => getReadingProgress(fileId, signal),
    enabled: fileId !== '',
    staleTime: 0,
    retry: false,
  });
}
