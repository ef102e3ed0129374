import { Workbox } from 'workbox-window';
import { announceUpdate, onReconnect } from './connection';
import { sendQueuedProgress } from './progress-queue';
import { syncSavedPdfs } from './saved-pdfs';

/**
 * Registers the service worker (src/sw.ts) and starts the offline chores. Loaded after the page's `load`
 * and an idle moment (see startOfflineSupport), so neither workbox-window nor this module is part of the
 * landing page's first load.
 */
export function registerServiceWorker(): void {
  // Progress read offline in an earlier visit, and every time the connection returns; saved PDFs the
  // reader may no longer see leave the shelf.
  const sync = () => {
    void sendQueuedProgress();
    void syncSavedPdfs();
  };
  if (navigator.onLine) sync();
  onReconnect(sync);

  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version installed and waits (also when it was already waiting at load): offer it, never force it.
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  workbox.register().catch((error: unknown) => {
    console.error('The service worker could not be registered:', error);
  });
}
