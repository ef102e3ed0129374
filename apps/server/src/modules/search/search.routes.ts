import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, searchContentQuerySchema, searchContentResponseSchema } from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';

/** `GET /api/content/searchContent` (contract §3): open to anyone; a missing or unknown token is anonymous. */
export function registerSearchRoutes(app: FastifyInstance, deps: { search: SearchService; guards: Guards }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/searchContent',
    {
      preValidation: deps.guards.optionalUser,
      schema: {
        tags: ['content'],
        summary:
          'Full-text search (websearch syntax) over notes, PYQs, videos and courses and the text of their PDFs; PDF hits carry page, snippet and highlights',
        querystring: searchContentQuerySchema,
        response: { 200: searchContentResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await deps.search.searchContent(request.user, request.query)) }),
  );
}
