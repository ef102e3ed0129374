import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthSchema, SERVER_MESSAGES } from '@prepshelf/contract';
import type { Database } from '../../db/client.ts';

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The spec's wake-up ping: older clients poll it every second until the text is "pong".
  routes.get(
    '/api/ping',
    { schema: { tags: ['health'], summary: 'Wake-up ping', response: { 200: z.literal('pong') } } },
    (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return 'pong' as const;
    },
  );

  routes.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health of the server and its database',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const isReachable = await database.isReachable();
      reply.header('Cache-Control', 'no-store');
      if (!isReachable) {
        return reply.status(503).send({
          success: false,
          message: SERVER_MESSAGES.databaseDown,
          database: { kind: database.kind, isReachable },
        });
      }
      return { success: true, database: { kind: database.kind, isReachable } };
    },
  );
}
