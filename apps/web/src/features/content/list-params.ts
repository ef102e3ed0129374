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

export interface ListKindConfig {
  kind: ListKind;
  /** The page heading. */
  title: string;
  /** One line under the heading. */
  intro: string;
  /** The API path under /api. */
  path: string;
  pageSize: number;
  /** Sort labels of spec §2, by sort order. */
  sortLabels: Record<SortOrder, string>;
}

export const LIST_KINDS: Record<ListKind, ListKindConfig> = {
  note: {
    kind: 'note',
    title: 'Notes',
    intro: 'Organised notes from professors, ready to read in the browser.',
    path: '/content/getAllPublicNotes',
    pageSize: PAGE_SIZES.notes,
    sortLabels: { latest: 'Latest-Notes', oldest: 'Oldest-Notes' },
  },
  pyq: {
    kind: 'pyq',
    title: 'Previous-year papers',
    intro: 'Question papers from earlier exams, to practise the real thing.',
    path: '/content/getAllPublicPYQ',
    pageSize: PAGE_SIZES.pyq,
    sortLabels: { latest: 'Latest-PYQ', oldest: 'Oldest-PYQ' },
  },
  video: {
    kind: 'video',
    title: 'Video lectures',
    intro: 'Short lectures that explain a topic step by step.',
    path: '/content/getAllPublicVideo',
    pageSize: PAGE_SIZES.videos,
    sortLabels: { latest: 'Latest-Videos', oldest: 'Oldest-Videos' },
  },
  course: {
    kind: 'course',
    title: 'Courses',
    intro: 'Guided courses with a mentor, lectures and a plan.',
    path: '/content/getAllPublicCourse',
    pageSize: PAGE_SIZES.courses,
    sortLabels: { latest: 'Latest-Course', oldest: 'Oldest-Course' },
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
 * category to `fallbackCategory` (the stream remembered on the device, issue 13).
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
