import { useQuery } from '@tanstack/react-query';
import { readingProgressResponseSchema, type ReadingProgressResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { queuedProgressOf } from '../../../lib/offline/progress-queue';
import { ApiResultError } from '../../../lib/query-client';

/** GET /api/files/{fileId}/progress: the page the user last read (0 when never opened). */
export async function getReadingProgress(fileId: string, signal?: AbortSignal): Promise<ReadingProgressResponse> {
  const result = await apiClient.get(`/files/${encodeURIComponent(fileId)}/progress`, {
    schema: readingProgressResponseSchema,
    signal,
  });
  // A page read offline and not sent yet is where this device's reader left off.
  const queued = queuedProgressOf(fileId);
  if (result.ok) return queued ? { ...result.data, page: queued.page } : result.data;
  if (result.status === 0 && queued) return { success: true, page: queued.page, pageCount: queued.pageCount ?? null };
  throw new ApiResultError(result.message, result.status);
}

export function useReadingProgress(fileId: string | undefined) {
  return useQuery({
    queryKey: ['reading-progress', fileId],
    queryFn: ({ signal }) => getReadingProgress(fileId!, signal),
    enabled: fileId !== undefined,
    // Always ask again on opening: the reader may have moved on in another tab or device.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** PUT /api/files/{fileId}/progress. */
export function saveReadingProgress(
  fileId: string,
  progress: { page: number; pageCount: number },
): Promise<ApiResult<ReadingProgressResponse>> {
  return apiClient.put(`/files/${encodeURIComponent(fileId)}/progress`, progress, {
    schema: readingProgressResponseSchema,
  });
}
