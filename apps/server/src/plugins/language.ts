import type { FastifyInstance } from 'fastify';
import { pickLanguage, translateMessage } from '@prepshelf/contract';

/**
 * Server messages in the caller's language (issue 15): the `message` of a JSON answer is given in the
 * language that Accept-Language asks for, when PrepShelf speaks it (English otherwise, and for older
 * clients that send none). Codes, statuses and every other field are the same in every language.
 */
export function registerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
    const message = payload.message;
    if (typeof message !== 'string') return payload;
    reply.header('Vary', 'Accept-Language');
    const language = pickLanguage(request.headers['accept-language']);
    if (language === 'en') return payload;
    return { ...payload, message: translateMessage(message, language) };
  });
}
