import type { FastifyInstance } from 'fastify';
import { pickLanguage, translateMessage } from '@prepshelf/contract';
import { varyOn } from '../lib/vary.ts';

/**
 * Server messages in the caller's language: the `message` of a JSON answer is given in the
 * language that Accept-Language asks for, when PrepShelf speaks it (English otherwise, and for older
 * clients that send none). Codes, statuses and every other field are the same in every language.
 */
export function registerLanguage(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs for every JSON answer, and most have no message.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return done(null, payload);
    const message = payload.message;
    if (typeof message !== 'string') return done(null, payload);
    varyOn(reply, 'Accept-Language');
    const language = pickLanguage(request.headers['accept-language']);
    if (language === 'en') return done(null, payload);
    done(null, { ...payload, message: translateMessage(message, language) });
  });
}
