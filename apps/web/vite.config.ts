import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiCatalogs } from './build/lingui-catalogs.ts';
import { preloadHints, READER_EARLY_ENTRY } from './build/preload-hints.ts';
import { precacheSplit } from './build/precache-split.ts';

const apiTarget = 'http://127.0.0.1:3000';

const PDF_WORKER = /^assets\/pdf\.worker[\w.-]*\.mjs$/;

/**
 * What the service worker precaches: the shell and the logged-out visitor's screens; what it keeps only
 * when used, or fetches in the background on a fast link (build/precache-split.ts, docs/decisions/0037).
 */
const split = precacheSplit({
  base: '/',
  later: [
    // The reader (pdf.js is a dynamic import of its own).
    /src[\\/]features[\\/]viewer[\\/]/,
    // The staff's screens.
    /src[\\/]app[\\/]dashboard-routes\.tsx$/,
    /src[\\/]features[\\/](?:dashboard|manage-content|students|announcements|analytics|audit|opens)[\\/]/,
    /src[\\/]features[\\/]settings[\\/]pages[\\/]settings-page\.tsx$/,
    /src[\\/]features[\\/]courses[\\/]pages[\\/]course-students-page\.tsx$/,
    // The signed-in student's screens, the personal home among them.
    /src[\\/]features[\\/](?:profile|learning|classes|contact)[\\/]/,
    /src[\\/]features[\\/]settings[\\/]pages[\\/]account-page\.tsx$/,
    /src[\\/]features[\\/]courses[\\/]pages[\\/]course-learn-page\.tsx$/,
    /src[\\/]features[\\/]plans[\\/]pages[\\/]plan-page\.tsx$/,
    /src[\\/]features[\\/]home[\\/]components[\\/](?:personal-home|home-rest|first-login-step|continue-course)\.tsx$/,
    // Their message catalogs.
    /virtual:catalog\/\w+\/(?:staff|personal)$/,
  ],
  reader: [/src[\\/]features[\\/]viewer[\\/](?:pages[\\/]pdf-viewer-page|components[\\/]pdf-reader)\.tsx$/],
  pdfWorker: PDF_WORKER,
});

export default defineConfig({
  plugins: [
    react(),
    // The message catalogs, compiled at build time (docs/decisions/0020).
    linguiCatalogs(fileURLToPath(new URL('./src/locales', import.meta.url))),
    tailwindcss(),
    // Preload links for the entry's chunks; preload-hints.json for list and reader paths (docs/decisions/0022).
    preloadHints({
      base: '/',
      pdfWorker: PDF_WORKER,
      modules: {
        listFrame: [/src[\\/]app[\\/]screen-placeholder\.tsx$/],
        listScreen: [
          /src[\\/]app[\\/]data-layout\.tsx$/,
          /src[\\/]features[\\/]content[\\/]pages[\\/]content-list-page\.tsx$/,
        ],
        readerScreen: [
          /src[\\/]app[\\/]data-layout\.tsx$/,
          /src[\\/]features[\\/]viewer[\\/]pages[\\/]pdf-viewer-page\.tsx$/,
        ],
        appCatalog: { en: /virtual:catalog\/en\/app$/, hi: /virtual:catalog\/hi\/app$/ },
      },
    }),
    split.plugin,
    // The installable app (docs/decisions/0013): our own service worker (src/sw.ts, Workbox) with the build's
    // files injected for precaching. Registered by src/lib/offline/register-service-worker.ts, late.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'PrepShelf',
        short_name: 'PrepShelf',
        description: 'Notes, previous-year papers, video lectures and courses for college exam preparation.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#4338ca',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        // The app shell and the logged-out visitor's screens; the rest is cached when used (docs/decisions/0037).
        globPatterns: ['**/*.{html,js,mjs,css,svg,png,webmanifest}'],
        globIgnores: ['**/*.{br,gz}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [split.manifestTransform],
        buildPlugins: { vite: [split.serviceWorkerPlugin()] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: @lingui/react's pre-18 shim need not ship (the landing budget).
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === '1',
    target: 'es2022',
    // No preload map for lazy chunks: its list of every chunk's file name and the preload helper cost the
    // landing page ~2.8 KB gzipped (its budget, docs/decisions/0005). A lazy screen's own imports then load when its
    // chunk arrives (one more round trip on its first visit; the service worker keeps them after that).
    modulePreload: false,
    rolldownOptions: {
      // The app, and the script a direct link to the reader runs first (build/preload-hints.ts takes its code).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        [READER_EARLY_ENTRY]: fileURLToPath(new URL('./src/features/viewer/early-preview.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx)[\\/]|packages[\\/]contract[\\/]src[\\/]constants/,
            },
            // What every screen shares with the entry: the one Lingui instance, the English `common` catalog
            // and the dynamic-import helper. Left to automatic splitting they become two more small files
            // on the landing page (each file compresses on its own: the landing page's budget).
            // The icons of the lazy screens, one file (a chunk each would be 14 requests for a list's screen,
            // one round trip of 400 ms each on a slow link). The entry's few are drawn by hand (icons.tsx).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
            },
            {
              name: 'shell',
              test: /node_modules[\\/]@lingui[\\/]core[\\/]|src[\\/]lib[\\/]i18n[\\/](i18n|languages)\.ts$|catalog[\\/]en[\\/]common|preload-helper/,
            },
          ],
        },
      },
    },
  },
});
