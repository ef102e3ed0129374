import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, pickLanguage, type Language } from '@prepshelf/contract';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The four public lists (spec §2), whose direct links paint a frame first (issue 13). */
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

type Variants = Record<'list' | 'reader', Record<Language, string>>;

/**
 * index.html as sent to a direct link of the screens that need lazy code before they show anything,
 * each with the preloads that cut its chain of imports, one round trip per level (the web build names
 * the chunks in preload-hints.json, apps/web/build/preload-hints.ts):
 *
 * - a list (issue 13): `<link rel="modulepreload">` for the frame's chunks, which then download beside
 *   the entry, and the list screen's chunks (the data layout, the list page and all they import) named
 *   in a `<meta>` that the frame's code turns into preloads once it runs (preloaded from the start, they
 *   slowed the first paint by 2 s on the phone profile, docs/benchmarks.md);
 * - the reader (issue 9): the reader screen's chunks, preloaded from the start: nothing of it shows
 *   before they are all in (pdf.js itself is not among them: it starts with the file's first bytes);
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
  const perLanguage = (preloaded: readonly string[], after = '') =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        html.replace('</head>', `${preloadLinks([...preloaded, ...safeUrls(catalogs[language])])}${after}</head>`),
      ]),
    ) as Record<Language, string>;
  return {
    list: perLanguage(safeUrls(hints.listFrame), later),
    reader: perLanguage(safeUrls(hints.readerScreen)),
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
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return sendIndex(reply);
  });

  if (hasBuild) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
}
