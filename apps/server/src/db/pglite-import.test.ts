import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { hashSecret } from '../modules/auth/auth.crypto.ts';
import { openEmbeddedDatabase } from './embedded-database.ts';
import { migrationsUpTo } from './pglite-import.ts';

/** The migrations of the last release that kept its data in PGlite (0000 to 0007). */
const RELEASED_MIGRATIONS = 8;
const PASSWORD = 'released password';

/** The rows of a `db.execute` answer (node-postgres answers `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A PGlite folder as the last release left it: its schema, and rows written the way that release wrote them. */
async function makeReleasedPgliteFolder(dataDir: string): Promise<Record<string, number>> {
  const client = await PGlite.create(path.join(dataDir, 'db'));
  const folder = await migrationsUpTo(RELEASED_MIGRATIONS);
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
    const passwordHash = await hashSecret(PASSWORD);
    await client.query(
      `insert into users (id, public_id, username, email, password_hash, role, is_verified, about)
       values ('11111111-1111-4111-8111-111111111111', 'PS-RELEASED01', 'R. Sharma', 'teacher@college.example.edu', $1, 'Instructor', true, 'Physics — भौतिकी'),
              ('22222222-2222-4222-8222-222222222222', 'PS-RELEASED02', 'Asha', 'asha@college.example.edu', $1, 'Student', true, '')`,
      [passwordHash],
    );
    await client.query(
      `insert into files (id, kind, mime_type, size, original_name, uploaded_by, page_count, text_status)
       values ('${'a'.repeat(64)}', 'pdf', 'application/pdf', 2048, 'zymurgy.pdf', '11111111-1111-4111-8111-111111111111', 2, 'done')`,
    );
    await client.query(
      `insert into pdf_pages (file_id, page_number, text) values ($1, 1, 'An introduction'), ($1, 2, 'Zymurgy is the chemistry of fermentation')`,
      ['a'.repeat(64)],
    );
    await client.query(
      `insert into notes (id, owner_id, title, description, professor, file_id, tags, created_at)
       values ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', 'Brewing science', 'Notes for the lab', 'R. Sharma', $1, '{chemistry,lab}', '2026-05-01T10:00:00Z')`,
      ['a'.repeat(64)],
    );
    await client.query(
      `insert into my_learning (user_id, content_type, content_id) values ('22222222-2222-4222-8222-222222222222', 'Note', '33333333-3333-4333-8333-333333333333')`,
    );
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const result = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      counts[table] = result.rows[0]!.n;
    }
    return counts;
  } finally {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  }
}

// It starts an embedded server of its own, as `npm start` does; CI's run on PostgreSQL 15 leaves it out.
describe.skipIf(inject('testServerKind') === 'postgres')('data kept by PGlite', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-pglite-move-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('moves into the embedded server at the first start, every row counted, and the old folder is kept', async () => {
    const before = await makeReleasedPgliteFolder(dataDir);
    expect(before).toMatchObject({ users: 2, notes: 1, pdf_pages: 2, my_learning: 1, files: 1 });

    const lines: string[] = [];
    const database = await openEmbeddedDatabase(dataDir, { log: (line) => lines.push(line) });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
      database,
      logger: false,
      startWorkers: false,
      webDistDir: null,
    });
    try {
      for (const [table, count] of Object.entries(before)) {
        const after = rowsOf<{ n: number }>(
          await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`)),
        );
        expect({ table, count: after[0]!.n }).toEqual({ table, count });
      }
      expect(lines.join('\n')).toMatch(
        /moved \d+ rows in \d+ tables, counts verified; the old folder is kept at .*db\.pglite-moved-/,
      );

      // The password hash, the About text in Devanagari and the search vectors came across as they were.
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { Email: 'asha@college.example.edu', Password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json<{ token: string }>().token;
      const teacher = rowsOf<{ about: string }>(
        await database.db.execute(sql`select about from users where email = 'teacher@college.example.edu'`),
      );
      expect(teacher[0]!.about).toBe('Physics — भौतिकी');
      const search = await app.inject({
        method: 'GET',
        url: '/api/content/searchContent?search=zymurgy',
        headers: { AuthToken: token },
      });
      expect(search.json()).toMatchObject({ results: [{ type: 'note', title: 'Brewing science', page: 2 }] });
      const mine = await app.inject({
        method: 'GET',
        url: '/api/content/getDatafromMyLearning',
        headers: { AuthToken: token },
      });
      expect(mine.json()).toMatchObject({ notesData: [{ title: 'Brewing science' }] });
    } finally {
      await app.close();
      await database.close();
    }

    const entries = await readdir(dataDir);
    expect(entries).not.toContain('db');
    expect(entries.some((entry) => entry.startsWith('db.pglite-moved-'))).toBe(true);

    // The next start finds nothing to move and keeps every row.
    const again = await openEmbeddedDatabase(dataDir, { log: (line) => lines.push(line) });
    try {
      const users = rowsOf<{ n: number }>(await again.db.execute(sql`select count(*)::int as n from users`));
      expect(users[0]!.n).toBe(2);
      expect(lines.filter((line) => line.includes('moved'))).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});
