import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementPreviewResponseSchema,
  announcementsQuerySchema,
  announcementsResponseSchema,
  announceUsersQuerySchema,
  announceUsersResponseSchema,
  sendAnnouncementBodySchema,
  sendAnnouncementResponseSchema,
} from '@prepshelf/contract';
import type { Guards } from '../../plugins/auth.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import type { AnnouncementsService } from './announcements.service.ts';
import { errorResponses } from '../../lib/route-replies.ts';

const errors = errorResponses(400, 401, 403);
/** Room for a long body and a selection of every user (a UUID is 36 characters). */
const SEND_BODY_LIMIT = 8 * 1024 * 1024;

/** Announcements (contract §3): Admin only. */
export function registerAnnouncementsRoutes(
  app: FastifyInstance,
  deps: { announcements: AnnouncementsService; guards: Guards },
): void {
  const { announcements, guards } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = guards.requireRole('Admin');
  const tags = ['announcements'];

  routes.get(
    '/api/announce/getAllUser',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Every active user for the announcement picker; search matches e-mail or username',
        querystring: announceUsersQuerySchema,
        response: { 200: announceUsersResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await announcements.listRecipients(request.query.search) }),
  );

  routes.post(
    '/api/announce/sendAnnouncement',
    {
      preValidation: adminOnly,
      bodyLimit: SEND_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Queue an announcement mail to the selected active users (answers at once; the worker delivers)',
        body: sendAnnouncementBodySchema,
        response: { 200: sendAnnouncementResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await announcements.send(auditActorOf(request), request.body ?? {})),
    }),
  );

  routes.post(
    '/api/announce/preview',
    {
      preValidation: adminOnly,
      bodyLimit: SEND_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'The announcement exactly as it would be mailed (sanitised body in the mail template) and its number of recipients; stores and sends nothing',
        body: sendAnnouncementBodySchema,
        response: { 200: announcementPreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await announcements.preview(request.body ?? {})) }),
  );

  routes.get(
    '/api/announce/announcements',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Past announcements, newest first, with queued / sent / failed mail counts',
        querystring: announcementsQuerySchema,
        response: { 200: announcementsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await announcements.list(request.query)) }),
  );
}
