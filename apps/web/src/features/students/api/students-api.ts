import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, studentResponseSchema, studentsResponseSchema, type PublicUser } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import type { StudentFormValues, StudentListParams, UpdateStudentPayload } from '../student-params';

export const studentKeys = {
  all: ['students'] as const,
  list: (params: StudentListParams) => ['students', 'list', params] as const,
};

export interface StudentsPage {
  students: PublicUser[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/content/getStudentsByRole: one server page of 3 (spec §9), filtered by the server. */
export async function getStudents(params: StudentListParams, signal?: AbortSignal): Promise<StudentsPage> {
  const result = await apiClient.get('/content/getStudentsByRole', {
    query: {
      search: params.search.trim() === '' ? undefined : params.search.trim(),
      status: params.status === 'all' ? undefined : params.status,
      role: params.role,
      page: params.page,
      limit: PAGE_SIZES.dashboardStudents,
    },
    schema: studentsResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  const { students, total, page, limit } = result.data;
  return { students, total, page, limit };
}

export function useStudents(params: StudentListParams) {
  return useQuery({
    queryKey: studentKeys.list(params),
    queryFn: ({ signal }) => getStudents(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function throwIfFailed<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

/** Every student mutation reloads the list afterwards (spec §4). */
function useStudentMutation<V>(run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

export function useAddStudent() {
  return useStudentMutation(async (values: StudentFormValues) =>
    throwIfFailed(
      await apiClient.post(
        '/content/addStudent',
        { Username: values.Username.trim(), Email: values.Email.trim(), Password: values.Password },
        { schema: studentResponseSchema },
      ),
    ),
  );
}

export function useUpdateStudent() {
  return useStudentMutation(async ({ id, payload }: { id: string; payload: UpdateStudentPayload }) =>
    throwIfFailed(
      await apiClient.put(`/content/updateStudent/${encodeURIComponent(id)}`, payload, {
        schema: studentResponseSchema,
      }),
    ),
  );
}

export function useDeleteStudent() {
  return useStudentMutation(async (id: string) =>
    throwIfFailed(await apiClient.delete(`/content/deleteStudent/${encodeURIComponent(id)}`)),
  );
}

/** One PATCH with no body toggles active/inactive (spec §4); blocking also ends the user's sessions. */
export function useChangeStudentStatus() {
  return useStudentMutation(async (id: string) =>
    throwIfFailed(
      await apiClient.patch(`/content/changeStudentStatus/${encodeURIComponent(id)}`, undefined, {
        schema: studentResponseSchema,
      }),
    ),
  );
}
