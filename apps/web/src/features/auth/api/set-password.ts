import { useMutation } from '@tanstack/react-query';
import {
  signedInAfterProofResponseSchema,
  type SetPasswordBody,
  type SignedInAfterProofResponse,
} from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** POST /api/auth/setPassword: a welcome mail's single-use link sets the first password. */
export function setPassword(body: SetPasswordBody): Promise<ApiResult<SignedInAfterProofResponse>> {
  return apiClient.post('/auth/setPassword', body, { schema: signedInAfterProofResponseSchema });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
