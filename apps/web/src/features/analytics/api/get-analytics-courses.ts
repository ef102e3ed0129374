import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ANALYTICS_COURSES_PAGE_SIZE,
  analyticsCoursesResponseSchema,
  type AnalyticsCoursesResponse,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** GET /api/analytics/courses: one page of enrolled and completed students per course. */
export async function getAnalyticsCourses(page: number, signal?: AbortSignal): Promise<AnalyticsCoursesResponse> {
  const result = await apiClient.get('/analytics/courses', {
    query: { page, limit: ANALYTICS_COURSES_PAGE_SIZE },
    schema: analyticsCoursesResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

/** A page of the per-course figures; the page shown stays while the next one loads. */
export function useAnalyticsCourses(page: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'courses', page],
    queryFn: ({ signal }) => getAnalyticsCourses(page, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
