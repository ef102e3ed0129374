import { useQuery } from '@tanstack/react-query';
import { fileItemResponseSchema, filePageFindResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/files/{fileId}/find: the pages whose stored text holds `words`, so the reader's find can
 * jump there before the file is on the device; undefined when the server cannot tell (no text yet,
 * offline, an error), and the reader's own find then reads every page.
 */
export async function findPagesOnServer(
  fileId: string,
  words: string,
  signal: AbortSignal,
): Promise<number[] | undefined> {
  const result = await apiClient.get(`/files/${encodeURIComponent(fileId)}/find`, {
    query: { q: words },
    schema: filePageFindResponseSchema,
    signal,
  });
  return result.ok && result.data.hasText ? result.data.pages : undefined;
}

/** GET /api/files/{fileId}/item: the title of the item the PDF belongs to, for a bare address or a reload. */
export function useFileItemTitle(fileId: string | undefined, isWanted: boolean): string | undefined {
  const query = useQuery({
    queryKey: ['file-item', fileId],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(`/files/${encodeURIComponent(fileId!)}/item`, {
        schema: fileItemResponseSchema,
        signal,
      });
      return result.ok ? (result.data.item?.title ?? null) : null;
    },
    enabled: fileId !== undefined && isWanted,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return query.data ?? undefined;
}
