import { useQuery } from '@tanstack/react-query';
import { analyticsResponseSchema, type AnalyticsResponse } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** GET /api/content/dashbordAnlytics: totals, growth, latest uploads and 12 months (an Instructor: their own). */
export async function getAnalytics(signal?: AbortSignal): Promise<AnalyticsResponse> {
  const result = await apiClient.get('/content/dashbordAnlytics', {
    schema: analyticsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

export function useAnalytics() {
  return useQuery({ queryKey: ['analytics'], queryFn: ({ signal }) => getAnalytics(signal), staleTime: 0 });
}
