import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema, STORAGE_KEYS, type AccountUser } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { notifySessionChange } from '../../../lib/session';

export const accountKey = ['account'] as const;

/** GET /api/account: the signed-in user's own account. */
export async function getAccount(): Promise<AccountUser> {
  const result = await apiClient.get('/account', { schema: accountResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.user;
}

export function useAccount() {
  return useQuery({ queryKey: accountKey, queryFn: getAccount, staleTime: 0 });
}

/**
 * After a change: the account query gets the new user, the profile screen refetches, and the navbar's
 * stored avatar follows the photo.
 */
export function useAccountUpdated() {
  const queryClient = useQueryClient();
  return (user: AccountUser) => {
    queryClient.setQueryData(accountKey, user);
    void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] });
    try {
      if (user.Profile === '') globalThis.localStorage?.removeItem(STORAGE_KEYS.profile);
      else globalThis.localStorage?.setItem(STORAGE_KEYS.profile, user.Profile);
      notifySessionChange();
    } catch {
      // Storage can be blocked; the avatar then updates at the next login.
    }
  };
}
