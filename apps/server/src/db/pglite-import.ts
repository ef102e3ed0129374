/**
 * Moves the data an older PrepShelf kept in PGlite (`$DATA_DIR/db`) into the embedded PostgreSQL server,
 * once, at the first start after the upgrade (docs/decisions/0011). Never loses it: the rows go into a
 * staging database that is migrated only as far as the old data was, are counted table by table against
 * the source, and only then does the staging database become the product's; the old folder is renamed
 * (not deleted) after that. A crash at any step leaves the old folder in place and the next start redoes
 * the move.
 */
import { cp, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from './client.ts';
import { EMBEDDED_DATABASE } from './embedded-server.ts';

const STAGING_DATABASE = 'prepshelf_pglite_import';
const BATCH_ROWS = 500;

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface ImportReport {
  /** Rows moved per table. */
  counts: Record<string, number>;
  /** Where the PGlite folder went. */
  keptAt: string;
}

/** The smallest part of PGlite's query API used here (its own types stay out of the product's). */
interface PgliteClient {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A copy of the committed migrations folder that stops after the first `count` migrations. */
export async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'prepshelf-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  journal.entries = journal.entries.slice(0, count);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function tablesOf(query: (sql: string) => Promise<{ table_name: string }[]>): Promise<string[]> {
  const rows = await query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function countsOf(tables: string[], count: (sql: string) => Promise<number>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(`select count(*)::int as n from ${quote(table)}`);
  return counts;
}

async function appliedMigrations(source: PgliteClient): Promise<number> {
  try {
    const { rows } = await source.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
}

/** Copies every row of every public table from PGlite into `target`, in one transaction, and checks the counts. */
async function copyRows(source: PgliteClient, target: pg.Client): Promise<Record<string, number>> {
  const tables = await tablesOf(async (sql) => (await source.query<{ table_name: string }>(sql)).rows);
  const expected = await countsOf(tables, async (sql) => (await source.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  await target.query('begin');
  try {
    // Rows arrive as they were: triggers (kept counts) and foreign keys are not re-run while loading.
    await target.query('set local session_replication_role = replica');
    // Migrations seed some rows (the content version, kept counts): the old data's rows replace them.
    if (tables.length > 0) await target.query(`truncate ${tables.map(quote).join(', ')}`);
    for (const table of tables) {
      const { rows: columns } = await target.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = columns.map((column) => quote(column.column_name)).join(', ');
      for (let offset = 0; offset < (expected[table] ?? 0); offset += BATCH_ROWS) {
        const { rows } = await source.query<{ batch: string }>(
          `select coalesce(json_agg(t), '[]')::text as batch
           from (select ${list} from ${quote(table)} order by ctid limit ${BATCH_ROWS} offset ${offset}) t`,
        );
        await target.query(
          `insert into ${quote(table)} (${list}) select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
          [rows[0]?.batch ?? '[]'],
        );
      }
    }
    const moved = await countsOf(tables, async (sql) => (await target.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
    const wrong = tables.filter((table) => moved[table] !== expected[table]);
    if (wrong.length > 0) {
      throw new Error(
        `row counts differ after the move: ${wrong.map((t) => `${t} ${expected[t]} → ${moved[t]}`).join(', ')}`,
      );
    }
    await target.query('commit');
    return moved;
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** True when the product's database already holds tables (a move that finished but for the folder's rename). */
async function productHasTables(serverUrl: string): Promise<boolean> {
  return withClient(`${serverUrl}${EMBEDDED_DATABASE}`, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return (rows[0]?.n ?? 0) > 0;
  });
}

/**
 * Moves `$DATA_DIR/db` (PGlite) into the embedded server at `serverUrl` when that folder exists, and
 * answers what was moved; undefined when there was nothing to move.
 */
export async function importPgliteDataIfPresent(options: {
  dataDir: string;
  serverUrl: string;
  log?: (line: string) => void;
}): Promise<ImportReport | undefined> {
  const sourceDir = path.join(options.dataDir, 'db');
  if (!(await exists(path.join(sourceDir, 'PG_VERSION')))) return undefined;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  log(`prepshelf: moving the data kept in PGlite (${sourceDir}) into the embedded PostgreSQL server…`);

  const { PGlite } = await import('@electric-sql/pglite');
  const source = (await PGlite.create(sourceDir)) as unknown as PgliteClient;
  let counts: Record<string, number>;
  try {
    const sourceTables = await tablesOf(async (sql) => (await source.query<{ table_name: string }>(sql)).rows);
    if (await productHasTables(options.serverUrl)) {
      // A move finished before the folder could be renamed: the counts must agree, or nothing is touched.
      const expected = await countsOf(
        sourceTables,
        async (sql) => (await source.query<{ n: number }>(sql)).rows[0]?.n ?? 0,
      );
      counts = await withClient(`${options.serverUrl}${EMBEDDED_DATABASE}`, (client) =>
        countsOf(sourceTables, async (sql) => (await client.query<{ n: number }>(sql)).rows[0]?.n ?? 0),
      );
      const differs = sourceTables.filter((table) => counts[table] !== expected[table]);
      if (differs.length > 0) {
        throw new Error(
          `${sourceDir} (PGlite) and the embedded server both hold data that differs (${differs.join(', ')}); move or remove one of them.`,
        );
      }
    } else {
      const migrated = await appliedMigrations(source);
      await withClient(`${options.serverUrl}postgres`, async (admin) => {
        await admin.query(`drop database if exists ${STAGING_DATABASE}`);
        await admin.query(`create database ${STAGING_DATABASE}`);
      });
      const folder = await migrationsUpTo(migrated);
      try {
        const staging = await openDatabase({
          url: `${options.serverUrl}${STAGING_DATABASE}`,
          poolSize: 1,
          migrationsFolder: folder,
        });
        await staging.close();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
      counts = await withClient(`${options.serverUrl}${STAGING_DATABASE}`, (target) => copyRows(source, target));
      await withClient(`${options.serverUrl}postgres`, async (admin) => {
        await admin.query(`drop database ${EMBEDDED_DATABASE}`);
        await admin.query(`alter database ${STAGING_DATABASE} rename to ${EMBEDDED_DATABASE}`);
      });
    }
  } finally {
    await source.close();
  }
  const keptAt = `${sourceDir}.pglite-moved-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
  await rename(sourceDir, keptAt);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  log(
    `prepshelf: moved ${total} rows in ${Object.keys(counts).length} tables, counts verified; the old folder is kept at ${keptAt}`,
  );
  return { counts, keptAt };
}
