import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  searchContentQuerySchema,
  searchContentResponseSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsResponseSchema,
} from '@prepshelf/contract';
import { sendJsonBytes } from '../../lib/shared-answers.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';

/**
 * `GET /api/content/searchContent` (contract §3) and `GET /api/content/searchSuggestions`:
 * open to anyone; a missing or unknown token is anonymous.
 */
export function registerSearchRoutes(app: FastifyInstance, deps: { search: SearchService; guards: Guards }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/searchContent',
    {
      preValidation: deps.guards.optionalUser,
      schema: {
        tags: ['content'],
        summary:
          'Search over notes, PYQs, videos and courses and the text of their PDFs: every word matches as typed, as a prefix, as a typo of a word the library holds or as a glossary synonym (a Hindi subject finds the English one) (quotes or a minus: websearch syntax); PDF hits carry page, snippet and highlights; counts gives the results per type',
        querystring: searchContentQuerySchema,
        response: { 200: searchContentResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { response, bytes } = await deps.search.searchShared(request.user, request.query);
      if (bytes !== undefined) return sendJsonBytes(reply, bytes);
      return { success: true as const, ...response! };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/searchSuggestions',
    {
      preValidation: deps.guards.optionalUser,
      schema: {
        tags: ['content'],
        summary:
          'Up to 6 items whose titles hold every typed word or its beginning (or, when none does, a one-letter typo of it), newest first, with the visibility rules of searchContent; none for fewer than 3 letters',
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await deps.search.suggest(request.user, request.query)) }),
  );
}
