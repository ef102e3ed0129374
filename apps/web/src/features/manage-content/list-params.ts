import { CATEGORIES, CONTENT_STATUSES, DEFAULT_CATEGORY, type Category, type ContentStatus } from '@prepshelf/contract';

/** "All" in the category and status filters: no filter on that field. */
export const ALL = 'all';
export type CategoryFilter = Category | typeof ALL;
export type StatusFilter = ContentStatus | typeof ALL;
const CATEGORY_FILTERS: readonly CategoryFilter[] = [...CATEGORIES, ALL];
const STATUS_FILTERS: readonly StatusFilter[] = [...CONTENT_STATUSES, ALL];

/** The filters and page of a dashboard list, as kept in the URL. */
export interface DashboardListParams {
  search: string;
  category: CategoryFilter;
  status: StatusFilter;
  page: number;
}

export const DEFAULT_LIST_PARAMS: DashboardListParams & { category: Category; status: ContentStatus } = {
  search: '',
  category: DEFAULT_CATEGORY,
  status: 'public',
  page: 1,
};

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Reads the URL's query; anything missing or unknown falls back to the spec's defaults (sciTechnology,
 * public, 1); `all` is kept for either filter.
 */
export function readListParams(query: URLSearchParams): DashboardListParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    search: (query.get('search') ?? '').slice(0, 200),
    category: pick(CATEGORY_FILTERS, query.get('category'), DEFAULT_LIST_PARAMS.category),
    status: pick(STATUS_FILTERS, query.get('status'), DEFAULT_LIST_PARAMS.status),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a list's state; defaults are left out so a plain list keeps a plain address. */
export function writeListParams(params: DashboardListParams): URLSearchParams {
  const query = new URLSearchParams();
  const search = params.search.trim();
  if (search !== '') query.set('search', search);
  if (params.category !== DEFAULT_LIST_PARAMS.category) query.set('category', params.category);
  if (params.status !== DEFAULT_LIST_PARAMS.status) query.set('status', params.status);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** The first `length` characters of a text (spec §9 display cuts); dates use 10. */
export function cutText(text: string, length: number): string {
  return text.length > length ? text.slice(0, length) : text;
}
