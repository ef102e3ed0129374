import { useMutation } from '@tanstack/react-query';
import { accountExportSchema } from '@prepshelf/contract';
import { apiClient } from '../../../lib/api-client';

/** GET /api/account/export, saved by the browser as a JSON file. */
export async function downloadMyData() {
  const result = await apiClient.get('/account/export', { schema: accountExportSchema });
  if (!result.ok) return result;
  const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'prepshelf-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; let it go after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return result;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
