import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { MANAGED_KINDS, type ManagedKind } from '../kinds';

/** DELETE /api/content/delete{Note,PYQ,Video,Course}/:id. */
export function deleteContent(kind: ManagedKind, id: string): Promise<ApiResult<unknown>> {
  return apiClient.delete(`${MANAGED_KINDS[kind].paths.delete}/${encodeURIComponent(id)}`);
}

export function useDeleteContent(kind: ManagedKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContent(kind, id),
    // Every cached list, count and public page may hold the item: mark them all stale.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
