import { useEffect, useState } from 'react';
import { AUTH_HEADER, STORAGE_KEYS } from '@prepshelf/contract';
import { fileUrl } from '../../../lib/file-url';

/** Per file, a promise that settles when its preview request has (loaded, failed or been dropped). */
const settled = new Map<string, { promise: Promise<void>; settle: () => void }>();

function settlement(fileId: string) {
  let entry = settled.get(fileId);
  if (entry === undefined) {
    let settle = () => undefined as void;
    const promise = new Promise<void>((resolve) => (settle = resolve));
    entry = { promise, settle };
    settled.set(fileId, entry);
  }
  return entry;
}

/**
 * Resolves when the preview of `fileId` has come (or will not: no preview, an error, the screen left),
 * or after `maxWaitMs`: the reader's code waits for it so that, on a slow link, the small image of page 1
 * does not share the line with pdf.js's 460 KB (issue 9).
 */
export function whenPreviewSettled(fileId: string, maxWaitMs: number): Promise<void> {
  return Promise.race([settlement(fileId).promise, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

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
      .catch(() => undefined)
      .finally(() => settlement(fileId).settle());
    return () => {
      settlement(fileId).settle();
      settled.delete(fileId);
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  return url !== undefined && url.fileId === fileId ? url.url : undefined;
}
