import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type DeleteAccountBody } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/account/delete/code: mails a code that can stand in for the password. */
export function sendDeleteCode() {
  return apiClient.post('/account/delete/code', undefined, { schema: messageResponseSchema });
}

/** POST /api/account/delete. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiClient.post('/account/delete', body, { schema: messageResponseSchema });
}

export function useSendDeleteCode() {
  return useMutation({ mutationFn: sendDeleteCode });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
