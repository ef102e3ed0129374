import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export interface ResetPasswordBody {
  Email: string;
  ForgotPasswordCode: string;
  NewPassword: string;
  ConfirmNewPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<ApiResult<{ success: boolean; message: string }>> {
  return apiClient.post('/auth/resetPassword', body, { schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
