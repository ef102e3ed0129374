import { useMutation } from '@tanstack/react-query';
import { accountSavedResponseSchema, AUTH_HEADER, STORAGE_KEYS, type AccountUser } from '@prepshelf/contract';
import { API_MESSAGES, apiClient, type ApiResult } from '../../../lib/api-client';

/**
 * PUT /api/account/photo with the image itself as the body (the JSON client cannot send bytes); the
 * server resizes it.
 */
export async function uploadPhoto(file: File): Promise<ApiResult<{ message: string; user: AccountUser }>> {
  const token = globalThis.localStorage?.getItem(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch('/api/account/photo', {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { [AUTH_HEADER]: token } : {}) },
      body: file,
    });
  } catch {
    return { ok: false, status: 0, message: API_MESSAGES.network };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = accountSavedResponseSchema.safeParse(body);
  if (response.ok && parsed.success) return { ok: true, status: response.status, data: parsed.data };
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : (API_MESSAGES.byStatus[response.status] ?? API_MESSAGES.server);
  return { ok: false, status: response.status, message };
}

/** DELETE /api/account/photo. */
export function removePhoto() {
  return apiClient.delete('/account/photo', { schema: accountSavedResponseSchema });
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto });
}

export function useRemovePhoto() {
  return useMutation({ mutationFn: removePhoto });
}
