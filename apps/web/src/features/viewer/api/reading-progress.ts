import { useQuery } from '@tanstack/react-query';
import { readingProgressResponseSchema, type ReadingProgressResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** GET /api/files/{fileId}/progress: the page the user last read (0 when never opened). */
export async function getReadingProgress(fileId: string, signal?: AbortSignal): Promise<ReadingProgressResponse> {
  const result = await apiClient.get(`/files/${encodeURIComponent(fileId)}/progress`, {
    schema: readingProgressResponseSchema,
    signal,
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
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
