export type PageRangeItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pages a pagination bar shows (spec §2): the first page, an ellipsis, the neighbours of the current
 * page, an ellipsis, the last page. An ellipsis only stands for two or more hidden pages: a gap of
 * exactly one page shows that page instead, since the ellipsis would take the same room.
 * `current` is clamped into 1..totalPages; no pages gives an empty list.
 */
export function getPageRange(current: number, totalPages: number, neighbours = 1): PageRangeItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);

  let start = Math.max(2, page - neighbours);
  let end = Math.min(total - 1, page + neighbours);
  // A single hidden page next to an edge is shown rather than replaced by an ellipsis.
  if (start === 3) start = 2;
  if (end === total - 2) end = total - 1;

  const items: PageRangeItem[] = [{ kind: 'page', page: 1 }];
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let p = start; p <= end; p += 1) items.push({ kind: 'page', page: p });
  if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
  if (total > 1) items.push({ kind: 'page', page: total });
  return items;
}

/** How many pages `totalItems` fill at `pageSize` a page (at least one page when there are items). */
export function countPages(totalItems: number, pageSize: number): number {
  if (pageSize <= 0 || totalItems <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}
