import { useQuery } from '@tanstack/react-query';
import { authProvidersResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

export interface AuthProviders {
  google: { isEnabled: boolean; startUrl?: string | undefined };
}

const DISABLED: AuthProviders = { google: { isEnabled: false } };

/** Which third-party sign-ins the server offers; an unreadable answer counts as "none". */
export async function getAuthProviders(): Promise<AuthProviders> {
  const result = await apiClient.get('/auth/providers', { schema: authProvidersResponseSchema });
  return result.ok ? { google: result.data.google } : DISABLED;
}

export function useAuthProviders() {
  return useQuery({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: 5 * 60_000 });
}
