import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SetPasswordBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

/** POST /api/auth/setPassword: a welcome mail's single-use link sets the first password. */
export function setPassword(body: SetPasswordBody): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/setPassword', body, { schema: messageResponseSchema });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
