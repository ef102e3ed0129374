import { useMutation } from '@tanstack/react-query';
import { accountSavedResponseSchema, messageResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/account/email: a code goes to the new address. */
export function requestEmailChange(body: { NewEmail: string; CurrentPassword?: string }) {
  return apiClient.post('/account/email', body, { schema: messageResponseSchema });
}

/** POST /api/account/email/confirm: the code makes the new address the account's. */
export function confirmEmailChange(body: { Code: string }) {
  return apiClient.post('/account/email/confirm', body, { schema: accountSavedResponseSchema });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
