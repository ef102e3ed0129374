import { useQuery } from '@tanstack/react-query';
import { getUserResponseSchema, type PublicUser } from '@prepshelf/contract';
import { apiClient } from './api-client';
import { ApiResultError } from './query-client';
import { useSession } from './use-session';

/** The signed-in user (GET /api/auth/getUser), under the same query key the profile page uses. */
async function getCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  const result = await apiClient.get('/auth/getUser', { schema: getUserResponseSchema, ...(signal ? { signal } : {}) });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.user;
}

/** The signed-in user for filling forms in; nothing is asked while logged out. */
export function useSignedInUser() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['auth', 'user'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: isLoggedIn,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A form's values with the account's name and e-mail in the fields still empty (the contact
 * and enrolment forms are pre-filled for a logged-in user); what the user typed is never replaced.
 */
export function fillFromAccount<V extends { name: string; email: string }>(
  values: V,
  user: Pick<PublicUser, 'Username' | 'Email'> | undefined,
): V {
  if (!user) return values;
  return {
    ...values,
    name: values.name === '' ? user.Username : values.name,
    email: values.email === '' ? user.Email : values.email,
  };
}
