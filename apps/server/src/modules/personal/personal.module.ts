import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import { createPersonalRepository } from './personal.repository.ts';
import { registerPersonalRoutes } from './personal.routes.ts';
import { createPersonalService } from './personal.service.ts';

/** Wires the personal home and the remembered stream. */
export function registerPersonal(app: FastifyInstance, deps: { db: Db; clock: Clock; guards: Guards }): void {
  const personal = createPersonalService({ db: deps.db, repository: createPersonalRepository(), clock: deps.clock });
  registerPersonalRoutes(app, { personal, guards: deps.guards });
}
