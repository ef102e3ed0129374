import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTENT_MESSAGES,
  messageResponseSchema,
  myLearningBodySchema,
  myLearningResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { LearningService } from './learning.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 404);

/** My Learning: a logged-in user's own list of notes, PYQs and videos (contract §3). */
export function registerLearningRoutes(
  app: FastifyInstance,
  deps: { learning: LearningService; guards: Guards },
): void {
  const { learning, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/content/addInMylearning',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['my learning'],
        summary: 'Add a note, PYQ or video to My Learning (adding twice is harmless)',
        body: myLearningBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await learning.addItem(request.user!, request.body);
      return { success: true, message: CONTENT_MESSAGES.addedToMyLearning };
    },
  );

  routes.post(
    '/api/content/removeFromMyLearning',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['my learning'],
        summary: 'Remove a note, PYQ or video from My Learning (removing what is not there is harmless)',
        body: myLearningBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await learning.removeItem(request.user!, request.body);
      return { success: true, message: CONTENT_MESSAGES.removedFromMyLearning };
    },
  );

  routes.get(
    '/api/content/getDatafromMyLearning',
    {
      preValidation: guards.requireUser,
      schema: {
        tags: ['my learning'],
        summary: 'The caller’s My Learning lists',
        response: { 200: myLearningResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await learning.listItems(request.user!)) }),
  );
}
