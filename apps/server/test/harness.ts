import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createManualClock } from '../src/lib/clock.ts';

/** A fresh, migrated database for one test file, copied from the run's template (dropped again on close). */
export async function createTestDatabase(): Promise<Database> {
  const scratch = await createScratchPostgresDatabase({ fromTemplate: true });
  const database = await openDatabase({ kind: inject('testServerKind'), url: scratch.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the run's PostgreSQL server (test/global-setup.ts): empty, or a copy of the
 * migrated template.
 */
export async function createScratchPostgresDatabase(
  options: { fromTemplate?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = inject('testServerUrl');
  const name = `prepshelf_test_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: `${serverUrl}postgres` });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  const template = options.fromTemplate === true ? ` template ${inject('testTemplateDatabase')}` : '';
  await runOnServer(`create database ${name}${template}`);
  return { url: `${serverUrl}${name}`, drop: () => runOnServer(`drop database if exists ${name} with (force)`) };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof createManualClock>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, silent, with a clock the test controls. Background workers
 * (the mail outbox) stay stopped unless `startWorkers` is true: tests call `app.mail.worker.runOnce()`.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string | null;
    /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
    setup?: (app: FastifyInstance) => void;
    /** Another database than a fresh default one (closed with the app). */
    database?: Database;
  } & Partial<Pick<AppOptions, 'clock' | 'startWorkers' | 'fileLimits' | 'timeouts' | 'logStream'>> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const clock = createManualClock(new Date());
  const app = await buildApp({
    config,
    database,
    clock: options.clock ?? clock,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    timeouts: options.timeouts,
    startWorkers: options.startWorkers ?? false,
    fileLimits: options.fileLimits,
    webDistDir: options.webDistDir === undefined ? null : options.webDistDir,
  });
  options.setup?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
