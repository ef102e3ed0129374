import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SupportBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** POST /api/auth/support: mails the message to the support mailbox. */
export function sendSupportMessage(body: SupportBody): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/support', body, { schema: messageResponseSchema });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
