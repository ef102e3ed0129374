import cors from '@fastify/cors';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER, DEVICE_TOKEN_HEADER } from '@prepshelf/contract';

/**
 * Security headers for the API and the SPA. The CSP allows only our own scripts and YouTube's player
 * API (no inline script, no eval), YouTube's privacy-enhanced player in frames, lecture videos from
 * https hosts, and blob: workers for pdf.js.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: readonly string[]): Promise<void> {
  // Built once (@fastify/helmet rebuilt the middleware and re-parsed the policy on every request).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // YouTube's IFrame Player API, which a course page loads when a YouTube lecture opens.
        scriptSrc: ["'self'", 'https://www.youtube.com'],
        // Radix and react-toastify set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        workerSrc: ["'self'", 'blob:'],
        // A course's lectures may be video files on any https host.
        mediaSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // YouTube's embedded player refuses to play without the embedding origin as referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  // The policy has no per-request parts, so its headers are computed once and copied onto each reply.
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => undefined,
  };
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', AUTH_HEADER, DEVICE_TOKEN_HEADER],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  }
}
