import { useMutation } from '@tanstack/react-query';
import { registerResponseSchema, type RegisterBody } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export type RegisterAnswer = { success: true; message: string; user: { Email: string } };

export function register(body: RegisterBody): Promise<ApiResult<RegisterAnswer>> {
  return apiClient.post('/auth/register', body, { schema: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
