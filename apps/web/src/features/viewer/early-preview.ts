/*
 * The reader's first request and first paint, before the app's code (page 1 readable in seconds
 * on a slow link). Built on its own (vite.config.ts, build/preload-hints.ts) and inlined by the server at
 * the top of the index.html it sends to a direct link of the reader (apps/server/src/plugins/spa.ts; a
 * hash in that page's Content-Security-Policy lets exactly this script run).
 *
 * It asks for the first-page image at once and only then starts the app (the server leaves the app's
 * scripts to it on this page): on a slow link the image has the link to itself. It shows the image where
 * the viewer's loading screen will show it (LoadingPage in pages/pdf-viewer-page.tsx: below the navbar,
 * the viewer's bar and the loading line, the width of the column). The app takes the image over
 * (`takeEarlyPreview`, api/get-pdf-preview.ts) and removes this copy (`removeEarlyPreview`) once its own
 * is on screen; the script removes it itself as soon as the address is another page's.
 *
 * It must stay a classic script: no imports, no exports (the build refuses a chunk with either). The
 * contract's constants (STORAGE_KEYS.token, AUTH_HEADER), `parseViewParam`'s rule, the remembered
 * pages' key and the names of early-preview-handoff.ts are spelled out here; early-preview.test.ts holds
 * them equal.
 */

(() => {
  /*
   * The app's scripts, which the server named in a <meta> instead of tags on this page (spa.ts): added
   * once, when the document has been read. Only built scripts' addresses are taken.
   */
  let hasStarted = false;
  /** Adds the app's scripts; and pdf.js's worker when the reader's file was asked for (`withPdfWorker`). */
  const startApp = (withPdfWorker = false) => {
    if (hasStarted) return;
    hasStarted = true;
    const meta = document.querySelector('meta[name="prepshelf-deferred-scripts"]');
    const [entry, ...preloads] = (meta?.getAttribute('content') ?? '')
      .split(' ')
      .filter((url) => /^\/assets\/[\w.-]+\.js$/.test(url));
    if (entry === undefined) return;
    for (const url of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = url;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
    if (withPdfWorker) startPdfWorker();
  };

  /*
   * pdf.js's worker, started beside the app on a device that has read a PDF here before (the viewer's
   * remembered pages, remembered-page.ts): its file is then most likely in the browser's cache, and it
   * starts while the app does instead of after the reader's code (reopening). On a first visit
   * its 307 KB would hold the app back on a slow link, so it is not started. The reader takes it
   * (`takeEarlyPdfWorker`) unless it failed, or starts its own.
   */
  function startPdfWorker() {
    const url = document.querySelector('meta[name="prepshelf-pdf-worker"]')?.getAttribute('content') ?? '';
    let hasRead = false;
    try {
      hasRead = localStorage.getItem('prepshelf:last-pages') !== null;
    } catch {
      // Storage refused: nothing is known of this device.
    }
    if (!hasRead || !/^\/assets\/[\w.-]+\.mjs$/.test(url) || typeof Worker !== 'function') return;
    const early = { url, worker: new Worker(url, { type: 'module' }), hasFailed: false };
    early.worker.addEventListener('error', () => (early.hasFailed = true));
    (window as unknown as Record<string, unknown>).__prepshelfPdfWorker = early;
  }
  const whenRead = (then: () => void) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  };

  try {
    const early = requestPreview();
    if (early === undefined) {
      whenRead(() => startApp());
      return;
    }
    // The image first (it has the link to itself), then the app; 2 s at most (PREVIEW_HEAD_START_MS).
    const timer = setTimeout(() => whenRead(() => startApp(true)), 2000);
    void early.image.then((blob) => {
      whenRead(() => {
        if (blob !== null) show(early, blob);
        clearTimeout(timer);
        startApp(true);
      });
    });
  } catch {
    whenRead(() => startApp());
  }

  /** The request for the reader's file of this address, when a session is stored. */
  function requestPreview() {
    if (!/^\/pdfviewer\/*$/i.test(location.pathname)) return undefined;
    let view = new URLSearchParams(location.search).get('view')?.trim();
    if (view === undefined) return undefined;
    try {
      view = decodeURIComponent(view);
    } catch {
      // Not encoded: use it as it is.
    }
    const fileId = /(?:^|\/api\/files\/)([0-9a-fA-F]{64})(?:[/?#].*)?$/.exec(view)?.[1]?.toLowerCase();
    let token: string | null = null;
    try {
      token = localStorage.getItem('token');
    } catch {
      // Storage refused (a private mode): the viewer asks later, as without this script.
    }
    if (fileId === undefined || token === null || token === '') return undefined;
    const controller = new AbortController();
    const early = {
      fileId,
      controller,
      /** Set by the app when it takes the image: this script then shows nothing. */
      isTaken: false,
      image: fetch(`/api/files/${fileId}/preview`, {
        headers: { AuthToken: token },
        signal: controller.signal,
        priority: 'high',
      })
        .then((response) => (response.ok ? response.blob() : null))
        // A failure is the viewer's to handle (it asks again): no image here.
        .catch(() => null),
    };
    (window as unknown as Record<string, unknown>).__prepshelfEarlyPreview = early;
    return early;
  }

  /** The image where the viewer's loading screen will show it. */
  function show(early: { isTaken: boolean }, blob: Blob) {
    if (early.isTaken || document.getElementById('prepshelf-early-preview') !== null) return;
    // LoadingPage's geometry: navbar 64 px, the viewer's bar 56, padding 8 (24 from 640 px), the loading
    // line 28; the column is the width of the screen (from 640 px: at most 896 px less 24 px each side).
    const screenWidth = document.documentElement.clientWidth;
    const isWide = innerWidth >= 640;
    const width = isWide ? Math.min(screenWidth, 896) - 48 : screenWidth;
    const image = document.createElement('img');
    image.id = 'prepshelf-early-preview';
    image.alt = '';
    image.setAttribute('aria-hidden', 'true');
    image.dataset.testid = 'pdf-preview-early';
    image.src = URL.createObjectURL(blob);
    image.style.cssText = [
      'position:fixed',
      `top:${64 + 56 + (isWide ? 24 : 8) + 28}px`,
      `left:${(screenWidth - width) / 2}px`,
      `width:${width}px`,
      'z-index:40',
      'pointer-events:none',
      'background:#fff',
      'border-radius:2px',
      'box-shadow:0 4px 6px -1px rgb(0 0 0 / 0.1),0 2px 4px -2px rgb(0 0 0 / 0.1)',
    ].join(';');
    image.addEventListener('load', () => URL.revokeObjectURL(image.src), { once: true });
    document.body.append(image);
    // The app may show another page instead (a redirect to the login screen): the image goes with the
    // address. Watched here, while the image is up, and not in the app's entry (the landing page's budget).
    const watch = setInterval(() => {
      if (image.isConnected && /^\/pdfviewer\/*$/i.test(location.pathname)) return;
      image.remove();
      clearInterval(watch);
    }, 200);
  }
})();

// A module to TypeScript (its tests import it); the build emits no export for it.
export {};
