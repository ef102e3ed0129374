import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginBody, type LoginResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<ApiResult<LoginResponse>> {
  return apiClient.post('/auth/login', body, { schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
