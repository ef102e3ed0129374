import { useEffect, useState } from 'react';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { fileUrl } from '../../../lib/file-url';
import { takeEarlyPreview } from '../early-preview-handoff';

/**
 * GET /api/files/{fileId}/preview: the first-page image the server made at upload, as an object URL
 * (an <img> cannot send the session header): undefined while loading, and for a PDF without one; and
 * whether its request has ended, so the reader's code can wait for it on a slow link.
 */
export function usePdfPreview(fileId: string | undefined): { url: string | undefined; isSettled: boolean } {
  const [url, setUrl] = useState<{ fileId: string; url: string }>();
  // The file whose preview request has ended (loaded or not): the reader's code waits for it.
  const [settledFor, setSettledFor] = useState<string>();
  useEffect(() => {
    if (fileId === undefined) return;
    let objectUrl: string | undefined;
    // A direct link's page started the request before the app's code arrived; otherwise it starts now.
    const early = takeEarlyPreview(fileId);
    const controller = early?.controller ?? new AbortController();
    const token = globalThis.localStorage?.getItem(STORAGE_KEYS.token);
    const image =
      early?.image ??
      fetch(`${fileUrl(fileId)}/preview`, {
        headers: token ? { [AUTH_HEADER]: token } : {},
        signal: controller.signal,
      }).then((response) => (response.ok ? response.blob() : null));
    void image
      .then((blob) => {
        if (blob === null || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ fileId, url: objectUrl });
      })
      // No preview is no loss: the page itself follows.
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setSettledFor(fileId);
      });
    return () => {
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return {
    url: url !== undefined && url.fileId === fileId ? url.url : undefined,
    isSettled: fileId !== undefined && settledFor === fileId,
  };
}
