import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../storage/file-store.ts';
import { listTables, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './backup.ts';
import {
  backupManifestSchema,
  hashFile,
  MANIFEST_NAME,
  qualifiedName,
  quoteIdentifier,
  type BackupManifest,
} from './backup-manifest.ts';

/** Tables the migrations themselves fill (list counters); they do not make a database "not empty". */
const MIGRATION_FILLED_TABLES = new Set(['public.content_counts', 'public.content_version']);

/** A refusal a person can act on: the CLI prints its message alone. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** A backup unpacked into `dir` and checked whole; `restoreUnpacked` removes `dir`. */
export interface UnpackedBackup {
  dir: string;
  manifest: BackupManifest;
}

/**
 * Unpacks `archive` into a temporary folder and checks it whole before anything is touched: the
 * manifest's shape, then every table dump's and every file's size and SHA-256 (and each file's id,
 * which is its SHA-256), and every table's row count. Returns the folder and the manifest.
 */
export async function unpackAndVerify(archive: string): Promise<UnpackedBackup> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prepshelf-restore-'));
  try {
    try {
      await tar.extract({
        file: archive,
        cwd: dir,
        strict: true,
        dmode: PRIVATE_DIR_MODE,
        // Whatever modes the archive's entries carry (older releases wrote 0644), what a restore
        // writes stays private: these files become the store's objects as they are.
        onReadEntry: (entry) => {
          entry.mode = entry.type === 'Directory' ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
        },
      });
    } catch (error) {
      throw new RestoreError(`${archive} is not a readable backup archive (${(error as Error).message})`);
    }
    let manifest: BackupManifest;
    try {
      manifest = backupManifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')));
    } catch {
      throw new RestoreError(`${archive} has no valid ${MANIFEST_NAME}: it is not a PrepShelf backup of this version`);
    }
    const entries = [
      ...manifest.database.tables.map((table) => ({ path: table.path, sha256: table.sha256, bytes: table.bytes })),
      ...manifest.files.entries.map((file) => ({ path: file.path, sha256: file.sha256, bytes: file.size })),
    ];
    for (const entry of entries) {
      const inside = path.resolve(dir, entry.path);
      if (!inside.startsWith(`${dir}${path.sep}`)) throw new RestoreError(`Unsafe path in the manifest: ${entry.path}`);
      const actual = await hashFile(inside).catch(() => undefined);
      if (actual === undefined) throw new RestoreError(`The archive lacks ${entry.path}`);
      if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
        throw new RestoreError(`Checksum mismatch for ${entry.path}: the archive is damaged`);
      }
    }
    for (const file of manifest.files.entries) {
      if (file.sha256 !== file.id) throw new RestoreError(`The file ${file.id} does not match its id`);
    }
    for (const table of manifest.database.tables) {
      const lines = await countLines(path.join(dir, table.path));
      if (lines !== table.rows) throw new RestoreError(`Row count mismatch for ${table.schema}.${table.name}`);
    }
    return { dir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function countLines(filePath: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(filePath)) {
    for (const byte of chunk as Buffer) if (byte === 0x0a) lines += 1;
  }
  return lines;
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function orderByForeignKeys(client: pg.ClientBase, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  for (const { child, parent } of rows) if (parents.has(child) && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The tables of the target that hold rows (those the migrations fill aside). */
export async function findNonEmptyTables(database: Database): Promise<string[]> {
  const client = await database.connect();
  try {
    const found: string[] = [];
    for (const table of await listTables(client)) {
      const name = `${table.schema}.${table.name}`;
      if (table.schema !== 'public' || MIGRATION_FILLED_TABLES.has(name)) continue;
      const { rows } = await client.query<{ has: boolean }>(
        `select exists (select 1 from ${qualifiedName(table.schema, table.name)}) as has`,
      );
      if (rows[0]?.has === true) found.push(name);
    }
    return found;
  } finally {
    client.release();
  }
}

export interface RestoreTarget {
  /** The target, opened (and so migrated) by this build. */
  database: Database;
  store: FileStore;
  /** Replace the rows of a database that has some (and write over objects in the store). */
  force?: boolean;
}

export interface RestoreOptions extends RestoreTarget {
  archive: string;
}

/**
 * Restores a backup: verifies the whole archive first; refuses a target database or store that is
 * not empty unless `force`; refuses a backup made with other migrations than this build's; then puts
 * every file into the store and loads every table in ONE transaction (triggers off meanwhile, so the
 * list counters come from the backup as they were), so a failed restore leaves the database as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  return restoreUnpacked(await unpackAndVerify(options.archive), options);
}

/**
 * `restoreBackup` of an archive `unpackAndVerify` has checked already: the CLI checks it before it
 * opens (and so creates) the target's database, so a damaged archive leaves the target untouched.
 * Removes the unpacked folder whatever happens.
 */
export async function restoreUnpacked(unpacked: UnpackedBackup, options: RestoreTarget): Promise<BackupManifest> {
  const { database, store } = options;
  const { dir, manifest } = unpacked;
  try {
    if (options.force !== true) {
      const busy = await findNonEmptyTables(database);
      if (busy.length > 0) {
        throw new RestoreError(
          `The target database is not empty (${busy.slice(0, 5).join(', ')}${busy.length > 5 ? ', …' : ''}): restore into an empty one, or pass --force to replace its rows`,
        );
      }
      if (await store.hasAnyObject()) {
        throw new RestoreError('The target file store is not empty: restore into an empty one, or pass --force');
      }
    }

    const client = await database.connect();
    try {
      const applied = (
        await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id')
      ).rows.map((row) => row.hash);
      if (applied.join() !== manifest.database.migrations.join()) {
        throw new RestoreError(
          `The backup was made with ${manifest.database.migrations.length} migrations, this build has ${applied.length}: restore it with the release that made it, then upgrade`,
        );
      }

      // Files first: a restored row never names a file the store lacks.
      for (const file of manifest.files.entries) {
        await store.putFile(file.key, path.join(dir, file.path), { contentType: file.mimeType, size: file.size });
      }

      const present = new Map((await listTables(client)).map((table) => [`${table.schema}.${table.name}`, table]));
      const dumped = new Map(manifest.database.tables.map((table) => [`${table.schema}.${table.name}`, table]));
      for (const name of dumped.keys()) {
        if (!present.has(name)) throw new RestoreError(`The backup has a table this build lacks: ${name}`);
      }
      // drizzle's own record stays as the migration run wrote it (checked equal above).
      const targets = [...present.keys()].filter((name) => name.startsWith('public.'));
      const order = await orderByForeignKeys(client, targets);

      await client.query('begin');
      try {
        for (const name of order) {
          const [schema = '', table = ''] = name.split('.');
          await client.query(`alter table ${qualifiedName(schema, table)} disable trigger user`);
        }
        await client.query(
          `truncate ${order.map((name) => qualifiedName(...(name.split('.') as [string, string]))).join(', ')}`,
        );
        for (const name of order) {
          const entry = dumped.get(name);
          if (entry === undefined) continue;
          const columns = entry.columns.map(quoteIdentifier).join(', ');
          await pipeline(
            createReadStream(path.join(dir, entry.path)),
            client.query(copyFrom(`copy ${qualifiedName(entry.schema, entry.name)} (${columns}) from stdin`)),
          );
        }
        for (const name of order) {
          const [schema = '', table = ''] = name.split('.');
          await client.query(`alter table ${qualifiedName(schema, table)} enable trigger user`);
        }
        await resetSequences(client);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every sequence a public column owns continues after the restored rows' largest value. */
async function resetSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table_name: string; column_name: string }>(
    `select s.relname as sequence, t.relname as table_name, a.attname as column_name
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const row of rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdentifier(row.column_name)}) from ${qualifiedName('public', row.table_name)}), 0) + 1, false)`,
      [qualifiedName('public', row.sequence)],
    );
  }
}
