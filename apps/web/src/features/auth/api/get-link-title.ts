import { useQuery } from '@tanstack/react-query';
import { linkTitleResponseSchema, type LinkTitleQuery } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** The public title of what a shared link opens; null when the server names nothing (or cannot be asked). */
export async function getLinkTitle(query: LinkTitleQuery): Promise<string | null> {
  const result = await apiClient.get('/links/title', { query: { ...query }, schema: linkTitleResponseSchema });
  return result.ok ? result.data.title : null;
}

export function useLinkTitle(query: LinkTitleQuery | undefined) {
  return useQuery({
    queryKey: ['links', 'title', query],
    queryFn: () => getLinkTitle(query!),
    enabled: query !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
