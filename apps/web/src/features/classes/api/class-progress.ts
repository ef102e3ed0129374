import { useQuery } from '@tanstack/react-query';
import { AUTH_HEADER, STORAGE_KEYS, classProgressResponseSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';
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
  const token = localStorage.getItem(STORAGE_KEYS.token) ?? '';
  const response = await fetch(`/api${progressPath(classId)}/export.csv`, { headers: { [AUTH_HEADER]: token } });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'progress.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
