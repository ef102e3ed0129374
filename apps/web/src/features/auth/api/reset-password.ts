import { useMutation } from '@tanstack/react-query';
import { signedInAfterProofResponseSchema, type SignedInAfterProofResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ResetPasswordBody {
  Email: string;
  ForgotPasswordCode: string;
  NewPassword: string;
  ConfirmNewPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<ApiResult<SignedInAfterProofResponse>> {
  return apiClient.post('/auth/resetPassword', body, { schema: signedInAfterProofResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
