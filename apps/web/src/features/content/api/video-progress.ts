import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  videoProgressListResponseSchema,
  videoProgressResponseSchema,
  type VideoProgressBody,
  type VideoProgressView,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { putProgress, sendWaitingProgress } from '../../../lib/progress-outbox';
import { contentKeys } from './query-keys';

/** GET /api/videos/progress?ids=…: where the caller is in one standalone video (null: never played). */
export async function getVideoProgress(videoId: string, signal?: AbortSignal): Promise<VideoProgressView | null> {
  const result = await apiClient.get(`/videos/progress?ids=${encodeURIComponent(videoId)}`, {
    schema: videoProgressListResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.progress.find((row) => row.videoId === videoId) ?? null;
}

/**
 * A card's saved position, asked per card shown (as a PDF's page is) and only for a logged-in
 * visitor; a failure just means no "Watched" and a start from the beginning.
 */
export function useVideoProgress(videoId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: contentKeys.videoProgress(videoId),
    queryFn: ({ signal }) => getVideoProgress(videoId, signal),
    enabled: isEnabled && videoId !== '',
    staleTime: 0,
    retry: false,
  });
}

/**
 * PUT /api/videos/{videoId}/progress through the progress outbox (lib/progress-outbox): a save that
 * finds no network waits there and is sent again with `sendWaitingVideoProgress`; the stored answer goes
 * to the card's cache.
 */
export async function saveVideoProgress(
  queryClient: QueryClient,
  videoId: string,
  body: VideoProgressBody,
): Promise<void> {
  const result = await putProgress(
    `/videos/${encodeURIComponent(videoId)}/progress`,
    body,
    videoProgressResponseSchema,
  );
  if (result.ok) queryClient.setQueryData(contentKeys.videoProgress(videoId), result.data.progress);
}

/** Sends the positions kept while offline, then asks the cards for theirs again. */
export async function sendWaitingVideoProgress(queryClient: QueryClient): Promise<void> {
  if ((await sendWaitingProgress()) > 0)
    await queryClient.invalidateQueries({ queryKey: contentKeys.allVideoProgress });
}
