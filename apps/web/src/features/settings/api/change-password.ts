import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ChangePasswordBody } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/account/password: the other sessions end on the server. */
export function changePassword(body: ChangePasswordBody) {
  return apiClient.post('/account/password', body, { schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
