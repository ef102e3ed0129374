import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCourseBody, AddNotesBody, AddPyqBody, AddVideoBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { MANAGED_KINDS, type ManagedKind } from '../kinds';

/** What each form sends; the server's schema (contract) is the judge of the fields. */
export interface SaveBodies {
  note: AddNotesBody;
  pyq: AddPyqBody;
  video: Omit<AddVideoBody, 'fileUrl'> & { fileUrl: string };
  course: AddCourseBody;
}

export interface SaveRequest<K extends ManagedKind> {
  /** Set for an update (PUT …/:id), absent for an upload (POST). */
  id?: string;
  body: SaveBodies[K];
}

/** POST /api/content/add{Notes,PYQ,Video,Course} or PUT /api/content/update{…}/:id. */
export function saveContent<K extends ManagedKind>(kind: K, request: SaveRequest<K>): Promise<ApiResult<unknown>> {
  const { paths } = MANAGED_KINDS[kind];
  return request.id === undefined
    ? apiClient.post(paths.add, request.body)
    : apiClient.put(`${paths.update}/${encodeURIComponent(request.id)}`, request.body);
}

export function useSaveContent<K extends ManagedKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<K>) => saveContent(kind, request),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries();
    },
  });
}
