import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUTH_HEADER,
  OPENS_REPORT_PAGE_SIZE,
  STORAGE_KEYS,
  itemOpensResponseSchema,
  type ItemOpensResponse,
  type ItemType,
  type OpensFilter,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { ApiResultError } from '../../../lib/query-client';

const opensPath = (type: ItemType, id: string) => `/opens/${type}/${encodeURIComponent(id)}`;

/** GET /api/opens/{type}/{id}: one page of the students, who opened the item and what they read. */
export function useItemOpens(type: ItemType, id: string, filter: OpensFilter, page: number) {
  return useQuery({
    queryKey: ['opens', type, id, filter, page] as const,
    queryFn: async ({ signal }): Promise<ItemOpensResponse> => {
      const result = await apiClient.get(opensPath(type, id), {
        schema: itemOpensResponseSchema,
        query: { filter, page, limit: OPENS_REPORT_PAGE_SIZE },
        signal,
      });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** Downloads the CSV export (the token travels in a header, so a plain link cannot fetch it). */
export async function downloadItemOpensCsv(type: ItemType, id: string): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token) ?? '';
  const response = await fetch(`/api${opensPath(type, id)}/export.csv`, { headers: { [AUTH_HEADER]: token } });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'opens.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
