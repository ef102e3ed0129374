import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  DEFAULT_SORT,
  PAGE_SIZES,
  SORT_ORDERS,
  type Category,
  type SortOrder,
} from '@prepshelf/contract';

/** The four public lists (spec §2 Content lists). */
export type ListKind = 'note' | 'pyq' | 'video' | 'course';

/**
 * A list's settings. Its texts (heading, intro line, the sort labels of spec §2 such as 'Latest-Notes')
 * are in the message catalogs (locales/<language>/app/contentLists.json, `contentLists.<kind>.*`).
 */
export interface ListKindConfig {
  kind: ListKind;
  /** The API path under /api. */
  path: string;
  pageSize: number;
}

export const LIST_KINDS: Record<ListKind, ListKindConfig> = {
  note: {
    kind: 'note',
    path: '/content/getAllPublicNotes',
    pageSize: PAGE_SIZES.notes,
  },
  pyq: {
    kind: 'pyq',
    path: '/content/getAllPublicPYQ',
    pageSize: PAGE_SIZES.pyq,
  },
  video: {
    kind: 'video',
    path: '/content/getAllPublicVideo',
    pageSize: PAGE_SIZES.videos,
  },
  course: {
    kind: 'course',
    path: '/content/getAllPublicCourse',
    pageSize: PAGE_SIZES.courses,
  },
};

export interface ListParams {
  category: Category;
  sortBy: SortOrder;
  /** From 1. */
  page: number;
}

function isCategory(value: string | null): value is Category {
  return value !== null && (CATEGORIES as readonly string[]).includes(value);
}

function isSortOrder(value: string | null): value is SortOrder {
  return value !== null && (SORT_ORDERS as readonly string[]).includes(value);
}

/**
 * The list's parameters from the URL (`?category`, `?sortBy`, `?page`), so back/forward and reload
 * show the same page. Anything unknown or malformed falls back to the defaults of spec §9; a missing
 * category to `fallbackCategory` (the stream remembered on the device).
 */
export function readListParams(search: URLSearchParams, fallbackCategory: Category = DEFAULT_CATEGORY): ListParams {
  const category = search.get('category');
  const sortBy = search.get('sortBy');
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    category: isCategory(category) ? category : fallbackCategory,
    sortBy: isSortOrder(sortBy) ? sortBy : DEFAULT_SORT,
    page: page >= 1 ? page : 1,
  };
}

/**
 * The URL's parameters after a change: other parameters stay; a change of sort order goes back to
 * page 1 (the pages mean something else now); page 1 and the default sort are written out too, so
 * the URL always says what is shown.
 */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<ListParams>,
  fallbackCategory: Category = DEFAULT_CATEGORY,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const params = { ...readListParams(current, fallbackCategory), ...change };
  if (change.sortBy !== undefined || change.category !== undefined) {
    if (change.page === undefined) params.page = 1;
  }
  next.set('category', params.category);
  next.set('sortBy', params.sortBy);
  next.set('page', String(params.page));
  return next;
}
