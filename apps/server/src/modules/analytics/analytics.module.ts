import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { ContentService } from '../content/content.service.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';

/** Wires the dashboard analytics; the newest uploads come from the content service. */
export function registerAnalytics(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; guards: Guards; content: ContentService },
): AnalyticsService {
  const analytics = createAnalyticsService({
    db: deps.db,
    repository: createAnalyticsRepository(),
    clock: deps.clock,
    listLatestUploads: (user) => deps.content.listLatestUploads(user, undefined),
  });
  registerAnalyticsRoutes(app, { analytics, guards: deps.guards });
  return analytics;
}
