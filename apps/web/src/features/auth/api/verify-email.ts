import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface VerifyEmailBody {
  Email: string;
  VerificationCode: string;
}

export function verifyEmail(body: VerifyEmailBody): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/verfyemail', body, { schema: messageResponseSchema });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
