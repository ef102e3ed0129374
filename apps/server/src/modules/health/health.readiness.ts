import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, livenessSchema, OPERATIONS_MESSAGES, readinessSchema } from '@prepshelf/contract';
import { migrationsFolder, type Database } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createOperationsGuard } from '../../lib/this-machine.ts';

/** How long each readiness probe may take before it counts as down. */
const PROBE_TIMEOUT_MS = 2000;

/** The number of migrations this build ships (drizzle-kit's journal). */
export function countShippedMigrations(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function withinTimeout(probe: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      probe().catch(() => false),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for orchestrators, beside the contract's `/api/health`: `live` says only that the process
 * answers (restart it when not); `ready` says it can serve (send it traffic): the database answers,
 * the file store answers, and the database has every migration this build ships. `ready` tells what
 * is down, so it answers whom `/api/metrics` answers (this machine, or the bearer METRICS_TOKEN).
 */
export function registerReadinessRoutes(
  app: FastifyInstance,
  deps: { database: Database; store: FileStore; metricsToken: string | undefined },
): void {
  const { database, store } = deps;
  const guard = createOperationsGuard(deps.metricsToken);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const shipped = countShippedMigrations();

  routes.get(
    '/api/health/live',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: livenessSchema } } },
    (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const };
    },
  );

  routes.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database, file store and migrations in order; loopback callers, or Authorization: Bearer METRICS_TOKEN',
        response: { 200: readinessSchema, 401: apiErrorSchema, 403: apiErrorSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      guard(request);
      const [isDatabaseUp, isStoreUp, areMigrationsApplied] = await Promise.all([
        database.isReachable(PROBE_TIMEOUT_MS),
        // A key that never exists: the answer (false) proves the store answers; an error means it does not.
        withinTimeout(() => store.exists('readiness/probe').then(() => true)),
        withinTimeout(async () => {
          const result: unknown = await database.db.execute(
            sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
          );
          const applied = (result as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
          return applied >= shipped;
        }),
      ]);
      const isReady = isDatabaseUp && isStoreUp && areMigrationsApplied;
      reply.header('Cache-Control', 'no-store');
      const body = { database: isDatabaseUp, store: isStoreUp, migrations: areMigrationsApplied };
      if (!isReady) return reply.status(503).send({ success: false, message: OPERATIONS_MESSAGES.notReady, ...body });
      return { success: true, ...body };
    },
  );
}
