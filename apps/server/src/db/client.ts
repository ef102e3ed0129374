import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The query API the modules see. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Where the server runs: embedded (started by PrepShelf from npm's binaries) or an external one. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where it is (a worker thread opens its own connections to it). */
  url: string;
  /** Resolves true when a trivial query succeeds within the timeout. */
  isReachable(timeoutMs?: number): Promise<boolean>;
  /** A connection of its own to the same database, outside the pool (the change feed LISTENs on one). */
  newClient(): pg.Client;
  /** The connection pool right now: connections open, idle, and requests waiting for one. */
  poolStats(): PoolStats;
  /** A connection of the pool for work Drizzle cannot do (COPY in backups); release it when done. */
  connect(): Promise<pg.PoolClient>;
  /** Calls `listener` with the SQLSTATE (or 'unknown') of every statement the server refuses; returns an unsubscribe. */
  onQueryError(listener: (code: string) => void): () => void;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number > 0 that every PrepShelf process agrees on; serialises migrations across instances. */
const MIGRATION_LOCK_ID = 7_201_611;

export interface DatabaseOptions {
  url: string;
  kind?: DatabaseKind;
  poolSize?: number;
  /** How long a request waits for a pooled connection before it is answered 503 (default 5 s). */
  connectionTimeoutMs?: number;
  /** Another migrations folder (the PGlite import migrates a staging database only as far as the old data). */
  migrationsFolder?: string;
}

/** Opens a pool on the PostgreSQL database at `url` and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const queryErrorListeners = new Set<(code: string) => void>();
  pool.on('connect', (client) => observeQueryErrors(client, (code) => queryErrorListeners.forEach((l) => l(code))));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  try {
    await migrateUnderLock(pool, options.migrationsFolder ?? migrationsFolder);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let isClosed = false;
  return {
    db: db as unknown as Db,
    kind: options.kind ?? 'postgres',
    url: options.url,
    isReachable: (timeoutMs) => probe(db, timeoutMs),
    newClient: () => new pg.Client({ connectionString: options.url }),
    connect: () => pool.connect(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onQueryError: (listener) => {
      queryErrorListeners.add(listener);
      return () => queryErrorListeners.delete(listener);
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}

/**
 * Reports every failed statement on `client` (the metrics count them). node-postgres has no query
 * event, so its `query` is wrapped: both the promise form (transactions) and the callback form (the
 * pool's own `query`) pass through here. The result and the error reach the caller unchanged.
 */
function observeQueryErrors(client: pg.PoolClient, report: (code: string) => void): void {
  // The class's own query, looked up at each call (not bound once), so whatever wraps the class later
  // (the same-work test records statements there) still sees every statement.
  const query = (...args: unknown[]): unknown =>
    (Object.getPrototypeOf(client) as { query: (...inner: unknown[]) => unknown }).query.apply(client, args);
  const codeOf = (error: unknown) =>
    typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
      ? (error as { code: string }).code
      : 'unknown';
  const wrapped = (...args: unknown[]): unknown => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (error: unknown, ...rest: unknown[]) => void;
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) report(codeOf(error));
        callback(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => report(codeOf(error)));
    }
    return result;
  };
  (client as unknown as { query: typeof wrapped }).query = wrapped;
}

async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    // On the connection that holds the lock: a pool of one has no second connection to lend.
    await migrate(drizzle(lockClient, { schema, casing: 'snake_case' }), { migrationsFolder: folder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
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
