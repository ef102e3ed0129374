import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { createClassesRepository } from './classes.repository.ts';
import { registerClassesRoutes } from './classes.routes.ts';
import { createClassesService, type ClassEnrolment, type ClassesService } from './classes.service.ts';

/** Wires classes, their material and notices, and the inbox. */
export function registerClasses(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    guards: Guards;
    mail: MailModule;
    audit: AuditRecorder;
    enrolment: ClassEnrolment;
  },
): ClassesService {
  const classes = createClassesService({
    db: deps.db,
    repository: createClassesRepository(),
    clock: deps.clock,
    audit: deps.audit,
    mail: deps.mail,
    enrolment: deps.enrolment,
  });
  registerClassesRoutes(app, { classes, guards: deps.guards });
  return classes;
}
