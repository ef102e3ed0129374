import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  courseLearnResponseSchema,
  lectureProgressResponseSchema,
  messageResponseSchema,
  type CourseLearnResponse,
  type LectureProgressBody,
  type LectureProgressResponse,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { putProgress, putProgressOnExit, sendWaitingProgress } from '../../../lib/progress-outbox';

export type CourseLearn = Omit<CourseLearnResponse, 'success'>;

export const courseKeys = {
  all: ['courses'] as const,
  learn: (courseId: string) => ['courses', 'learn', courseId] as const,
};

const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** GET /api/courses/{courseId}/learn: the course page, with the caller's enrolment and progress. */
export function useCourseLearn(courseId: string) {
  return useQuery({
    queryKey: courseKeys.learn(courseId),
    queryFn: async ({ signal }): Promise<CourseLearn> => {
      const result = await apiClient.get(`${coursePath(courseId)}/learn`, {
        schema: courseLearnResponseSchema,
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    staleTime: 0,
  });
}

/** DELETE /api/courses/{courseId}/enrolment. */
export async function leaveCourse(courseId: string): Promise<string> {
  const result = await apiClient.delete(`${coursePath(courseId)}/enrolment`, { schema: messageResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.message ?? '';
}

export interface PendingSave {
  courseId: string;
  number: number;
  body: LectureProgressBody;
}

const lecturePath = (save: PendingSave) => `${coursePath(save.courseId)}/lectures/${save.number}/progress`;

/**
 * PUT /api/courses/{courseId}/lectures/{number}/progress through the progress outbox (lib/progress-outbox):
 * a save that cannot be sent (no network) waits for `flushPendingSaves`; null when the server refused it.
 */
export async function saveLectureProgress(save: PendingSave): Promise<LectureProgressResponse | null> {
  const result = await putProgress(lecturePath(save), save.body, lectureProgressResponseSchema);
  if (!result.ok) {
    if (result.status === 0) throw new ApiResultError(result.message, 0);
    return null;
  }
  return result.data;
}

/** The same save while the page is going away (pagehide). */
export function sendLectureProgressOnExit(save: PendingSave): void {
  putProgressOnExit(lecturePath(save), save.body);
}

/** Sends the positions kept while offline, then shows the courses as the server now has them. */
export async function flushPendingSaves(queryClient: QueryClient): Promise<void> {
  if ((await sendWaitingProgress()) > 0) await queryClient.invalidateQueries({ queryKey: courseKeys.all });
}
