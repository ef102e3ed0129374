import { useQuery } from '@tanstack/react-query';
import { classProgressResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/download-csv';
import { ApiResultError } from '../../../lib/query-client';

const progressPath = (classId: string) => `/classes/${encodeURIComponent(classId)}/progress`;

/** GET /api/classes/{classId}/progress: who of the members opened which item, and their last activity. */
export function useClassProgress(classId: string) {
  return useQuery({
    queryKey: ['classes', 'progress', classId],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(progressPath(classId), { schema: classProgressResponseSchema, signal });
      if (!result.ok) throw new ApiResultError(result.message, result.status);
      return result.data;
    },
  });
}

/** Downloads the CSV export (the token travels in a header, so a plain link cannot fetch it). */
export async function downloadClassProgressCsv(classId: string): Promise<void> {
  await downloadCsv(`${progressPath(classId)}/export.csv`, 'progress.csv');
}
