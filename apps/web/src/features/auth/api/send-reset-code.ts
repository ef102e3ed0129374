import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export function sendResetCode(body: { Email: string }): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/sendResetCode', body, { schema: messageResponseSchema });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
