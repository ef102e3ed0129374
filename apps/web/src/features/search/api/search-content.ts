import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, searchContentResponseSchema, type SearchContentResponse } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';
import type { SearchParamsState } from '../search-params';

/** GET /api/content/searchContent: full-text search over every type (or one) and the text of PDFs. */
export async function searchContent(
  { search, type, page }: SearchParamsState,
  signal?: AbortSignal,
): Promise<SearchContentResponse> {
  const result = await apiClient.get('/content/searchContent', {
    query: { search, type: type === '' ? undefined : type, page, limit: SEARCH_PAGE_SIZE },
    schema: searchContentResponseSchema,
    signal,
  });
  if (!result.ok) throw new ApiResultError(result.message, result.status);
  return result.data;
}

/** Runs only for non-blank text; the previous page stays on screen while the next one loads. */
export function useSearchContent(state: SearchParamsState) {
  return useQuery({
    queryKey: ['search-content', state.search, state.type, state.page],
    queryFn: ({ signal }) => searchContent(state, signal),
    enabled: state.search !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
