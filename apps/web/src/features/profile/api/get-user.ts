import { useQuery } from '@tanstack/react-query';
import { getUserResponseSchema, type PublicUser } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** The signed-in user (GET /api/auth/getUser). */
export async function getUser(): Promise<PublicUser> {
  const result = await apiClient.get('/auth/getUser', { schema: getUserResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.user;
}

export function useCurrentUser() {
  return useQuery({ queryKey: ['auth', 'user'], queryFn: getUser, staleTime: 0 });
}
