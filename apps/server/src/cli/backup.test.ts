import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_NAME, type BackupManifest } from '../backup/backup-manifest.ts';
import { loadConfig } from '../config.ts';
import { createScratchPostgresDatabase } from '../../test/harness.ts';
import { uniquePng } from '../../test/support/files.ts';
import { runNodeScript } from '../../test/support/processes.ts';

const backupCli = fileURLToPath(new URL('./backup.ts', import.meta.url));
const restoreCli = fileURLToPath(new URL('./restore.ts', import.meta.url));

const run = (cli: string, args: string[], env: Record<string, string>) =>
  runNodeScript(cli, args, { LOG_LEVEL: 'silent', ...env });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function tempDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `prepshelf-${label}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The product on `env`, with an Admin and one uploaded image: what a backup must carry. */
async function startProduct(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      ...env,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'ops@college.example.edu',
      ADMIN_PASSWORD: 'ops admin password',
    }),
    logger: false,
    webDistDir: null,
    startWorkers: false,
  });
  await app.ready();
  return app;
}

async function loginStatus(app: FastifyInstance): Promise<{ status: number; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { Email: 'ops@college.example.edu', Password: 'ops admin password' },
  });
  return { status: response.statusCode, token: response.json<{ token?: string }>().token ?? '' };
}

async function uploadImage(app: FastifyInstance, token: string): Promise<string> {
  const boundary = 'ops-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    uniquePng(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { AuthToken: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ fileId: string }>().fileId;
}

describe('npm run backup and npm run restore', { timeout: 240_000 }, () => {
  it('back up a running product on an external server, restore into an empty database and $DATA_DIR, refuse it twice unless forced', async () => {
    const sourceDb = await createScratchPostgresDatabase();
    cleanups.push(sourceDb.drop);
    const targetDb = await createScratchPostgresDatabase();
    cleanups.push(targetDb.drop);
    const sourceEnv = { DATA_DIR: await tempDir('src'), DATABASE_URL: sourceDb.url };
    const targetEnv = { DATA_DIR: await tempDir('dst'), DATABASE_URL: targetDb.url };
    const backups = await tempDir('backups');

    const source = await startProduct(sourceEnv);
    let fileId: string;
    try {
      fileId = await uploadImage(source, (await loginStatus(source)).token);
      // The product keeps running while the backup is taken.
      const backup = await run(backupCli, ['--to', backups], sourceEnv);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows\) and 1 files \(\d+ bytes\) to .*\.tar\.gz$/m);
    } finally {
      await source.close();
    }
    const [archive] = (await readdir(backups)).filter((name) => name.endsWith('.tar.gz'));
    expect(archive).toBeDefined();
    const archivePath = path.join(backups, archive ?? '');
    expect((await stat(backups)).mode & 0o777).toBe(0o700);
    expect((await stat(archivePath)).mode & 0o777).toBe(0o600);

    const restored = await run(restoreCli, [archivePath], targetEnv);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\) and 1 files from the backup of /m);

    const again = await run(restoreCli, [archivePath], targetEnv);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The target database is not empty \(/);
    const forced = await run(restoreCli, [archivePath, '--force'], targetEnv);
    expect(forced.code).toBe(0);

    const missing = await run(restoreCli, [], targetEnv);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run restore -- FILE [--force]');

    const target = await startProduct(targetEnv);
    try {
      const { status, token } = await loginStatus(target);
      expect(status).toBe(200);
      const image = await target.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: { AuthToken: token } });
      expect(image.statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('a damaged archive is refused before anything is created in the target $DATA_DIR', async () => {
    const work = await tempDir('damaged');
    const dump = 'public.users.copy';
    const text = 'one row\n';
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        kind: 'embedded',
        serverVersion: '17',
        migrations: [],
        tables: [
          {
            schema: 'public',
            name: 'users',
            columns: ['id'],
            rows: 1,
            path: `db/${dump}`,
            bytes: Buffer.byteLength(text),
            // The checksum of other bytes than the dump's: the archive is damaged.
            sha256: createHash('sha256').update('another row\n').digest('hex'),
          },
        ],
      },
      files: { store: 'local', count: 0, bytes: 0, entries: [] },
    };
    await mkdir(path.join(work, 'db'));
    await mkdir(path.join(work, 'files'));
    await writeFile(path.join(work, 'db', dump), text);
    await writeFile(path.join(work, MANIFEST_NAME), JSON.stringify(manifest));
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: work }, [MANIFEST_NAME, 'db', 'files']);

    // No DATABASE_URL: opening the target would start (and create) the embedded server in $DATA_DIR.
    const target = await tempDir('damaged-target');
    const restored = await run(restoreCli, [damaged], { DATA_DIR: target });
    expect(restored.stderr).toBe(`Checksum mismatch for db/${dump}: the archive is damaged\n`);
    expect(restored.code).toBe(1);
    expect(await readdir(target)).toEqual([]);
  });

  // The embedded server's own case; CI's run on PostgreSQL 15 leaves it out (as server.test.ts does).
  it.skipIf(inject('testServerKind') === 'postgres')(
    'with the embedded server: back up a running product, restore into an empty $DATA_DIR, and the product starts with its data',
    async () => {
      const sourceEnv = { DATA_DIR: await tempDir('emb-src') };
      const targetEnv = { DATA_DIR: await tempDir('emb-dst') };
      const backups = await tempDir('emb-backups');
      const source = await startProduct(sourceEnv);
      let fileId: string;
      try {
        fileId = await uploadImage(source, (await loginStatus(source)).token);
        const backup = await run(backupCli, ['--to', backups], sourceEnv);
        expect(backup.stderr).toBe('');
        expect(backup.code).toBe(0);
      } finally {
        await source.close();
      }
      const [archive] = (await readdir(backups)).filter((name) => name.endsWith('.tar.gz'));
      const restored = await run(restoreCli, [path.join(backups, archive ?? '')], targetEnv);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);

      const target = await startProduct(targetEnv);
      try {
        const { status, token } = await loginStatus(target);
        expect(status).toBe(200);
        const image = await target.inject({
          method: 'GET',
          url: `/api/files/${fileId}`,
          headers: { AuthToken: token },
        });
        expect(image.statusCode).toBe(200);
      } finally {
        await target.close();
      }
    },
  );
});
