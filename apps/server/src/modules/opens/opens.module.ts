import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import { createOpensRepository } from './opens.repository.ts';
import { registerOpensRoutes } from './opens.routes.ts';
import { createOpensService, type OpensService } from './opens.service.ts';

/** Wires who-opened-what: the open call and the staff's per-item report. */
export function registerOpens(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; audit: AuditRecorder },
): OpensService {
  const opens = createOpensService({
    db: deps.db,
    repository: createOpensRepository(),
    clock: deps.clock,
    audit: deps.audit,
  });
  registerOpensRoutes(app, { opens, guards: deps.guards });
  return opens;
}
