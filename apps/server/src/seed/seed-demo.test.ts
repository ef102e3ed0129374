import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@prepshelf/contract';
import { courses, files, myLearning, notes, pdfPages, pyqs, users, videos } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_NOTES, DEMO_PYQS } from './demo-content.ts';
import { makeThumbnailPng } from './demo-png.ts';
import { formatDemoAccounts, seedDemo, shouldSeedDemo, type SeedSummary } from './seed-demo.ts';

let t: TestApp;
let summary: SeedSummary;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  expect(await shouldSeedDemo(t.database.db, { seedDemo: undefined, admin: undefined })).toBe(true);
  summary = (await seedDemo(t.app))!;
  for (const account of summary.accounts) {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: account.email, Password: account.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    tokens[account.role] = login.json<{ token: string }>().token;
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

const countsOf = async () => {
  const db = t.database.db;
  const tables = { users, notes, pyqs, videos, courses, files, pdfPages, myLearning };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]!.n]),
  );
  return Object.fromEntries(entries) as Record<string, number>;
};

describe('demo content', { timeout: 180_000 }, () => {
  it('creates an Admin, an Instructor and a Student with strong random passwords that log in', () => {
    expect(summary.accounts.map((account) => account.role)).toEqual(['Admin', 'Instructor', 'Student']);
    for (const account of summary.accounts) expect(account.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(summary.accounts.map((account) => account.password)).size).toBe(3);
    expect(Object.keys(tokens)).toHaveLength(3);
  });

  it('prints the accounts in one block', () => {
    const block = formatDemoAccounts(summary.accounts);
    for (const account of summary.accounts) {
      expect(block).toContain(account.email);
      expect(block).toContain(account.password);
    }
  });

  it.each([...CATEGORIES])('the public lists of %s hold notes, PYQs, videos and courses', async (category) => {
    for (const list of ['getAllPublicNotes', 'getAllPublicPYQ', 'getAllPublicVideo', 'getAllPublicCourse']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/content/${list}?category=${category}`,
        headers: { AuthToken: tokens.Student! },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ data: { status: string; isPublic: boolean }[] }>();
      expect(answer.data.length, `${list} ${category}`).toBeGreaterThan(0);
      expect(answer.data.every((item) => item.status === 'public' && item.isPublic)).toBe(true);
    }
  });

  it('every note and PYQ is a real PDF of 2 to 4 pages whose text was extracted', async () => {
    const rows = await t.database.db
      .select({ kind: files.kind, pageCount: files.pageCount, textStatus: files.textStatus })
      .from(files);
    const pdfs = rows.filter((row) => row.kind === 'pdf');
    expect(pdfs).toHaveLength(DEMO_NOTES.length + DEMO_PYQS.length);
    for (const pdf of pdfs) {
      expect(pdf.textStatus).toBe('done');
      expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
      expect(pdf.pageCount).toBeLessThanOrEqual(4);
    }
    expect(rows.filter((row) => row.kind === 'image').length).toBeGreaterThan(0);
  });

  it('words inside the PDFs are searchable and name their page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/searchContent?search=RuBisCO' });
    const answer = response.json<{ results: { title: string; page?: number; snippet?: string }[] }>();
    expect(answer.results[0]).toMatchObject({ title: 'Cell Biology and Photosynthesis', page: 3 });
    expect(answer.results[0]!.snippet).toContain('RuBisCO');
  });

  it('drafts exist, visible to their owner and hidden from students', async () => {
    const search = (role: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/content/searchContent?search=monsoon&type=notes',
        headers: { AuthToken: tokens[role]! },
      });
    const student = (await search('Student')).json<{ results: { title: string }[] }>();
    const instructor = (await search('Instructor')).json<{ results: { title: string; status: string }[] }>();
    expect(student.results.map((result) => result.title)).not.toContain('Physical Geography of India');
    expect(instructor.results).toContainEqual(
      expect.objectContaining({ title: 'Physical Geography of India', status: 'draft' }),
    );
  });

  it("puts a few items in the demo Student's My Learning", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content/getDatafromMyLearning',
      headers: { AuthToken: tokens.Student! },
    });
    const answer = response.json<{ notesData: unknown[]; pyqData: unknown[]; videoData: unknown[] }>();
    expect(answer.notesData).toHaveLength(2);
    expect(answer.pyqData).toHaveLength(1);
    expect(answer.videoData).toHaveLength(1);
  });

  it('a second run changes nothing', async () => {
    const before = await countsOf();
    expect(await shouldSeedDemo(t.database.db, { seedDemo: true, admin: undefined })).toBe(false);
    expect(await shouldSeedDemo(t.database.db, { seedDemo: undefined, admin: undefined })).toBe(false);
    expect(await seedDemo(t.app)).toBeUndefined();
    expect(await countsOf()).toEqual(before);
  });

  it('SEED_DEMO=false never seeds', async () => {
    const fresh = await createTestApp();
    try {
      expect(await shouldSeedDemo(fresh.database.db, { seedDemo: false, admin: undefined })).toBe(false);
      await fresh.app.auth.createAccount({
        role: 'Admin',
        email: 'boss@example.com',
        username: 'Boss',
        password: 'a long password',
      });
      // Unset: an ADMIN_EMAIL account made at this start does not count; any other user does.
      expect(
        await shouldSeedDemo(fresh.database.db, {
          seedDemo: undefined,
          admin: { email: 'boss@example.com', password: 'x' },
        }),
      ).toBe(true);
      expect(await shouldSeedDemo(fresh.database.db, { seedDemo: undefined, admin: undefined })).toBe(false);
      expect(await shouldSeedDemo(fresh.database.db, { seedDemo: true, admin: undefined })).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('thumbnails are valid PNGs', () => {
    const png = makeThumbnailPng(4, 2, [0, 0, 0], [255, 255, 255]);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  });
});
