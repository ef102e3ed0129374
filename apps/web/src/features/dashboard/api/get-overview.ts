import { useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema, latestUploadResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

export const dashboardKeys = {
  totals: ['dashboard', 'totals'] as const,
  latest: ['dashboard', 'latest-uploads'] as const,
};

export interface OverviewTotals {
  notes: number;
  courses: number;
  videos: number;
  pyqs: number;
}

/** GET /api/content/dashbordAnlytics: the four totals of the count cards (an Instructor: their own). */
export async function getOverviewTotals(signal?: AbortSignal): Promise<OverviewTotals> {
  const result = await apiClient.get('/content/dashbordAnlytics', {
    schema: analyticsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  const { data } = result.data;
  return { notes: data.notes.total, courses: data.courses.total, videos: data.videos.total, pyqs: data.pyqs.total };
}

/** GET /api/content/getLatestUpload: the newest uploads across the four types. */
export async function getLatestUploads(signal?: AbortSignal) {
  const result = await apiClient.get('/content/getLatestUpload', {
    schema: latestUploadResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.data;
}

export function useOverviewTotals() {
  return useQuery({ queryKey: dashboardKeys.totals, queryFn: ({ signal }) => getOverviewTotals(signal), staleTime: 0 });
}

export function useLatestUploads() {
  return useQuery({ queryKey: dashboardKeys.latest, queryFn: ({ signal }) => getLatestUploads(signal), staleTime: 0 });
}
