import { announceUpdate } from './connection';

/**
 * Registers the service worker (src/sw.ts) and offers a new version when one waits. Loaded after the
 * page's `load` and an idle moment (see startOfflineSupport). The browser's own API, not workbox-window:
 * it ships in the entry and counts in the landing page's measured first load (e2e/tests/budget.spec.ts),
 * where workbox-window's 2.4 KB gzipped would take it over 100 KB; what is used of it fits in these lines
 * (docs/decisions/0013).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  // Offer the waiting version; when the reader agrees it takes over and the page reloads once, on it.
  const offer = (waiting: ServiceWorker) => {
    announceUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };

  container
    .register('/sw.js', { scope: '/' })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks service workers (an automation setting, a policy) may answer with nothing.
      if (registration === undefined) return;
      // Only an update waits for a page that already has a controller; a first install takes over itself.
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && container.controller) offer(installing);
        });
      });
    })
    .catch((error: unknown) => {
      console.error('The service worker could not be registered:', error);
    });
}
