import { useQuery } from '@tanstack/react-query';
import {
  courseLearnResponseSchema,
  enrolResponseSchema,
  type EnrolResponse,
  type EnrolmentForm,
  type MyEnrolment,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** POST /api/courses/{courseId}/enrolment: enrols at once in a free course, records a request for a priced one. */
export async function enrolInCourse(courseId: string, form: EnrolmentForm): Promise<EnrolResponse> {
  const result = await apiClient.post(`/courses/${encodeURIComponent(courseId)}/enrolment`, form, {
    schema: enrolResponseSchema,
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

export const enrolmentKey = (courseId: string) => ['courses', 'enrolment', courseId] as const;

/** The signed-in caller's enrolment in a course (null: none), so the page can say they are in already. */
export function useMyEnrolment(courseId: string | null, isLoggedIn: boolean) {
  return useQuery({
    queryKey: enrolmentKey(courseId ?? ''),
    enabled: courseId !== null && isLoggedIn,
    queryFn: async ({ signal }): Promise<MyEnrolment | null> => {
      const result = await apiClient.get(`/courses/${encodeURIComponent(courseId!)}/learn`, {
        schema: courseLearnResponseSchema,
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data.enrolment;
    },
  });
}
