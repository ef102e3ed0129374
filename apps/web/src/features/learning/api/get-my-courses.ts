import { useQuery } from '@tanstack/react-query';
import { myCoursesResponseSchema, type MyCourse } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** GET /api/courses/mine: enrolled courses and open or declined requests, so a decision shows here. */
export function useMyCourses() {
  return useQuery({
    queryKey: ['courses', 'mine'],
    queryFn: async ({ signal }): Promise<MyCourse[]> => {
      const result = await apiClient.get('/courses/mine', { schema: myCoursesResponseSchema, signal });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data.courses;
    },
    staleTime: 0,
  });
}
