import { useMutation } from '@tanstack/react-query';
import { accountSavedResponseSchema, type UpdateProfileBody } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** PATCH /api/account/profile: name, About, institution. */
export function updateProfile(body: UpdateProfileBody) {
  return apiClient.patch('/account/profile', body, { schema: accountSavedResponseSchema });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
