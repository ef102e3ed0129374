import { loginResponseSchema, type LoginResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/**
 * Trades the provider's authorization code (with our state, and the issuer the provider named, which
 * the server checks) for a session; answers like login.
 */
export function finishGoogleSignIn(query: {
  code: string;
  state: string | null;
  iss: string | null;
}): Promise<ApiResult<LoginResponse>> {
  return apiClient.get('/auth/google', { query, schema: loginResponseSchema });
}
