import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  searchContentQuerySchema,
  searchContentResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
} from '@prepshelf/contract';
import { SharedAnswers, sendJsonBytes } from '../../lib/shared-answers.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';

/**
 * `GET /api/content/searchContent` (contract §3) and `GET /api/content/searchSuggestions` (issue 11):
 * open to anyone; a missing or unknown token is anonymous.
 */
export function registerSearchRoutes(app: FastifyInstance, deps: { search: SearchService; guards: Guards }): void {
  // Popular searches' finished answers (at most 256, of at most 100 items each).
  const sharedAnswers = new SharedAnswers(256);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/searchContent',
    {
      preValidation: deps.guards.optionalUser,
      schema: {
        tags: ['content'],
        summary:
          'Search over notes, PYQs, videos and courses and the text of their PDFs: every word matches as typed, as a prefix or as a typo of a word the library holds (quotes or a minus: websearch syntax); PDF hits carry page, snippet and highlights; counts gives the results per type',
        querystring: searchContentQuerySchema,
        response: { 200: searchContentResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { response, bytes, shared } = await deps.search.searchShared(request.user, request.query);
      if (bytes !== undefined) return sendJsonBytes(reply, bytes);
      const answer = { success: true as const, ...response! };
      if (shared === undefined) return answer;
      return sendJsonBytes(
        reply,
        sharedAnswers.bytes(shared, searchContentResponseSchema, () => answer),
      );
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/searchSuggestions',
    {
      preValidation: deps.guards.optionalUser,
      schema: {
        tags: ['content'],
        summary:
          'Up to 6 items whose titles hold every typed word or its beginning, newest first, with the visibility rules of searchContent; none for fewer than 3 letters',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await deps.search.suggestShared(request.user, request.query);
      if (found.response === undefined) return sendJsonBytes(reply, found.bytes);
      return { success: true as const, ...found.response };
    },
  );
}
