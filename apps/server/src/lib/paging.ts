import { UNPAGED_LIST_CAP } from '@prepshelf/contract';

/**
 * `page` given: that page of `limit` (default: the list's page size). No `page`: the first `limit`
 * items, by default the whole filtered list up to UNPAGED_LIST_CAP (contract §2).
 */
export function resolvePaging(query: { page?: number; limit?: number }, pageSize: number) {
  if (query.page === undefined) {
    const limit = query.limit ?? UNPAGED_LIST_CAP;
    return { page: 1, limit, offset: 0 };
  }
  const limit = query.limit ?? pageSize;
  return { page: query.page, limit, offset: (query.page - 1) * limit };
}
