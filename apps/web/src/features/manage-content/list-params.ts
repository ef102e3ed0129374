import { CATEGORIES, CONTENT_STATUSES, DEFAULT_CATEGORY, type Category, type ContentStatus } from '@prepshelf/contract';

/** The filters and page of a dashboard list, as kept in the URL. */
export interface DashboardListParams {
  search: string;
  category: Category;
  status: ContentStatus;
  page: number;
}

export const DEFAULT_LIST_PARAMS: DashboardListParams = {
  search: '',
  category: DEFAULT_CATEGORY,
  status: 'public',
  page: 1,
};

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** Reads the URL's query; anything missing or unknown falls back to the spec's defaults (sciTechnology, public, 1). */
export function readListParams(query: URLSearchParams): DashboardListParams {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  return {
    search: (query.get('search') ?? '').slice(0, 200),
    category: pick(CATEGORIES, query.get('category'), DEFAULT_LIST_PARAMS.category),
    status: pick(CONTENT_STATUSES, query.get('status'), DEFAULT_LIST_PARAMS.status),
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
