import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import type { Database } from '../db/client.ts';
import { storageKeyOf, type FileStore } from '../storage/file-store.ts';
import type { Clock } from '../lib/clock.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_NAME,
  qualifiedName,
  quoteIdentifier,
  type BackupFileEntry,
  type BackupManifest,
  type BackupTableEntry,
} from './backup-manifest.ts';

/**
 * An archive holds password hashes, e-mail addresses, support messages and queued mails with codes:
 * only the account that runs PrepShelf may read it, its folder or anything on the way to it. Modes
 * are given when each file is created (a chmod afterwards would leave a moment when others can open it).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The schemas a backup holds: the product's tables, and drizzle's record of applied migrations. */
export const BACKUP_SCHEMAS = ['public', 'drizzle'] as const;

/** Counts bytes, rows (COPY text format: one line a row) and the SHA-256 of what passes through. */
class Tally extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  lines = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) this.lines += 1;
    done(null, chunk);
  }
}

/** The tables of the backup's schemas and their columns (no generated ones), in a stable order. */
export async function listTables(
  client: pg.ClientBase,
): Promise<{ schema: string; name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname = any($1::text[])
     order by n.nspname, c.relname`,
    [BACKUP_SCHEMAS],
  );
  return rows;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes one archive (`prepshelf-backup-<time>.tar.gz` in `toDir`) with every table of the database
 * and every stored file, read from one snapshot while the product keeps serving: a REPEATABLE READ
 * READ ONLY transaction sees the tables as of one instant, and stored files are content-addressed and
 * never rewritten, so the files that snapshot names are exactly what it needs. Each file's bytes are
 * checked against its id (their SHA-256) on the way. The archive appears under its final name only
 * once complete (docs/decisions/0018-operations.md).
 */
export async function createBackup(options: {
  database: Database;
  store: FileStore;
  toDir: string;
  clock: Clock;
}): Promise<BackupResult> {
  const { database, store, toDir, clock } = options;
  await mkdir(toDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // A folder made before (by hand, or by a release that left it 0755) is closed too.
  await chmod(toDir, PRIVATE_DIR_MODE);
  const createdAt = clock.now();
  const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
  const staging = await mkdtemp(path.join(toDir, `.prepshelf-backup-${stamp}-`));
  try {
    await mkdir(path.join(staging, 'db'), { mode: PRIVATE_DIR_MODE });
    await mkdir(path.join(staging, 'files'), { mode: PRIVATE_DIR_MODE });
    const client = await database.connect();
    let manifest: BackupManifest;
    try {
      await client.query('begin isolation level repeatable read read only');
      const serverVersion = (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '';
      const migrations = (
        await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id')
      ).rows.map((row) => row.hash);
      const tables: BackupTableEntry[] = [];
      for (const table of await listTables(client)) {
        const entryPath = `db/${table.schema}.${table.name}.copy`;
        const columns = table.columns.map(quoteIdentifier).join(', ');
        const tally = new Tally();
        await pipeline(
          client.query(copyTo(`copy ${qualifiedName(table.schema, table.name)} (${columns}) to stdout`)),
          tally,
          createWriteStream(path.join(staging, entryPath), { mode: PRIVATE_FILE_MODE }),
        );
        tables.push({
          ...table,
          rows: tally.lines,
          path: entryPath,
          bytes: tally.bytes,
          sha256: tally.hash.digest('hex'),
        });
      }
      const storedFiles = (
        await client.query<{ id: string; mime_type: string; size: number }>(
          'select id, mime_type, size from public.files order by id',
        )
      ).rows;
      const files: BackupFileEntry[] = [];
      for (const file of storedFiles) {
        const key = storageKeyOf(file.id);
        const object = await store.get(key);
        if (object === undefined) throw new Error(`The stored file ${file.id} is missing from the store`);
        const entryPath = `files/${file.id}`;
        const tally = new Tally();
        await pipeline(
          object.stream,
          tally,
          createWriteStream(path.join(staging, entryPath), { mode: PRIVATE_FILE_MODE }),
        );
        const sha256 = tally.hash.digest('hex');
        if (sha256 !== file.id || tally.bytes !== file.size) {
          throw new Error(`The stored file ${file.id} does not match its checksum or size`);
        }
        files.push({ id: file.id, key, mimeType: file.mime_type, path: entryPath, size: tally.bytes, sha256 });
      }
      await client.query('commit');
      manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: createdAt.toISOString(),
        database: { kind: database.kind, serverVersion, migrations, tables },
        files: {
          store: store.kind,
          count: files.length,
          bytes: files.reduce((sum, file) => sum + file.size, 0),
          entries: files,
        },
      };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE_MODE,
    });

    const file = path.join(toDir, `prepshelf-backup-${stamp}.tar.gz`);
    const partial = `${file}.partial`;
    // A stray partial file of a crashed run would keep its own mode: the archive is always a new file.
    await rm(partial, { force: true });
    // The manifest first, so a reader can check the rest against it as it comes.
    await tar.create({ gzip: true, file: partial, mode: PRIVATE_FILE_MODE, cwd: staging, portable: true }, [
      MANIFEST_NAME,
      'db',
      'files',
    ]);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
