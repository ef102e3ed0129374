import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PERSONAL_MESSAGES,
  personalHomeResponseSchema,
  streamBodySchema,
  streamResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { PersonalService } from './personal.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401);

/** The personal home and the remembered stream: any logged-in user, about themselves only. */
export function registerPersonalRoutes(
  app: FastifyInstance,
  deps: { personal: PersonalService; guards: Guards },
): void {
  const { personal, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/personal/home',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['personal'],
        summary:
          'The caller’s home: the last 3 PDFs read with their page, My Learning counts and newest items, and public items new in their stream since their last visit (counts as a visit)',
        response: { 200: personalHomeResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await personal.getHome(request.user!)) }),
  );

  routes.get(
    '/api/personal/stream',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['personal'],
        summary: 'The stream (category) the caller chose, or null',
        response: { 200: streamResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, stream: await personal.getStream(request.user!) }),
  );

  routes.put(
    '/api/personal/stream',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['personal'],
        summary: 'Remember the caller’s stream (category) for every device',
        body: streamBodySchema,
        response: { 200: streamResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: PERSONAL_MESSAGES.streamSaved,
      stream: await personal.setStream(request.user!, request.body.stream),
    }),
  );

  routes.post(
    '/api/personal/stream/skip',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['personal'],
        summary: 'Skip the first login’s stream question: it is not asked again',
        response: { 200: streamResponseSchema, ...errors },
      },
    },
    async (request) => {
      await personal.skipStream(request.user!);
      return { success: true as const, stream: await personal.getStream(request.user!) };
    },
  );
}
