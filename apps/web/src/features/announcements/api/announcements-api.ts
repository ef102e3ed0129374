import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcementPreviewResponseSchema,
  announcementsResponseSchema,
  announceUsersResponseSchema,
  sendAnnouncementResponseSchema,
  STAFF_PAGE_SIZES,
  type AnnouncementBodyFormat,
  type Role,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { hasQueuedMail } from '../announcement-logic';

const keys = {
  users: ['announce', 'users'] as const,
  history: (page: number) => ['announce', 'history', page] as const,
};

/** GET /api/announce/getAllUser: every active user; the picker filters them in the browser. */
export function useAnnounceUsers() {
  return useQuery({
    queryKey: keys.users,
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/announce/getAllUser', { schema: announceUsersResponseSchema, signal });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data.data;
    },
    staleTime: 60_000,
  });
}

/** Past announcements with their queued / sent / failed counts; polls every 3 s while mail is queued. */
export function useAnnouncementHistory(page: number) {
  return useQuery({
    queryKey: keys.history(page),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/announce/announcements', {
        query: { page, limit: STAFF_PAGE_SIZES.announcements },
        schema: announcementsResponseSchema,
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && hasQueuedMail(query.state.data.announcements) ? 3000 : false),
  });
}

export interface AnnouncementDraft {
  subject: string;
  emailBody: string;
  userIds: string[];
  /** Every active user of these roles as well. */
  roles?: Role[];
  /** The student members of these classes as well. */
  classIds?: string[];
  bodyFormat?: AnnouncementBodyFormat;
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: AnnouncementDraft) => {
      const result = await apiClient.post('/announce/sendAnnouncement', draft, {
        schema: sendAnnouncementResponseSchema,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announce', 'history'] }),
  });
}

/** POST /api/announce/preview: the mail exactly as the server would send it, and its recipients. */
export async function previewAnnouncement(draft: Partial<AnnouncementDraft>, signal?: AbortSignal) {
  const result = await apiClient.post('/announce/preview', draft, {
    schema: announcementPreviewResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

/** The live preview of the body being written (no recipients: only the mail itself). */
export function useAnnouncementPreview(subject: string, emailBody: string, bodyFormat: AnnouncementBodyFormat) {
  return useQuery({
    queryKey: ['announce', 'preview', subject, emailBody, bodyFormat] as const,
    queryFn: ({ signal }) => previewAnnouncement({ subject, emailBody, bodyFormat }, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
