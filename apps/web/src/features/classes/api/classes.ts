import { useQuery } from '@tanstack/react-query';
import {
  addMembersResponseSchema,
  classesResponseSchema,
  classMembersResponseSchema,
  classPageResponseSchema,
  classResponseSchema,
  inboxResponseSchema,
  joinPreviewResponseSchema,
  messageResponseSchema,
  noticeResponseSchema,
  unitResponseSchema,
  unreadCountResponseSchema,
  type Category,
  type ClassStatus,
  type ItemType,
} from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** Every query of this feature starts with one of these keys, so a change refreshes what it touched. */
export const CLASSES_KEY = ['classes'] as const;
export const INBOX_KEY = ['inbox'] as const;

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

const classPath = (classId: string) => `/classes/${encodeURIComponent(classId)}`;

export function useClasses() {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'list'],
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get('/classes', { schema: classesResponseSchema, signal })).classes,
  });
}

export function useClassPage(classId: string) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'page', classId],
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get(classPath(classId), { schema: classPageResponseSchema, signal })),
  });
}

export function useClassMembers(classId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'members', classId],
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get(`${classPath(classId)}/members`, { schema: classMembersResponseSchema, signal }))
        .members,
  });
}

export function useJoinPreview(code: string) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'join', code],
    retry: false,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiClient.get(`/classes/join/${encodeURIComponent(code)}`, { schema: joinPreviewResponseSchema, signal }),
      ).class,
  });
}

export interface ClassFields {
  name: string;
  subject: string;
  term: string;
  category: Category;
  description: string;
}

export async function createClass(fields: ClassFields) {
  return unwrap(await apiClient.post('/classes', fields, { schema: classResponseSchema }));
}

export async function updateClass(classId: string, changes: Partial<ClassFields> & { status?: ClassStatus }) {
  return unwrap(await apiClient.patch(classPath(classId), changes, { schema: classResponseSchema }));
}

export async function deleteClass(classId: string) {
  return unwrap(await apiClient.delete(classPath(classId), { schema: messageResponseSchema })).message;
}

export async function resetJoinCode(classId: string) {
  return unwrap(await apiClient.post(`${classPath(classId)}/join-code`, undefined, { schema: classResponseSchema }));
}

export async function joinClass(code: string) {
  return unwrap(await apiClient.post('/classes/join', { code }, { schema: classResponseSchema }));
}

export async function leaveClass(classId: string) {
  return unwrap(await apiClient.delete(`${classPath(classId)}/membership`, { schema: messageResponseSchema })).message;
}

export async function addMembers(classId: string, emails: string[]) {
  return unwrap(
    await apiClient.post(`${classPath(classId)}/members`, { emails }, { schema: addMembersResponseSchema }),
  );
}

export async function removeMember(classId: string, userId: string) {
  return unwrap(
    await apiClient.delete(`${classPath(classId)}/members/${encodeURIComponent(userId)}`, {
      schema: messageResponseSchema,
    }),
  ).message;
}

export async function addUnit(classId: string, name: string) {
  return unwrap(await apiClient.post(`${classPath(classId)}/units`, { name }, { schema: unitResponseSchema }));
}

export async function deleteUnit(classId: string, unitId: string) {
  return unwrap(
    await apiClient.delete(`${classPath(classId)}/units/${encodeURIComponent(unitId)}`, {
      schema: messageResponseSchema,
    }),
  ).message;
}

export async function saveClassItem(
  classId: string,
  item: { type: ItemType; itemId: string; unitId: string | null; isPinned: boolean; position?: number },
) {
  return unwrap(await apiClient.put(`${classPath(classId)}/items`, item, { schema: messageResponseSchema })).message;
}

export async function removeClassItem(classId: string, type: ItemType, itemId: string) {
  return unwrap(
    await apiClient.delete(`${classPath(classId)}/items/${type}/${encodeURIComponent(itemId)}`, {
      schema: messageResponseSchema,
    }),
  ).message;
}

/** Posts a notice, with one of the class's items attached (`type:id`) or none. */
export async function postNotice(classId: string, body: string, attachment: { type: ItemType; itemId: string } | null) {
  return unwrap(
    await apiClient.post(`${classPath(classId)}/notices`, { body, attachment }, { schema: noticeResponseSchema }),
  );
}

export async function deleteNotice(classId: string, noticeId: string) {
  return unwrap(
    await apiClient.delete(`${classPath(classId)}/notices/${encodeURIComponent(noticeId)}`, {
      schema: messageResponseSchema,
    }),
  ).message;
}

export function useInbox(page: number) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'list', page],
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get('/inbox', { schema: inboxResponseSchema, query: { page }, signal })),
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: [...INBOX_KEY, 'unread'],
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get('/inbox/unread', { schema: unreadCountResponseSchema, signal })).unread,
  });
}

export async function markNoticeRead(noticeId: string) {
  return unwrap(
    await apiClient.post(`/inbox/${encodeURIComponent(noticeId)}/read`, undefined, { schema: messageResponseSchema }),
  ).message;
}

export async function markAllNoticesRead() {
  return unwrap(await apiClient.post('/inbox/read', undefined, { schema: messageResponseSchema })).message;
}
