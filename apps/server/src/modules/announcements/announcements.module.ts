import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';
import { registerAnnouncementsRoutes } from './announcements.routes.ts';
import { createAnnouncementsService, type AnnouncementsService } from './announcements.service.ts';

/** Wires announcements: recipients come from the users service, mail goes through the outbox. */
export function registerAnnouncements(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; mail: MailModule; users: UsersService; audit: AuditRecorder },
): AnnouncementsService {
  const announcements = createAnnouncementsService({
    db: deps.db,
    repository: createAnnouncementsRepository(),
    clock: deps.clock,
    mail: deps.mail,
    users: deps.users,
    audit: deps.audit,
  });
  registerAnnouncementsRoutes(app, { announcements, guards: deps.guards });
  return announcements;
}
