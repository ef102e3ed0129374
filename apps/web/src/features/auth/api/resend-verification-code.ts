import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export function resendVerificationCode(body: {
  Email: string;
}): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/resendVerificationCode', body, { schema: messageResponseSchema });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
