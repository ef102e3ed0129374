import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  courseEnrolmentsResponseSchema,
  enrolmentDecisionResponseSchema,
  messageResponseSchema,
  type CourseEnrolmentsResponse,
  type EnrolmentStatus,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { ApiResultError } from '../../../lib/query-client';

export type CourseStudents = Omit<CourseEnrolmentsResponse, 'success'>;

export const studentsKey = (courseId: string, status: EnrolmentStatus | 'all') =>
  ['courses', 'students', courseId, status] as const;

const enrolmentsPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/enrolments`;

/** GET /api/courses/{courseId}/enrolments: requests first, then students, with their progress. */
export function useCourseStudents(courseId: string, status: EnrolmentStatus | 'all') {
  return useQuery({
    queryKey: studentsKey(courseId, status),
    queryFn: async ({ signal }): Promise<CourseStudents> => {
      const result = await apiClient.get(enrolmentsPath(courseId), {
        schema: courseEnrolmentsResponseSchema,
        query: { status: status === 'all' ? undefined : status },
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Approve or decline a request; answers the server's message. */
export async function decideEnrolment(
  courseId: string,
  enrolmentId: string,
  decision: 'approve' | 'decline',
): Promise<string> {
  const result = await apiClient.post(
    `${enrolmentsPath(courseId)}/${encodeURIComponent(enrolmentId)}/${decision}`,
    undefined,
    {
      schema: enrolmentDecisionResponseSchema,
    },
  );
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.message;
}

export async function removeEnrolment(courseId: string, enrolmentId: string): Promise<string> {
  const result = await apiClient.delete(`${enrolmentsPath(courseId)}/${encodeURIComponent(enrolmentId)}`, {
    schema: messageResponseSchema,
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.message ?? '';
}

/** Downloads the CSV export (the token travels in a header, so a plain link cannot fetch it). */
export async function downloadStudentsCsv(courseId: string): Promise<void> {
  await downloadCsv(`${enrolmentsPath(courseId)}.csv`, 'students.csv');
}
