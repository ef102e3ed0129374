import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  dashboardContentResponseSchema,
  type CourseItem,
  type NoteItem,
  type PyqItem,
  type VideoItem,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import { MANAGED_KINDS, type ManagedKind } from '../kinds';
import { ALL, type DashboardListParams } from '../list-params';
import { manageContentKeys } from './query-keys';

export interface ManagedItems {
  note: NoteItem;
  pyq: PyqItem;
  video: VideoItem;
  course: CourseItem;
}

export interface DashboardPage<K extends ManagedKind> {
  items: ManagedItems[K][];
  total: number;
  page: number;
  limit: number;
}

/**
 * GET /api/content/dashbordContent: one page of a kind, filtered by the server (an Instructor gets their
 * own items only, an Admin every item).
 */
export async function getDashboardContent<K extends ManagedKind>(
  kind: K,
  params: DashboardListParams,
  signal?: AbortSignal,
): Promise<DashboardPage<K>> {
  const config = MANAGED_KINDS[kind];
  const search = params.search.trim();
  const result = await apiClient.get('/content/dashbordContent', {
    query: {
      type: config.apiType,
      page: params.page,
      limit: config.pageSize,
      // "All" is no filter at all: the server then answers every category or status.
      category: params.category === ALL ? undefined : params.category,
      status: params.status === ALL ? undefined : params.status,
      search: search === '' ? undefined : search,
    },
    schema: dashboardContentResponseSchema,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  const { results, total, page, limit } = result.data;
  // The server answers the asked type only; the filter keeps the types honest.
  const items = results.filter((item): item is ManagedItems[K] => item.type === kind);
  return { items, total, page, limit };
}

export function useDashboardContent<K extends ManagedKind>(kind: K, params: DashboardListParams) {
  return useQuery({
    queryKey: manageContentKeys.list(kind, params),
    queryFn: ({ signal }) => getDashboardContent(kind, params, signal),
    placeholderData: keepPreviousData,
    // Staff expect to see their own change at once.
    staleTime: 0,
  });
}
