import { useMutation } from '@tanstack/react-query';
import { DEVICE_TOKEN_HEADER, loginResponseSchema, type LoginBody, type LoginResponse } from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { getDeviceToken, storeDeviceToken } from '../device-tokens';

/** Logs in, sending this browser's device token for the account and keeping the one the answer brings. */
export async function login(body: LoginBody): Promise<ApiResult<LoginResponse>> {
  const deviceToken = getDeviceToken(body.Email);
  const result = await apiClient.post('/auth/login', body, {
    schema: loginResponseSchema,
    ...(deviceToken === undefined ? {} : { headers: { [DEVICE_TOKEN_HEADER]: deviceToken } }),
  });
  if (result.ok && result.data.deviceToken !== undefined) storeDeviceToken(body.Email, result.data.deviceToken);
  return result;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
