import { searchSuggestionsResponseSchema, type SearchSuggestion } from '@prepshelf/contract';
import { apiClient } from './api-client';

/**
 * GET /api/content/searchSuggestions: up to six items whose titles begin with the typed words. Loaded
 * on first use by the search boxes (it brings the api client and the contract's schemas, which the
 * landing page's first load does without). An aborted call rejects; a failed one answers none.
 */
export async function fetchSuggestions(search: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  const result = await apiClient.get('/content/searchSuggestions', {
    query: { search },
    schema: searchSuggestionsResponseSchema,
    signal,
  });
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
  return result.ok ? result.data.suggestions : [];
}
