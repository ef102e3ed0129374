import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  digestRunResponseSchema,
  messageResponseSchema,
  unsubscribeQuerySchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const MINUTE = 60_000;
const tags = ['notifications'];

/**
 * The unsubscribe endpoint of list mail (RFC 8058: mail clients POST `List-Unsubscribe=One-Click`
 * as a form to the address of the List-Unsubscribe header) and the Admin's "run the digest now".
 */
export async function registerNotificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService; guards: Guards },
): Promise<void> {
  const { notifications, guards } = deps;

  await app.register((scope, _options, done) => {
    // The one-click POST is a form body whose only field says "One-Click"; the token is in the URL.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/notifications/unsubscribe',
      {
        config: { rateLimit: { max: 60, timeWindow: 15 * MINUTE } },
        schema: {
          tags,
          summary: 'One-click unsubscribe from digests or announcements (RFC 8058); no session needed',
          querystring: unsubscribeQuerySchema,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        await notifications.unsubscribe(request.query.token, request.query.list, request.ip || null);
        return { success: true, message: ACCOUNT_MESSAGES.unsubscribed };
      },
    );
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/notifications/runDigest',
    {
      preHandler: guards.requireRole('Admin'),
      config: { rateLimit: { max: 20, timeWindow: 15 * MINUTE } },
      schema: {
        tags,
        summary:
          'Run the daily digest now (at most one digest per user and day, so running it again sends nothing new)',
        response: { 200: digestRunResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async () => ({
      success: true as const,
      message: ACCOUNT_MESSAGES.digestRun,
      queued: await notifications.runDigest(),
    }),
  );
}
