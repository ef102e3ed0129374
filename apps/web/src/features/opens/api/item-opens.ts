import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OPENS_REPORT_PAGE_SIZE,
  itemOpensResponseSchema,
  type ItemOpensResponse,
  type ItemType,
  type OpensFilter,
} from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
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
  await downloadCsv(`${opensPath(type, id)}/export.csv`, 'opens.csv');
}
