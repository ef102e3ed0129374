import { useEffect, useState } from 'react';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { fileUrl } from '../../../lib/file-url';

/**
 * GET /api/files/{fileId}/preview: the first-page image the server made at upload, as an object URL
 * (an <img> cannot send the session header). Undefined while loading, and for a PDF without one.
 */
export function usePdfPreview(fileId: string | undefined): string | undefined {
  const [url, setUrl] = useState<{ fileId: string; url: string }>();
  useEffect(() => {
    if (fileId === undefined) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const token = globalThis.localStorage?.getItem(STORAGE_KEYS.token);
    void fetch(`${fileUrl(fileId)}/preview`, {
      headers: token ? { [AUTH_HEADER]: token } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ fileId, url: objectUrl });
      })
      // No preview is no loss: the page itself follows.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return url !== undefined && url.fileId === fileId ? url.url : undefined;
}
