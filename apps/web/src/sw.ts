/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { answerRange } from './lib/offline/byte-range';
import {
  isCacheableApiPath,
  isStoredFilePath,
  LATER_FILES_CACHE,
  PRIVATE_API_CACHE,
  SAVED_PDFS_CACHE,
} from './lib/offline/cache-names';
import { isFastLink, KEEP_READER_MESSAGE, type LinkInfo } from './lib/offline/link-speed';
import { LATER, READER } from 'virtual:precache-later';

/*
 * PrepShelf's service worker (docs/decisions/0013). Built by vite-plugin-pwa (injectManifest), which fills
 * in `self.__WB_MANIFEST` with the build's files.
 *
 * - The app shell and the screens a logged-out visitor can open are precached (docs/decisions/0037), so they
 *   open with no network once the app has been visited; navigations get the precached index.html.
 * - The later files (the reader, pdf.js's worker, the signed-in and staff screens, the fonts) are kept as
 *   they are first used (cache first: their names change with their content); on a fast link (4g, no
 *   Save-Data) all of them are fetched in the background, and a PDF saved for offline brings the reader's.
 * - A new version installs in the background and waits: the page shows "A new version is ready — Reload"
 *   and posts SKIP_WAITING when the reader agrees, so nothing changes under their feet.
 * - Saved PDFs (Save for offline) are answered from Cache Storage, byte ranges included, before the network.
 * - The signed-in user's API reads go to the network first; the last answer is kept for when there is none.
 * - The reader's address gets the server's own page for it (docs/decisions/0025: page 1's image and pdf.js's
 *   worker start before the app), kept at install beside the precache, with the script hash its
 *   Content-Security-Policy header allows; the precached index.html when it could not be kept.
 */

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** The reader's page of this build: a cache per build (named by its manifest), so it names this build's files. */
const READER_PAGE = '/pdfviewer';
const READER_PAGE_CACHE_PREFIX = 'prepshelf-reader-page-';
const readerPageCache = `${READER_PAGE_CACHE_PREFIX}${fingerprint(JSON.stringify(manifest))}`;

/** FNV-1a of `text`, in hexadecimal: a name that changes with the build. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const laterFiles = new Set(LATER);
/** The reader's files first: the likeliest to be wanted offline. */
const WARM_ORDER = [...READER, ...LATER.filter((url) => !READER.includes(url))];

/** Fetches and keeps those of `urls` not kept yet; true when all are kept. */
async function keepLater(urls: readonly string[]): Promise<boolean> {
  const cache = await caches.open(LATER_FILES_CACHE);
  const kept = await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return true;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) return false;
      await cache.put(url, response);
      return true;
    }),
  );
  return kept.every(Boolean);
}

/** What the browser says of its link (Chromium's navigator.connection in the worker). */
const link = () => (self.navigator as Navigator & { connection?: LinkInfo }).connection;

/** How long after it starts the worker waits before fetching later files in the background. */
const WARM_DELAY_MS = 3000;
let warming: Promise<void> | undefined;

/**
 * On a fast link (4g, no Save-Data), the later files come in the background, one at a time, so every
 * screen opens offline; the link is asked again before each file, and nothing more is fetched once it
 * is slow or Save-Data is on. Not at install: the first visit's own requests come first.
 */
function warmLater(): Promise<void> {
  warming ??= (async () => {
    await new Promise((resolve) => setTimeout(resolve, WARM_DELAY_MS));
    const cache = await caches.open(LATER_FILES_CACHE);
    for (const url of WARM_ORDER) {
      if (!isFastLink(link())) {
        warming = undefined; // asked again at a later page's request
        return;
      }
      if (await cache.match(url)) continue;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) await cache.put(url, response);
    }
  })().catch(() => {
    warming = undefined;
  });
  return warming;
}

self.addEventListener('install', (event: ExtendableEvent) => {
  // Never fails the install: without it the reader's address gets index.html, as every other screen.
  event.waitUntil(
    caches
      .open(readerPageCache)
      .then((cache) => cache.add(new Request(READER_PAGE, { cache: 'no-cache', credentials: 'same-origin' })))
      .catch(() => undefined),
  );
});

// The activation (the first visit's page is claimed then, and may ask nothing more) and any later request
// start the background fetch, when the link allows. Not held by the activation: pages' requests wait for it.
self.addEventListener('activate', () => void warmLater());
self.addEventListener('fetch', (event: FetchEvent) => {
  if (event.request.mode === 'navigate' || warming === undefined) event.waitUntil(warmLater());
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(READER_PAGE_CACHE_PREFIX) && name !== readerPageCache)
            .map((name) => caches.delete(name)),
        ),
      )
      // Later files of earlier builds go.
      .then(() => caches.open(LATER_FILES_CACHE))
      .then(async (cache) => {
        const gone = (await cache.keys()).filter((request) => !laterFiles.has(new URL(request.url).pathname));
        await Promise.all(gone.map((request) => cache.delete(request)));
      }),
  );
});
// The first install takes the open page at once (same version, nothing to switch); updates wait (below).
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A PDF saved for offline: the reader's code is kept too (answered on the message's port).
  if (data?.type === KEEP_READER_MESSAGE) {
    const port = event.ports[0];
    event.waitUntil(
      keepLater(READER)
        .catch(() => false)
        .then((kept) => port?.postMessage(kept)),
    );
  }
});

const isSameOrigin = (url: URL) => url.origin === self.location.origin;

const appShell = createHandlerBoundToURL('index.html');

registerRoute(
  new NavigationRoute(
    async (options) => {
      const kept = await caches.match(READER_PAGE, { cacheName: readerPageCache, ignoreVary: true });
      return kept ?? appShell(options);
    },
    { allowlist: [/^\/pdfviewer\/*(\?|$)/i] },
  ),
);

registerRoute(
  new NavigationRoute(appShell, {
    // The API and the dev mailbox are the server's own pages, never the app's.
    denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/],
  }),
);

registerRoute(
  ({ url, request }) => isSameOrigin(url) && request.method === 'GET' && laterFiles.has(url.pathname),
  // Workbox keeps only 200 answers when no plugin says otherwise.
  new CacheFirst({ cacheName: LATER_FILES_CACHE }),
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
