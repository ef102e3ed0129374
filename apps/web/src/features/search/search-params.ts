/**
 * The `type` values of the search address; anything else searches every type. Each option's label is
 * the message `searchResults.type.<labelKey>` (All types, Notes, PYQ, Videos, Courses in English).
 */
export const SEARCH_TYPE_OPTIONS = [
  { value: '', labelKey: 'all' },
  { value: 'notes', labelKey: 'notes' },
  { value: 'pyq', labelKey: 'pyq' },
  { value: 'video', labelKey: 'video' },
  { value: 'course', labelKey: 'course' },
] as const;
export type SearchTypeParam = (typeof SEARCH_TYPE_OPTIONS)[number]['value'];

const TYPE_ALIASES: Record<string, SearchTypeParam> = {
  notes: 'notes',
  note: 'notes',
  pyq: 'pyq',
  pyqs: 'pyq',
  video: 'video',
  videos: 'video',
  course: 'course',
  courses: 'course',
};

export interface SearchParamsState {
  /** Trimmed; '' when there is nothing to search for. */
  search: string;
  type: SearchTypeParam;
  /** From 1. */
  page: number;
}

export function readSearchParams(params: URLSearchParams): SearchParamsState {
  const search = (params.get('search') ?? '').trim();
  const type = TYPE_ALIASES[(params.get('type') ?? '').trim().toLowerCase()] ?? '';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { search, type, page };
}

/**
 * The address of a search, or null for blank or whitespace-only text, which does nothing (spec §5).
 * Page 1 is left out of the address.
 */
export function buildSearchPath(text: string, type: SearchTypeParam = '', page = 1): string | null {
  const search = text.trim();
  if (search === '') return null;
  const params = new URLSearchParams({ search });
  if (type !== '') params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `/searchcontent?${params.toString()}`;
}
