import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailModule } from '../../mail/mail.module.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { createEnrolmentRepository } from './enrolment.repository.ts';
import { registerEnrolmentRoutes } from './enrolment.routes.ts';
import { createEnrolmentService, type EnrolmentService } from './enrolment.service.ts';

/** Wires enrolment and lecture progress; My Learning reads the enrolled courses through the service. */
export function registerEnrolment(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; mail: MailModule; audit: AuditRecorder },
): EnrolmentService {
  const enrolment = createEnrolmentService({
    db: deps.db,
    repository: createEnrolmentRepository(),
    clock: deps.clock,
    mail: deps.mail,
    audit: deps.audit,
  });
  registerEnrolmentRoutes(app, { enrolment, guards: deps.guards });
  return enrolment;
}
