import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query API common to both drivers; modules only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves true when a trivial query succeeds within the timeout. */
  isReachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number > 0 that every PrepShelf process agrees on; serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_201_611;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | undefined }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a request waits for a pooled connection before it is answered 503 (default 5 s). */
      connectionTimeoutMs?: number;
    };

/**
 * Opens the database and brings its schema up to date. `dataDir` undefined keeps PGlite in memory
 * (tests); otherwise it persists under `dataDir`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir !== undefined) await mkdir(path.dirname(options.dataDir), { recursive: true });
    const client = new PGlite(options.dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      isReachable: (timeoutMs) => probe(db, timeoutMs),
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // On the connection that holds the lock: a pool of one has no second connection to lend.
    await migratePostgres(drizzlePostgres(lockClient, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  let isClosed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    isReachable: (timeoutMs) => probe(db, timeoutMs),
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}

async function probe(db: Db, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
