import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZES,
  studentImportResponseSchema,
  studentResponseSchema,
  studentsResponseSchema,
  type PublicUser,
  type StudentImportResponse,
} from '@prepshelf/contract';
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

/** POST /api/content/importStudents/preview: every row of the CSV as new, present or invalid; nothing written. */
export function usePreviewStudentImport() {
  return useMutation({
    mutationFn: async (csv: string): Promise<StudentImportResponse> =>
      throwIfFailed(
        await apiClient.post('/content/importStudents/preview', { csv }, { schema: studentImportResponseSchema }),
      ),
  });
}

/** POST /api/content/importStudents: the new rows become Students (one transaction) and get a welcome mail. */
export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string): Promise<StudentImportResponse> =>
      throwIfFailed(await apiClient.post('/content/importStudents', { csv }, { schema: studentImportResponseSchema })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}

/** GET /api/content/exportStudents with the list's filters: the CSV text (its byte-order mark put back). */
export async function exportStudentsCsv(params: StudentListParams): Promise<Blob> {
  const text = throwIfFailed(
    await apiClient.get<string>('/content/exportStudents', {
      query: {
        search: params.search.trim() === '' ? undefined : params.search.trim(),
        status: params.status === 'all' ? undefined : params.status,
        role: params.role,
      },
      parseAs: 'text',
    }),
  );
  // fetch's text() drops the BOM; spreadsheet programs need it to read UTF-8.
  return new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}
