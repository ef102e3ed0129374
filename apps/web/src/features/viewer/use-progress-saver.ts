import { useCallback, useEffect, useRef } from 'react';
import { forgetQueuedProgress, queueProgress } from '../../lib/offline/progress-queue';
import { saveReadingProgress } from './api/reading-progress';
import { rememberPage } from './remembered-page';

/** How long the reader stays on a page before it is saved: paging quickly through saves once. */
export const SAVE_DELAY_MS = 800;

/**
 * Saves the page being read (PUT progress), debounced; what is still waiting is saved at once when the
 * viewer closes or the tab is hidden. `savedPage` is what the server already has, so opening a document
 * where it was left saves nothing.
 */
export function useProgressSaver(fileId: string | undefined, savedPage: number | undefined) {
  const lastSaved = useRef<number | undefined>(undefined);
  const pending = useRef<{ page: number; pageCount: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (savedPage !== undefined && pending.current === null) lastSaved.current = savedPage;
  }, [savedPage]);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const progress = pending.current;
    pending.current = null;
    if (progress === null || fileId === undefined) return;
    lastSaved.current = progress.page;
    rememberPage(fileId, progress.page);
    const readAt = new Date();
    void saveReadingProgress(fileId, progress).then((result) => {
      // Offline (or a server fault): kept on the device and sent when the connection returns.
      if (result.ok) forgetQueuedProgress(fileId, readAt);
      else if (result.status === 0 || result.status >= 500) queueProgress(fileId, progress, readAt);
      else console.error('Could not save the reading progress:', result.message);
    });
  }, [fileId]);

  useEffect(() => {
    function handleVisibility() {
      if (document.visibilityState === 'hidden') flush();
    }
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      flush();
    };
  }, [flush]);

  return useCallback(
    (page: number, pageCount: number) => {
      if (page === lastSaved.current && pending.current === null) return;
      pending.current = { page, pageCount };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
}
