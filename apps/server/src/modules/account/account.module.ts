import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createAccountRepository } from './account.repository.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { createAccountService, type AccountService } from './account.service.ts';

/** Wires a user's own account: profile, password, sessions, e-mail, photo, export and deletion. */
export async function registerAccount(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    mail: MailModule;
    audit: AuditService;
    files: FilesService;
    notifications: NotificationsService;
  },
): Promise<AccountService> {
  const account = createAccountService({
    db: deps.db,
    repository: createAccountRepository(),
    clock: deps.clock,
    mail: deps.mail,
    audit: deps.audit,
    files: deps.files,
    notifications: deps.notifications,
  });
  await registerAccountRoutes(app, { account, notifications: deps.notifications, guards: deps.guards });
  return account;
}
