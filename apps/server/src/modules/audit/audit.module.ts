import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import { createAuditRepository } from './audit.repository.ts';
import { registerAuditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

/** Wires the audit log: the service other modules record through, and its route. */
export function registerAudit(app: FastifyInstance, deps: { db: Db; clock: Clock; guards: Guards }): AuditService {
  const audit = createAuditService({ db: deps.db, repository: createAuditRepository(), clock: deps.clock });
  registerAuditRoutes(app, { audit, guards: deps.guards });
  return audit;
}
