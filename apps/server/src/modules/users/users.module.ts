import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createUsersBulkRepository } from './users.bulk.repository.ts';
import { registerUsersBulkRoutes } from './users.bulk.routes.ts';
import { createUsersBulkService, type ImportClasses } from './users.bulk.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { registerUsersRoutes } from './users.routes.ts';
import { createUsersService, type UsersService } from './users.service.ts';

/** Wires student management: repository, service and routes, and students in bulk. */
export function registerUsers(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    audit: AuditRecorder;
    mail: MailModule;
    auth: AuthService;
    classes?: ImportClasses;
  },
): UsersService {
  const users = createUsersService({
    db: deps.db,
    repository: createUsersRepository(),
    clock: deps.clock,
    audit: deps.audit,
  });
  registerUsersRoutes(app, { users, guards: deps.guards });
  const bulk = createUsersBulkService({
    db: deps.db,
    repository: createUsersBulkRepository(),
    clock: deps.clock,
    audit: deps.audit,
    mail: deps.mail,
    classes: deps.classes,
  });
  registerUsersBulkRoutes(app, { bulk, guards: deps.guards, auth: deps.auth });
  return users;
}
