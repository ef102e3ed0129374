import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, pickLanguage, type Language } from '@prepshelf/contract';
import { varyOn } from '../lib/vary.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The four public lists (spec §2), whose direct links paint a frame first. */
const LIST_PATH = /^\/(?:notes|q-paper|video|cource)\/*(?:\?.*)?$/i;
/** The reader (spec §2's `/pdfviewer?view=`), whose direct link needs its screen's code before anything shows. */
const READER_PATH = /^\/pdfviewer\/*(?:\?.*)?$/i;
const SAFE_ASSET_URL = /^\/assets\/[\w.-]+\.js$/;

/** The asset URLs a list of preload-hints.json names, without anything that is not a built script. */
function safeUrls(urls: unknown): string[] {
  return Array.isArray(urls)
    ? urls.filter((url): url is string => typeof url === 'string' && SAFE_ASSET_URL.test(url))
    : [];
}

const preloadLinks = (urls: readonly string[]) =>
  urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');

interface Variants {
  list: Record<Language, string>;
  reader: Record<Language, string>;
  /** The CSP source (`'sha256-…'`) of the reader page's inline script, when the build has one. */
  readerScriptSource: string | undefined;
}

/** `policy` with `source` added to its script-src (the policy is security.ts's, the same for every page). */
export function allowScript(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${source}` : directive))
    .join(';');
}

/**
 * index.html as sent to a direct link of the screens that need lazy code before they show anything,
 * each with the preloads that cut its chain of imports, one round trip per level (the web build names
 * the chunks in preload-hints.json, apps/web/build/preload-hints.ts):
 *
 * - a list: `<link rel="modulepreload">` for the frame's chunks, which then download beside
 *   the entry, and the list screen's chunks (the data layout, the list page and all they import) named
 *   in a `<meta>` that the frame's code turns into preloads once it runs (preloaded from the start, they
 *   slowed the first paint by 2 s on the phone profile, docs/benchmarks.md);
 * - the reader: the reader screen's chunks, preloaded from the start: nothing of it shows
 *   before they are all in (pdf.js itself is not among them: it starts with the file's first bytes);
 *   with the build's early script, which asks for the first-page image before the app's code and starts
 *   the app once it is in (`readerEarlyPage`);
 * - both: the `app` message catalog of the caller's language (Accept-Language, as the app guesses it
 *   when the device has no choice stored), which every such screen waits for with its code.
 */
function readIndexVariants(webDistDir: string): Variants | null {
  const hintsFile = path.join(webDistDir, 'preload-hints.json');
  if (!existsSync(hintsFile)) return null;
  const hints = JSON.parse(readFileSync(hintsFile, 'utf8')) as Record<string, unknown>;
  const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  if (!html.includes('</head>')) return null;
  const screen = safeUrls(hints.listScreen);
  const later = screen.length > 0 ? `<meta name="prepshelf-list-screen" content="${screen.join(' ')}">` : '';
  const catalogs = (hints.appCatalog ?? {}) as Partial<Record<Language, unknown>>;
  const eachLanguage = (page: (language: Language) => string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, page(language)])) as Record<Language, string>;
  const preloadsOf = (chunks: unknown, language: Language) => [
    ...new Set([...safeUrls(chunks), ...safeUrls(catalogs[language])]),
  ];
  const withPreloads = (chunks: unknown, after = '') =>
    eachLanguage((language) => html.replace('</head>', `${preloadLinks(preloadsOf(chunks, language))}${after}</head>`));
  const readerEarly = readerEarlyPage(html, hints.readerEarlyScript, hints.pdfWorker);
  return {
    list: withPreloads(hints.listFrame, later),
    reader:
      readerEarly === undefined
        ? withPreloads(hints.readerScreen)
        : eachLanguage((language) => readerEarly.page(preloadsOf(hints.readerScreen, language))),
    readerScriptSource: readerEarly?.scriptSource,
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin(?:="")? href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * The reader's direct-link page with the build's early script (features/viewer/early-preview.ts) first
 * in its head, inline (allowed by `scriptSource`, its hash), and the app's scripts handed to it: the
 * entry and every chunk to preload (the entry's own, then `preloads`) are named in a `<meta>` instead of
 * tags, and the script adds them once the first-page image is in (2 s at most), or at once when it has
 * no image to ask for. On a slow link the image then has the link to itself. pdf.js's worker
 * is named too, for the script to start on a device that has read a PDF before. Undefined when
 * the build has no such script or its index.html is not as expected (the page is then as for a list).
 */
function readerEarlyPage(
  html: string,
  script: unknown,
  pdfWorker: unknown,
): { page: (preloads: readonly string[]) => string; scriptSource: string } | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (typeof script !== 'string' || script === '' || /<\/script|<!--/i.test(script)) return undefined;
  if (entry === undefined || !/<head>/i.test(html) || !html.includes('</head>')) return undefined;
  const entryPreloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1]!);
  // Before the stylesheet: a script the parser meets waits for the stylesheets above it.
  const bare = html
    .replace(ENTRY_SCRIPT, '')
    .replace(ENTRY_PRELOAD, '')
    .replace(/<head>/i, (head) => `${head}<script>${script}</script>`);
  return {
    page: (preloads) => {
      const urls = [entry, ...entryPreloads, ...preloads.filter((url) => !entryPreloads.includes(url))];
      const worker =
        typeof pdfWorker === 'string' && /^\/assets\/[\w.-]+\.mjs$/.test(pdfWorker)
          ? `<meta name="prepshelf-pdf-worker" content="${pdfWorker}">`
          : '';
      return bare.replace(
        '</head>',
        `<meta name="prepshelf-deferred-scripts" content="${urls.join(' ')}">${worker}</head>`,
      );
    },
    scriptSource: `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  };
}

export async function registerSpa(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const hasBuild = webDistDir !== null && existsSync(path.join(webDistDir, 'index.html'));

  // An /api path is never a file: one that reaches the static files' catch-all (`/api/..` and the like)
  // is an unknown API path, 404 JSON, instead of their 403.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url === '/*' && isApiPath(request.url)) {
      reply.callNotFound();
      return;
    }
    done();
  });

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // index.html and the service worker (with its manifest of the build's files) must be fresh on every check.
        const isIndex = ['index.html', 'sw.js'].includes(path.basename(filePath));
        void res.header(
          'Cache-Control',
          isIndex ? 'no-cache' : isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').sendFile('index.html');
  const variants = hasBuild ? readIndexVariants(webDistDir) : null;

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        success: false,
        message: `No API route matches ${request.method} ${request.url.split('?')[0] ?? ''}.`,
      });
    }
    if (!hasBuild) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>PrepShelf</title><p>The web app is not built. Run <code>npm start</code>.</p>');
    }
    const screen = LIST_PATH.test(request.url) ? 'list' : READER_PATH.test(request.url) ? 'reader' : undefined;
    if (variants !== null && screen !== undefined) {
      const html = variants[screen][pickLanguage(request.headers['accept-language'])];
      const policy = reply.getHeader('Content-Security-Policy');
      if (screen === 'reader' && variants.readerScriptSource !== undefined && typeof policy === 'string') {
        void reply.header('Content-Security-Policy', allowScript(policy, variants.readerScriptSource));
      }
      varyOn(reply, 'Accept-Language');
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return sendIndex(reply);
  });

  if (hasBuild) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
}
