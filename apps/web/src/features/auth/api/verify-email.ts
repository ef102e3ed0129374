import { useMutation } from '@tanstack/react-query';
import { signedInAfterProofResponseSchema, type SignedInAfterProofResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface VerifyEmailBody {
  Email: string;
  VerificationCode: string;
}

export function verifyEmail(body: VerifyEmailBody): Promise<ApiResult<SignedInAfterProofResponse>> {
  return apiClient.post('/auth/verfyemail', body, { schema: signedInAfterProofResponseSchema });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
