import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, createTestApp, type TestApp } from '../../test/harness.ts';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { storageKeyOf, type FileStore } from '../storage/file-store.ts';
import { startS3TestServer, type S3TestServer } from '../../test/support/s3-server.ts';
import { createSeeder } from '../../test/support/content.ts';
import { makePdf, uniquePng, upload } from '../../test/support/files.ts';
import { createLoggedInAccount, login, type Account } from '../../test/support/users.ts';
import { createBackup, listTables } from './backup.ts';
import { backupManifestSchema, MANIFEST_NAME } from './backup-manifest.ts';
import { RestoreError, restoreBackup, unpackAndVerify } from './restore.ts';

/** Row count and a digest of every row's text, per table: equal fingerprints, equal tables. */
async function fingerprint(database: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const client = await database.connect();
  try {
    const result: Record<string, { rows: number; digest: string }> = {};
    for (const table of await listTables(client)) {
      const name = `"${table.schema}"."${table.name}"`;
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
      );
      result[`${table.schema}.${table.name}`] = rows[0] ?? { rows: -1, digest: '' };
    }
    return result;
  } finally {
    client.release();
  }
}

async function bytesOf(store: FileStore, key: string): Promise<Buffer | undefined> {
  const object = await store.get(key);
  if (object === undefined) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A library with a bit of everything: accounts and sessions, uploads (with PDF text), content, imported students and their mails. */
async function fillLibrary(t: TestApp): Promise<{ admin: Account; student: Account; fileIds: string[] }> {
  const admin = await createLoggedInAccount(t, 'Admin', 'Backup Admin');
  const student = await createLoggedInAccount(t, 'Student', 'Backup Student');
  const pdf = await upload(t, admin.token, await makePdf(['Thermodynamics first law', 'Entropy rises']), {
    filename: 'notes.pdf',
  });
  const png = await upload(t, admin.token, uniquePng(), { filename: 'cover.png' });
  const pdfId = pdf.json<{ fileId: string }>().fileId;
  const imageId = png.json<{ fileId: string }>().fileId;
  await t.app.files.whenIdle();
  const seed = createSeeder(t, { pdf: pdfId, image: imageId });
  await seed.notes([{ ownerId: admin.id, title: 'Heat "engines"\ttabbed\nnewline \\ backslash' }, { status: 'draft' }]);
  await seed.pyqs([{ title: 'Paper 2024' }]);
  await seed.videos([{ title: 'Lecture' }]);
  await seed.courses([{ title: 'Course' }], [{ title: 'Intro', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }]);
  await t.app.inject({
    method: 'POST',
    url: '/api/content/importStudents',
    headers: admin.headers,
    payload: {
      csv: 'Username,Email\r\nZoë Ünïcode,zoe.backup@college.example.edu\r\nYan,yan.backup@college.example.edu',
    },
  });
  return { admin, student, fileIds: [pdfId, imageId] };
}

/** A target: an empty, migrated database of its own and an app on it with an empty store. */
async function createEmptyTarget(env: Record<string, string> = {}): Promise<TestApp> {
  const scratch = await createScratchPostgresDatabase();
  const opened = await openDatabase({ kind: inject('testServerKind'), url: scratch.url, poolSize: 4 });
  const database: Database = {
    ...opened,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
  return createTestApp({ database, env });
}

let backupDir: string;
beforeAll(async () => {
  backupDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-backups-'));
});
afterAll(async () => {
  await rm(backupDir, { recursive: true, force: true });
});

describe('backup and restore, local store', () => {
  let source: TestApp;
  let target: TestApp;
  let archive: string;
  let library: Awaited<ReturnType<typeof fillLibrary>>;

  beforeAll(async () => {
    source = await createTestApp();
    target = await createEmptyTarget();
    library = await fillLibrary(source);
    archive = (
      await createBackup({
        database: source.database,
        store: source.app.files.store,
        toDir: backupDir,
        clock: source.clock,
      })
    ).file;
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('writes one archive whose manifest counts every table and file, with checksums', async () => {
    const { dir, manifest } = await unpackAndVerify(archive);
    await rm(dir, { recursive: true, force: true });
    const tables = Object.fromEntries(
      manifest.database.tables.map((table) => [`${table.schema}.${table.name}`, table.rows]),
    );
    const expected = await fingerprint(source.database);
    expect(Object.keys(tables).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, { rows }] of Object.entries(expected)) expect(tables[name], name).toBe(rows);
    expect(tables['public.users']).toBeGreaterThanOrEqual(4);
    expect(tables['public.pdf_pages']).toBe(2);
    expect(manifest.files.count).toBe(2);
    expect(manifest.files.entries.map((file) => file.id).sort()).toEqual([...library.fileIds].sort());
    expect(manifest.database.migrations.length).toBeGreaterThanOrEqual(9);
    expect(manifest.database.kind).toBe(source.database.kind);
  });

  it('keeps the archive, its folder and every entry in it private to the account that runs PrepShelf', async () => {
    const modeOf = async (target: string) => (await stat(target)).mode & 0o777;
    // A folder left open by hand (or by an older release) is closed by the next backup.
    const folder = path.join(backupDir, 'was-open');
    await mkdir(folder, { mode: 0o755 });
    await chmod(folder, 0o755);
    const { file } = await createBackup({
      database: source.database,
      store: source.app.files.store,
      toDir: folder,
      clock: { now: () => new Date(source.clock.now().getTime() + 3000) },
    });
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(file)).toBe(0o600);
    expect(await readdir(folder)).toEqual([path.basename(file)]);
    const fresh = path.join(backupDir, 'fresh', 'nested');
    const second = await createBackup({
      database: source.database,
      store: source.app.files.store,
      toDir: fresh,
      clock: { now: () => new Date(source.clock.now().getTime() + 4000) },
    });
    expect(await modeOf(fresh)).toBe(0o700);
    expect(await modeOf(second.file)).toBe(0o600);
    const modes: number[] = [];
    await tar.list({ file, onReadEntry: (entry) => modes.push((entry.mode ?? 0) & 0o777) });
    expect(modes.length).toBeGreaterThan(3);
    for (const mode of modes) expect(mode & 0o077).toBe(0);
  });

  it('restores into an empty database and store: every table and file identical, and the product works on it', async () => {
    const manifest = await restoreBackup({ archive, database: target.database, store: target.app.files.store });
    expect(manifest.files.count).toBe(2);
    expect(await fingerprint(target.database)).toEqual(await fingerprint(source.database));
    for (const id of library.fileIds) {
      const restored = await bytesOf(target.app.files.store, storageKeyOf(id));
      expect(restored?.equals((await bytesOf(source.app.files.store, storageKeyOf(id))) ?? Buffer.alloc(0))).toBe(true);
      expect(
        createHash('sha256')
          .update(restored ?? Buffer.alloc(0))
          .digest('hex'),
      ).toBe(id);
    }
    // The restored library serves: the old session works, a password still logs in, a PDF streams, lists count right.
    const file = await target.app.inject({
      method: 'GET',
      url: `/api/files/${library.fileIds[0]}`,
      headers: library.student.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(await login(target, library.admin.email, library.admin.password)).toEqual(expect.any(String));
    const notes = await target.app.inject({
      method: 'GET',
      url: '/api/content/getAllPublicNotes?page=1',
      headers: library.student.headers,
    });
    expect(notes.json<{ total: number }>().total).toBe(1);
  });

  it('refuses a target that is not empty unless forced, and a forced restore gives the same library', async () => {
    await expect(restoreBackup({ archive, database: target.database, store: target.app.files.store })).rejects.toThrow(
      /target database is not empty/,
    );
    await restoreBackup({ archive, database: target.database, store: target.app.files.store, force: true });
    expect(await fingerprint(target.database)).toEqual(await fingerprint(source.database));
  });

  it('restores what an archive with open entries (an older release wrote 0644) holds as private files', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'prepshelf-open-entries-'));
    const empty = await createEmptyTarget();
    try {
      await tar.extract({ file: archive, cwd: work });
      for (const entry of await readdir(work, { recursive: true, withFileTypes: true })) {
        await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
      }
      const open = path.join(work, 'open.tar.gz');
      await tar.create({ gzip: true, file: open, cwd: work }, [MANIFEST_NAME, 'db', 'files']);
      const modes: number[] = [];
      await tar.list({ file: open, onReadEntry: (entry) => modes.push((entry.mode ?? 0) & 0o777) });
      expect(modes).toContain(0o644);
      await restoreBackup({ archive: open, database: empty.database, store: empty.app.files.store });
      for (const id of library.fileIds) {
        const stored = path.join(empty.dataDir, 'files', ...storageKeyOf(id).split('/'));
        expect((await stat(stored)).mode & 0o777).toBe(0o600);
      }
    } finally {
      await empty.close();
      await rm(work, { recursive: true, force: true });
    }
  });

  it('refuses a damaged archive before touching anything', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'prepshelf-damaged-'));
    try {
      await tar.extract({ file: archive, cwd: work });
      const manifest = backupManifestSchema.parse(JSON.parse(await readFile(path.join(work, MANIFEST_NAME), 'utf8')));
      const users = manifest.database.tables.find((table) => table.name === 'users');
      const dump = path.join(work, users?.path ?? 'missing');
      const text = await readFile(dump, 'utf8');
      await writeFile(dump, text.replace('Backup Admin', 'Backup Admim'));
      const damaged = path.join(work, 'damaged.tar.gz');
      await tar.create({ gzip: true, file: damaged, cwd: work }, [MANIFEST_NAME, 'db', 'files']);
      const empty = await createEmptyTarget();
      try {
        await expect(
          restoreBackup({ archive: damaged, database: empty.database, store: empty.app.files.store }),
        ).rejects.toThrow(new RestoreError(`Checksum mismatch for ${users?.path}: the archive is damaged`));
        expect((await fingerprint(empty.database))['public.users']?.rows).toBe(0);
        expect(await empty.app.files.store.hasAnyObject()).toBe(false);
      } finally {
        await empty.close();
      }
      await expect(unpackAndVerify(path.join(work, MANIFEST_NAME))).rejects.toThrow(/not a readable backup archive/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('takes a consistent snapshot while writes go on', async () => {
    const seed = createSeeder(source, { pdf: library.fileIds[0] ?? '', image: library.fileIds[1] ?? '' });
    let isWriting = true;
    let written = 0;
    const writer = (async () => {
      while (isWriting) {
        await seed.notes([{ title: `Written during the backup ${written}` }]);
        written += 1;
      }
    })();
    const during = await createBackup({
      database: source.database,
      store: source.app.files.store,
      toDir: backupDir,
      clock: { now: () => new Date(source.clock.now().getTime() + 1000) },
    });
    isWriting = false;
    await writer;
    const fresh = await createEmptyTarget();
    try {
      await restoreBackup({ archive: during.file, database: fresh.database, store: fresh.app.files.store });
      // The list total comes from content_counts, the rows from notes: equal only if both were read at one instant.
      const client = await fresh.database.connect();
      const rows = await client
        .query<{ n: number }>(`select count(*)::int as n from notes where status = 'public' and is_public`)
        .finally(() => client.release());
      const listed = await fresh.app.inject({
        method: 'GET',
        url: '/api/content/getAllPublicNotes?page=1',
        headers: library.student.headers,
      });
      expect(listed.json<{ total: number }>().total).toBe(rows.rows[0]?.n);
      expect(written).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('backup and restore, S3 store', () => {
  let sourceS3: S3TestServer;
  let targetS3: S3TestServer;
  let source: TestApp;
  let target: TestApp;

  beforeAll(async () => {
    sourceS3 = await startS3TestServer('prepshelf-source');
    targetS3 = await startS3TestServer('prepshelf-target');
    source = await createTestApp({ env: sourceS3.env });
    target = await createEmptyTarget(targetS3.env);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await sourceS3?.stop();
    await targetS3?.stop();
  });

  it('round-trips every table and every object between two buckets', async () => {
    const library = await fillLibrary(source);
    const { file } = await createBackup({
      database: source.database,
      store: source.app.files.store,
      toDir: backupDir,
      clock: { now: () => new Date(source.clock.now().getTime() + 2000) },
    });
    expect(await target.app.files.store.hasAnyObject()).toBe(false);
    await restoreBackup({ archive: file, database: target.database, store: target.app.files.store });
    expect(await fingerprint(target.database)).toEqual(await fingerprint(source.database));
    for (const id of library.fileIds) {
      const restored = await bytesOf(target.app.files.store, storageKeyOf(id));
      expect(
        createHash('sha256')
          .update(restored ?? Buffer.alloc(0))
          .digest('hex'),
      ).toBe(id);
    }
    await expect(
      restoreBackup({ archive: file, database: target.database, store: target.app.files.store }),
    ).rejects.toThrow(/not empty/);
  });
});
