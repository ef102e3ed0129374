import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for every non-API path so the SPA's router (and its not-found page) takes over.
 * Unknown `/api/...` paths answer 404 JSON (contract §2).
 */
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
    return sendIndex(reply);
  });

  if (hasBuild) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  }
}
