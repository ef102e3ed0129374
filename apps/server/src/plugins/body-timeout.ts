import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@prepshelf/contract';

/**
 * Node's `requestTimeout` stops counting once a request's headers have been handed to the app, so a
 * body sent one byte at a time could hold a connection for ever. A request that declares a body must
 * have all of it within `requestMs` of its start; otherwise it is answered 408 `{success:false,
 * message}` (when nothing was answered yet) and the connection is closed.
 */
export function registerBodyTimeout(app: FastifyInstance, requestMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const declaresBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (!declaresBody || raw.complete) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info('request body too slow: 408');
      const socket = raw.socket;
      if (reply.raw.headersSent) {
        socket.destroy();
        return;
      }
      const body = JSON.stringify({ success: false, message: SERVER_MESSAGES.requestTimeout });
      reply.raw.writeHead(408, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      reply.raw.end(body, () => socket.destroy());
    }, requestMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
}
