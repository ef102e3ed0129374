import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  publicCourseResponseSchema,
  publicNotesResponseSchema,
  publicPyqResponseSchema,
  publicVideoResponseSchema,
  type CourseItem,
  type NoteItem,
  type PyqItem,
  type VideoItem,
} from '@prepshelf/contract';
import { apiClient, type ResponseSchema } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { LIST_KINDS, type ListKind, type ListParams } from '../list-params';
import { contentKeys } from './query-keys';

export interface ItemsByKind {
  note: NoteItem;
  pyq: PyqItem;
  video: VideoItem;
  course: CourseItem;
}

/** One page of a public list: the public items only (the staff lists myNotes and allNotes belong to the dashboard). */
export interface PublicListPage<K extends ListKind> {
  items: ItemsByKind[K][];
  total: number;
  page: number;
  limit: number;
}

const SCHEMAS: {
  [K in ListKind]: ResponseSchema<{ data: ItemsByKind[K][]; total: number; page: number; limit: number }>;
} = {
  note: publicNotesResponseSchema,
  pyq: publicPyqResponseSchema,
  video: publicVideoResponseSchema,
  course: publicCourseResponseSchema,
};

/** GET /api/content/getAllPublic{Notes,PYQ,Video,Course}: one page, with `isWatching` on every item. */
export async function getPublicList<K extends ListKind>(
  kind: K,
  params: ListParams,
  signal?: AbortSignal,
): Promise<PublicListPage<K>> {
  const config = LIST_KINDS[kind];
  const result = await apiClient.get(config.path, {
    query: { category: params.category, sortBy: params.sortBy, page: params.page, limit: config.pageSize },
    schema: SCHEMAS[kind],
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  const { data, total, page, limit } = result.data;
  return { items: data, total, page, limit };
}

export function usePublicList<K extends ListKind>(kind: K, params: ListParams) {
  return useQuery({
    queryKey: contentKeys.page(kind, params),
    queryFn: ({ signal }) => getPublicList(kind, params, signal),
    // Paging and sorting keep the previous cards on screen until the next page arrives (no jump).
    placeholderData: keepPreviousData,
  });
}
