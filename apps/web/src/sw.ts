/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { answerRange } from './lib/offline/byte-range';
import { isCacheableApiPath, isStoredFilePath, PRIVATE_API_CACHE, SAVED_PDFS_CACHE } from './lib/offline/cache-names';

/*
 * PrepShelf's service worker (docs/decisions/0013). Built by vite-plugin-pwa (injectManifest), which fills
 * in `self.__WB_MANIFEST` with the build's files.
 *
 * - The app shell and every lazy screen's code are precached, so any screen opens with no network once the
 *   app has been visited; navigations get the precached index.html.
 * - A new version installs in the background and waits: the page shows "A new version is ready — Reload"
 *   and posts SKIP_WAITING when the reader agrees, so nothing changes under their feet.
 * - Saved PDFs (Save for offline) are answered from Cache Storage, byte ranges included, before the network.
 * - The signed-in user's API reads go to the network first; the last answer is kept for when there is none.
 */

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once (same version, nothing to switch); updates wait (below).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const isSameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The API and the dev mailbox are the server's own pages, never the app's.
    denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/],
  }),
);

registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === 'GET' && isStoredFilePath(url.pathname),
  new CacheFirst({
    cacheName: SAVED_PDFS_CACHE,
    // The saved copy answers whatever headers the reader sends (AuthToken, Accept, Range).
    matchOptions: { ignoreVary: true, ignoreSearch: true },
    plugins: [
      // The reader asks for byte ranges: cut them out of the saved whole file (206), or 416.
      {
        cachedResponseWillBeUsed: ({ request, cachedResponse }) =>
          cachedResponse ? answerRange(request, cachedResponse) : Promise.resolve(cachedResponse),
      },
      // Only "Save for offline" puts PDFs here (with the shelf's metadata); reading online stores nothing.
      { cacheWillUpdate: () => Promise.resolve(null) },
    ],
  }),
);

registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === 'GET' && isCacheableApiPath(url.pathname),
  new NetworkFirst({
    cacheName: PRIVATE_API_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
