import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSessionsResponseSchema, messageResponseSchema, type AccountSession } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

const sessionsKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions. */
export async function getSessions(): Promise<AccountSession[]> {
  const result = await apiClient.get('/account/sessions', { schema: accountSessionsResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.sessions;
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions, staleTime: 0 });
}

/** DELETE /api/account/sessions/{id}, or with `all` POST /api/account/sessions/endOthers. */
export function endSessions(target: { id: string } | 'others') {
  return target === 'others'
    ? apiClient.post('/account/sessions/endOthers', undefined, { schema: messageResponseSchema })
    : apiClient.delete(`/account/sessions/${encodeURIComponent(target.id)}`, { schema: messageResponseSchema });
}

export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsKey });
}
