import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  notificationsResponseSchema,
  type NotificationSettingsValues,
  type UnsubscribeList,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

const notificationsKey = ['account', 'notifications'] as const;

/** GET /api/account/notifications. */
export async function getNotifications(): Promise<NotificationSettingsValues> {
  const result = await apiClient.get('/account/notifications', { schema: notificationsResponseSchema });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data.notifications;
}

export function useNotifications() {
  return useQuery({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: 0 });
}

/** PUT /api/account/notifications. */
export function updateNotifications(body: Partial<NotificationSettingsValues>) {
  return apiClient.put('/account/notifications', body, { schema: notificationsResponseSchema });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(notificationsKey, result.data.notifications);
    },
  });
}

/** POST /api/notifications/unsubscribe: the token of the mail's link is the only credential. */
export function unsubscribe(query: { token: string; list: UnsubscribeList }) {
  return apiClient.request('/notifications/unsubscribe', { method: 'POST', query, schema: messageResponseSchema });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
