import { useEffect } from 'react';
import { isBrowserOnline, onReconnect } from './connection';
import { sendQueuedProgress } from './progress-queue';
import { syncSavedPdfs } from './saved-pdfs';

/**
 * While a data screen is open: sends the reading progress made offline (from this visit or an earlier
 * one) and drops saved PDFs the reader may no longer see, at once when online and each time the
 * connection returns. Used by the data layout, which already carries the api client, so the landing
 * page loads none of it.
 */
export function useOfflineSync(): void {
  useEffect(() => {
    const sync = () => {
      void sendQueuedProgress();
      void syncSavedPdfs();
    };
    if (isBrowserOnline()) sync();
    return onReconnect(sync);
  }, []);
}
