import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createScratchPostgresDatabase, createTestApp, type TestApp } from '../test/harness.ts';
import { openDatabase } from './db/client.ts';
import { allowScript } from './plugins/spa.ts';

let harness: TestApp;
let webDistDir: string;
/** What the web build's early script of the reader might be (its code is the build's; any will do). */
const EARLY_SCRIPT = 'window.__early=location.pathname;';

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>PrepShelf</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin="" href="/assets/vendor-q1.js"></head><body><div id="root"></div></body></html>',
  );
  // What the web build names for the list frame; a URL that is not a built script is never echoed.
  await writeFile(
    path.join(webDistDir, 'preload-hints.json'),
    JSON.stringify({
      listFrame: ['/assets/screen-placeholder-x1.js', '/assets/list-grid-y2.js', '"><script>'],
      listScreen: ['/assets/data-layout-z3.js', 'https://elsewhere.example/x.js', '/assets/list-page-w4.js'],
      readerScreen: ['/assets/data-layout-z3.js', '/assets/pdf-viewer-page-v5.js'],
      appCatalog: { en: ['/assets/app-en6.js'], hi: ['/assets/app-hi7.js', '/assets/"onload="x.js'] },
      readerEarlyScript: EARLY_SCRIPT,
      pdfWorker: '/assets/pdf.worker.min-w8.mjs',
    }),
  );
  await writeFile(
    path.join(webDistDir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  await writeFile(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDistDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  harness = await createTestApp({ webDistDir });
});

afterAll(async () => {
  await harness.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers the wake-up ping with the text pong', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('pong');
  });

  it('reports a reachable database', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      database: { kind: harness.database.kind, isReachable: true },
    });
  });

  it('treats an empty body declared as JSON as no body, as older clients send on GET', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { 'content-type': 'application/json', AuthToken: 'null' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('pong');
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await harness.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        success: false,
        message: `No API route matches ${method} /api/no/such/thing.`,
      });
    }
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses prototype pollution in JSON bodies', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/ping',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('never shows a stack trace or internal message for a server fault', async () => {
    const separate = await createTestApp({
      setup: (app) =>
        app.get('/api/explode', () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        }),
    });
    try {
      const response = await separate.app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
      });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('at ');
    } finally {
      await separate.close();
    }
  });

  it('answers 503 from health when the database is gone', async () => {
    const separate = await createTestApp();
    try {
      await separate.database.close();
      const response = await separate.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'The database is unreachable.',
        database: { isReachable: false },
      });
    } finally {
      await separate.close();
    }
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After, not 500, while no database connection frees up in time', async () => {
    const scratch = await createScratchPostgresDatabase();
    const database = await openDatabase({
      url: scratch.url,
      poolSize: 1,
      connectionTimeoutMs: 200,
    });
    const separate = await createTestApp({
      database: { ...database, close: async () => (await database.close(), await scratch.drop()) },
    });
    try {
      // The pool's only connection waits on a lock another client holds, for as long as the test needs
      // (no sleep to outlast: a loaded machine cannot make it free too early); seen from outside first.
      const holder = new pg.Client({ connectionString: scratch.url });
      await holder.connect();
      await holder.query('select pg_advisory_lock(4242)');
      const slow = separate.database.db
        .execute(sql`select pg_advisory_lock(4242), pg_advisory_unlock(4242)`)
        .then(() => undefined);
      const release = async () => {
        if (isReleased) return;
        isReleased = true;
        await holder.query('select pg_advisory_unlock(4242)');
        await holder.end();
        await slow;
      };
      let isReleased = false;
      try {
        await vi.waitFor(
          async () => {
            const waiting = await holder.query(
              "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'select pg_advisory_lock%'",
            );
            expect(waiting.rowCount).toBe(1);
          },
          { timeout: 10_000 },
        );
        const login = {
          method: 'POST',
          url: '/api/auth/login',
          payload: { Email: 'a@example.com', Password: 'whatever' },
        } as const;
        const response = await separate.app.inject(login);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toEqual({
          success: false,
          message: 'The server is busy. Please try again in a moment.',
        });
        await release();
        // Once the connection is free again, the same request gets its real answer.
        const later = await separate.app.inject(login);
        expect(later.statusCode).toBe(401);
      } finally {
        await release();
      }
    } finally {
      await separate.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff, frame-ancestors none and a request id on every answer', async () => {
    for (const url of ['/api/ping', '/notes', '/api/missing']) {
      const response = await harness.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      // A course page loads YouTube's player API and plays lecture files from https hosts, nothing more.
      expect(csp).toContain("script-src 'self' https://www.youtube.com;");
      expect(csp).toContain("media-src 'self' blob: https:;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('allows no cross-origin calls unless CORS_ORIGINS names the origin', async () => {
    const response = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/ping',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();

    const withCors = await createTestApp({ env: { CORS_ORIGINS: 'https://college.example.edu' } });
    try {
      const allowed = await withCors.app.inject({
        method: 'OPTIONS',
        url: '/api/ping',
        headers: {
          origin: 'https://college.example.edu',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authtoken,content-type',
        },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://college.example.edu');
      expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authtoken');
      const refused = await withCors.app.inject({
        method: 'OPTIONS',
        url: '/api/ping',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });
});

describe('the single-page app', () => {
  it('serves index.html, never cached, for the root and every non-API path', async () => {
    for (const url of ['/', '/notes?category=commerce', '/dashboard/dashboard-notes', '/no-such-page']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('preloads the list frame on a direct link to a list, and on no other page', async () => {
    const preload = (url: string) => `<link rel="modulepreload" crossorigin href="${url}">`;
    for (const url of ['/notes', '/Q-paper', '/video/', '/cource?category=commerce']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Language');
      expect(response.body).toContain(
        `${preload('/assets/screen-placeholder-x1.js')}${preload('/assets/list-grid-y2.js')}` +
          `${preload('/assets/app-en6.js')}` +
          '<meta name="prepshelf-list-screen" content="/assets/data-layout-z3.js /assets/list-page-w4.js"></head>',
      );
      expect(response.body).not.toContain('<script>');
    }
    for (const url of ['/', '/myLearning', '/notes/extra', '/no-such-page', '/pdfviewer/x']) {
      const response = await harness.app.inject({ method: 'GET', url });
      // The entry's own preload only (the build's index.html).
      expect(response.body.match(/modulepreload/g)).toHaveLength(1);
      expect(response.body).not.toContain('screen-placeholder');
      expect(response.body).not.toContain('prepshelf-list-screen');
    }
  });

  it("leaves the app's scripts to the reader's early script, which runs first, allowed by its hash alone", async () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
    const response = await harness.app.inject({ method: 'GET', url: '/pdfviewer?view=abc&page=3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<head><script>${EARLY_SCRIPT}</script><title>`);
    // The entry first, then the entry's chunks, the reader screen's and the catalog, once each.
    expect(response.body).toContain(
      '<meta name="prepshelf-deferred-scripts" content="/assets/index-abc123.js /assets/vendor-q1.js ' +
        '/assets/data-layout-z3.js /assets/pdf-viewer-page-v5.js /assets/app-en6.js">' +
        '<meta name="prepshelf-pdf-worker" content="/assets/pdf.worker.min-w8.mjs"></head>',
    );
    expect(response.body).not.toContain('type="module"');
    expect(response.body).not.toContain('modulepreload');
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' https://www.youtube.com ${hash}`);
    // Nothing else about the policy changes, and no other page gets the script, the list or the hash.
    const home = await harness.app.inject({ method: 'GET', url: '/' });
    expect(policy.replace(` ${hash}`, '')).toBe(home.headers['content-security-policy']);
    for (const url of ['/', '/notes', '/pdfviewer/x', '/myLearning']) {
      const other = await harness.app.inject({ method: 'GET', url });
      expect(other.body).not.toContain('<script>');
      expect(other.body).not.toContain('prepshelf-deferred-scripts');
      expect(other.body).not.toContain('pdf.worker');
      expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
      expect(String(other.headers['content-security-policy'])).not.toContain('sha256');
    }
    const inHindi = await harness.app.inject({
      method: 'GET',
      url: '/pdfviewer?view=abc',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(inHindi.body).toContain('/assets/pdf-viewer-page-v5.js /assets/app-hi7.js">');
    expect(inHindi.body).not.toContain('onload');
  });

  it('puts a script into a page only as a whole script', () => {
    expect(allowScript("default-src 'self';script-src 'self';object-src 'none'", "'sha256-x'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';object-src 'none'",
    );
  });

  it("preloads the message catalog of the caller's language with those screens, and no other", async () => {
    const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    for (const url of ['/notes', '/q-paper']) {
      const inHindi = await harness.app.inject({ method: 'GET', url, headers: hindi });
      expect(inHindi.body).toContain('<link rel="modulepreload" crossorigin href="/assets/app-hi7.js">');
      expect(inHindi.body).not.toContain('app-en6.js');
      // Only built scripts' addresses are echoed.
      expect(inHindi.body).not.toContain('onload');
      const inTamil = await harness.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ta-IN,ta' } });
      expect(inTamil.body).toContain('app-en6.js');
      expect(inTamil.body).not.toContain('app-hi7.js');
    }
    const home = await harness.app.inject({ method: 'GET', url: '/', headers: hindi });
    expect(home.body).not.toContain('app-hi7.js');
  });

  it('caches hashed assets for a year as immutable and compresses them', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('caches unhashed files briefly', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker never cached, so a new version is found at the next check', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve files outside the build', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/../package.json' });
    expect(response.body).not.toContain('"name"');
  });
});

describe('API description', () => {
  it('publishes OpenAPI generated from the route schemas and a docs page', async () => {
    const spec = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/ping', '/api/health']));

    const docs = await harness.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** A route that tells which address the app sees, and per-address limits on it. */
  const echoAddress = (app: FastifyInstance) =>
    app.get('/api/test-address', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, (request) => ({
      ip: request.ip,
    }));

  it('takes the client address from X-Forwarded-For only when the proxy is trusted, so per-address limits stay per client', async () => {
    const direct = await createTestApp({ setup: echoAddress });
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, setup: echoAddress });
    try {
      const ask = (app: FastifyInstance, client: string) =>
        app.inject({
          method: 'GET',
          url: '/api/test-address',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });

      // Without TRUST_PROXY a forged header changes nothing: everyone behind the proxy is one address.
      expect((await ask(direct.app, '203.0.113.1')).json()).toEqual({ ip: '127.0.0.1' });
      await ask(direct.app, '203.0.113.2');
      expect((await ask(direct.app, '203.0.113.3')).statusCode).toBe(429);

      // With it, each client has its own limit.
      expect((await ask(proxied.app, '203.0.113.1')).json()).toEqual({ ip: '203.0.113.1' });
      await ask(proxied.app, '203.0.113.1');
      expect((await ask(proxied.app, '203.0.113.1')).statusCode).toBe(429);
      expect((await ask(proxied.app, '203.0.113.2')).statusCode).toBe(200);
      // A header from an untrusted peer is not believed.
      const fromElsewhere = await proxied.app.inject({
        method: 'GET',
        url: '/api/test-address',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(fromElsewhere.json()).toEqual({ ip: '198.51.100.7' });
    } finally {
      await direct.close();
      await proxied.close();
    }
    // A hop count trusts the nearest proxy whatever its address: the client is the last address it adds.
    const oneHop = await createTestApp({ env: { TRUST_PROXY: '1' }, setup: echoAddress });
    try {
      const seen = await oneHop.app.inject({
        method: 'GET',
        url: '/api/test-address',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.4' },
      });
      expect(seen.json()).toEqual({ ip: '203.0.113.4' });
    } finally {
      await oneHop.close();
    }
  });
});
