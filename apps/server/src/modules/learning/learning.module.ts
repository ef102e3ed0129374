import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { EnrolmentService } from '../enrolment/enrolment.service.ts';
import { createLearningRepository } from './learning.repository.ts';
import { registerLearningRoutes } from './learning.routes.ts';
import { createLearningService, type LearningService } from './learning.service.ts';

/** Wires My Learning: its service (which content uses to clean up after a delete) and routes. */
export function registerLearning(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; enrolment: Pick<EnrolmentService, 'listEnrolledCourses'> },
): LearningService {
  const learning = createLearningService({
    db: deps.db,
    repository: createLearningRepository(),
    clock: deps.clock,
    enrolment: deps.enrolment,
  });
  registerLearningRoutes(app, { learning, guards: deps.guards });
  return learning;
}
