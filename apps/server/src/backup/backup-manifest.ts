import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { z } from 'zod';

export const BACKUP_FORMAT = 'prepshelf-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

const tableEntrySchema = z.object({
  schema: z.string(),
  name: z.string(),
  /** The columns in the dump, in order (generated columns are left out: the server computes them again). */
  columns: z.array(z.string()),
  rows: z.number().int().nonnegative(),
  /** Inside the archive, e.g. `db/public.users.copy` (COPY text format). */
  path: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const fileEntrySchema = z.object({
  /** The stored file's id (the SHA-256 of its bytes). */
  id: z.string(),
  key: z.string(),
  mimeType: z.string(),
  path: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    serverVersion: z.string(),
    /** The hashes of the applied migrations, oldest first: a restore needs a build with the same ones. */
    migrations: z.array(z.string()),
    tables: z.array(tableEntrySchema),
  }),
  files: z.object({
    store: z.enum(['local', 's3']),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(fileEntrySchema),
  }),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupTableEntry = z.infer<typeof tableEntrySchema>;
export type BackupFileEntry = z.infer<typeof fileEntrySchema>;

/** The SHA-256 (hex) and byte count of a file on disk. */
export async function hashFile(filePath: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(filePath)) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** `"schema"."name"`, quoted for SQL. */
export const qualifiedName = (schema: string, name: string): string =>
  `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;

export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
