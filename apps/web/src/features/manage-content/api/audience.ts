import { useQueries, useQuery } from '@tanstack/react-query';
import {
  classesResponseSchema,
  classPageResponseSchema,
  itemAudienceResponseSchema,
  type ItemType,
} from '@prepshelf/contract';
import { apiClient, type ApiResult } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

/** One class an item is given to, with its unit there (null: no unit). */
export interface AudienceEntry {
  classId: string;
  unitId: string | null;
}

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

const audiencePath = (type: ItemType, itemId: string) => `/classes/audience/${type}/${encodeURIComponent(itemId)}`;

/** The classes the caller manages and may still give material to (an Instructor: theirs; an Admin: all). */
export function useManagedClasses(isEnabled: boolean) {
  return useQuery({
    queryKey: ['classes', 'list'],
    enabled: isEnabled,
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get('/classes', { schema: classesResponseSchema, signal })).classes,
    select: (classes) => classes.filter((entry) => entry.canManage && entry.status !== 'archived'),
  });
}

/** The units of each class, for the unit choice of the classes ticked. */
export function useClassUnits(classIds: readonly string[]) {
  return useQueries({
    queries: classIds.map((classId) => ({
      queryKey: ['classes', 'page', classId],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        unwrap(
          await apiClient.get(`/classes/${encodeURIComponent(classId)}`, { schema: classPageResponseSchema, signal }),
        ),
      select: (page: { units: { _id: string; name: string }[] }) => page.units,
    })),
  });
}

/** The caller's classes an item is given to now (GET /api/classes/audience/{type}/{itemId}). */
export function useItemAudience(type: ItemType, itemId: string | null) {
  return useQuery({
    queryKey: ['classes', 'audience', type, itemId],
    enabled: itemId !== null,
    queryFn: async ({ signal }) =>
      unwrap(await apiClient.get(audiencePath(type, itemId!), { schema: itemAudienceResponseSchema, signal })).classes,
  });
}

/** Gives the item to exactly these of the caller's classes (PUT …/audience/{type}/{itemId}). */
export function saveItemAudience(type: ItemType, itemId: string, classes: readonly AudienceEntry[]) {
  return apiClient.put(audiencePath(type, itemId), { classes }, { schema: itemAudienceResponseSchema });
}
