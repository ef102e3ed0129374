import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';

/**
 * Downloads a staff CSV export from `/api{path}` under the server's file name (`fallback` when it
 * names none). The token travels in a header, so a plain link cannot fetch it.
 */
export async function downloadCsv(path: string, fallback: string): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token) ?? '';
  const response = await fetch(`/api${path}`, { headers: { [AUTH_HEADER]: token } });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
