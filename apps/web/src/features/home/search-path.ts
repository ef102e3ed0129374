export const SEARCH_TYPES = ['notes', 'pyq', 'video'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The search results address for `text`; null for blank or whitespace-only text, which does nothing (spec §5). */
export function buildSearchPath(text: string, type?: SearchType): string | null {
  const search = text.trim();
  if (search === '') return null;
  const params = new URLSearchParams({ search });
  if (type) params.set('type', type);
  return `/searchcontent?${params.toString()}`;
}
