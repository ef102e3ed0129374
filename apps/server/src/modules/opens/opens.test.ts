import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listTables } from '../../backup/backup.ts';
import { auditLog, itemOpens, itemOpenWeeks, notes } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import {
  type Accounts,
  type Caller,
  type Seeder,
  insertStoredFile,
  useContentTests,
} from '../../../test/support/content.ts';

interface Row {
  _id: string;
  Username: string;
  hasOpened: boolean;
  lastOpenedAt: string | null;
  openCount: number;
  page: number | null;
  pageCount: number | null;
}
interface Report {
  item: { _id: string; type: string; title: string };
  students: number;
  opened: number;
  rows: Row[];
  total: number;
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;
let pdf: string;
let note: string;
let pyq: string;
let ownNote: string;
let draft: string;
let video: string;
let course: string;
const MISSING = '00000000-0000-4000-8000-000000000000';
/** Students beside the harness's one, logged in: their tokens by username. */
const classmates: Record<string, string> = {};

useContentTests(async (opened) => {
  ({ t, accounts, seed, pdf } = opened);
  const owner = accounts.ids['Instructor owner'];
  // A PDF of its own, so the reader's opens of it name this note only.
  const ownPdf = await insertStoredFile(t, 'pdf', [owner]);
  [note] = (await seed.notes([{ ownerId: owner, title: 'Unit 3 notes' }])) as [string];
  [ownNote] = (await seed.notes([{ ownerId: owner, title: '=HYPERLINK("x")' }])) as [string];
  await t.database.db.update(notes).set({ fileId: ownPdf }).where(eq(notes.id, ownNote));
  [pyq] = (await seed.pyqs([{ ownerId: owner }])) as [string];
  [draft] = (await seed.notes([{ ownerId: owner, status: 'draft' }])) as [string];
  [video] = (await seed.videos([{ ownerId: owner }])) as [string];
  [course] = (await seed.courses([{ ownerId: owner }])) as [string];
  for (const name of ['Asha', 'Bilal', '=cmd|calc']) {
    const email = `${name.replace(/\W/g, '').toLowerCase()}@college.example.edu`;
    await t.app.auth.createAccount({ role: 'Student', email, username: name, password: 'student password 1' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: email, Password: 'student password 1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    classmates[name] = login.json<{ token: string }>().token;
  }
  await t.app.changeFeed.sync();
});

const open = (caller: Caller | 'Asha' | 'Bilal', body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/opens',
    headers: caller in classmates ? { AuthToken: classmates[caller]! } : accounts.headers(caller as Caller),
    payload: body,
  });
const report = (caller: Caller, type: string, id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/opens/${type}/${id}${query}`, headers: accounts.headers(caller) });
const reportOk = async (caller: Caller, type: string, id: string, query = '') => {
  const response = await report(caller, type, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
};
const opensOf = (type: 'note' | 'pyq' | 'video' | 'course', id: string) =>
  t.database.db
    .select()
    .from(itemOpens)
    .where(and(eq(itemOpens.itemType, type), eq(itemOpens.itemId, id)));

describe('recording opens', () => {
  it('asks an anonymous caller to log in, and refuses a body naming nothing', async () => {
    expect((await open('anonymous', { type: 'note', id: note })).statusCode).toBe(401);
    const empty = await open('Student', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('Say which item was opened');
    expect((await open('Student', { type: 'lecture', id: note })).statusCode).toBe(400);
  });

  it('records a video and a course opened by a student, once per sitting', async () => {
    const first = await open('Student', { type: 'video', id: video });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, items: 1 });
    t.clock.advance(5 * 60_000);
    expect((await open('Student', { type: 'video', id: video })).statusCode).toBe(200);
    let [row] = await opensOf('video', video);
    expect(row).toMatchObject({ userId: accounts.ids.Student, openCount: 1 });
    t.clock.advance(31 * 60_000);
    expect((await open('Student', { type: 'video', id: video })).statusCode).toBe(200);
    [row] = await opensOf('video', video);
    expect(row!.openCount).toBe(2);
    expect(row!.lastOpenedAt.getTime()).toBe(t.clock.now().getTime());
    expect(row!.firstOpenedAt.getTime()).toBeLessThan(row!.lastOpenedAt.getTime());
    const weeks = await t.database.db.select().from(itemOpenWeeks).where(eq(itemOpenWeeks.itemId, video));
    expect(weeks.reduce((sum, week) => sum + week.opens, 0)).toBe(2);
    expect((await open('Student', { type: 'course', id: course })).statusCode).toBe(200);
  });

  it('counts a PDF opened in the reader for every note and PYQ using it that the caller may see', async () => {
    const response = await open('Asha', { fileId: pdf });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: number }>().items).toBe(2);
    expect((await opensOf('note', note)).map((row) => row.openCount)).toEqual([1]);
    expect((await opensOf('pyq', pyq)).map((row) => row.openCount)).toEqual([1]);
    // The draft uses the same PDF but is not the student's to see.
    expect(await opensOf('note', draft)).toEqual([]);
  });

  it('answers 404 for what the caller may not see or what does not exist', async () => {
    expect((await open('Student', { type: 'note', id: draft })).statusCode).toBe(404);
    expect((await open('Student', { type: 'note', id: MISSING })).statusCode).toBe(404);
    expect((await open('Student', { type: 'note', id: 'not-an-id' })).statusCode).toBe(404);
    expect((await open('Student', { fileId: 'f'.repeat(64) })).statusCode).toBe(404);
    expect((await open('Instructor owner', { type: 'note', id: draft })).statusCode).toBe(200);
    expect((await open('Instructor non-owner', { type: 'note', id: draft })).statusCode).toBe(404);
  });
});

describe('the per-item report', () => {
  it('is for staff only: an Instructor for their own items, an Admin for all', async () => {
    expect((await report('anonymous', 'note', note)).statusCode).toBe(401);
    expect((await report('Student', 'note', note)).statusCode).toBe(403);
    const other = await report('Instructor non-owner', 'note', note);
    expect(other.statusCode).toBe(403);
    expect(other.json<{ message: string }>().message).toBe('You may see this report only for your own items.');
    expect((await report('Instructor owner', 'note', note)).statusCode).toBe(200);
    expect((await report('Admin', 'note', note)).statusCode).toBe(200);
    expect((await report('Admin', 'note', MISSING)).statusCode).toBe(404);
    expect((await report('Admin', 'note', 'nope')).statusCode).toBe(404);
    expect((await report('Admin', 'lecture', note)).statusCode).toBe(400);
    expect((await report('Admin', 'note', note, '?filter=some')).statusCode).toBe(400);
  });

  it('lists every student: who opened it, when last, the pages read, and who has not', async () => {
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${pdf}/progress`,
      headers: { AuthToken: classmates.Asha! },
      payload: { page: 4, pageCount: 12 },
    });
    expect(read.statusCode).toBe(200);
    const answer = await reportOk('Instructor owner', 'note', note);
    // Four students (staff are not counted, even though the owner opened the draft).
    expect(answer).toMatchObject({ item: { _id: note, type: 'note', title: 'Unit 3 notes' }, students: 4, opened: 1 });
    expect(answer.total).toBe(4);
    expect(answer.rows[0]).toMatchObject({ Username: 'Asha', hasOpened: true, openCount: 1, page: 4, pageCount: 12 });
    expect(answer.rows.slice(1).map((row) => row.hasOpened)).toEqual([false, false, false]);
    expect(answer.rows.slice(1).map((row) => row.Username)).toEqual(['=cmd|calc', 'Bilal', 'Student']);

    const notYet = await reportOk('Admin', 'note', note, '?filter=not-opened&page=1&limit=2');
    expect(notYet).toMatchObject({ total: 3, opened: 1, students: 4 });
    expect(notYet.rows.map((row) => row.Username)).toEqual(['=cmd|calc', 'Bilal']);
    const past = await reportOk('Admin', 'note', note, '?filter=opened&page=3&limit=2');
    expect(past).toMatchObject({ total: 1, rows: [] });

    const videoReport = await reportOk('Admin', 'video', video, '?filter=opened');
    expect(videoReport.rows).toEqual([
      expect.objectContaining({ _id: accounts.ids.Student, openCount: 2, page: null, pageCount: null }),
    ]);
  });

  it('counts pages read by an older client or offline as an opening', async () => {
    t.clock.advance(60_000);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${pdf}/progress`,
      headers: { AuthToken: classmates.Bilal! },
      payload: { page: 2, pageCount: 12 },
    });
    expect(read.statusCode).toBe(200);
    const answer = await reportOk('Admin', 'pyq', pyq, '?filter=opened');
    expect(answer.rows.map((row) => [row.Username, row.openCount, row.page])).toEqual([
      ['Bilal', 1, 2],
      ['Asha', 1, 4],
    ]);
  });

  it('exports the report as CSV with formulas neutralised, and audits the export', async () => {
    expect((await report('Student', 'note', `${note}/export.csv`)).statusCode).toBe(403);
    expect((await report('Instructor non-owner', 'note', `${note}/export.csv`)).statusCode).toBe(403);
    const response = await report('Instructor owner', 'note', `${ownNote}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="HYPERLINK-x-opens.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Username,Email,Opened,First opened,Last opened,Times opened,Page reached,Pages');
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.startsWith("'=cmd|calc,"))).toBe(true);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'report.exported'));
    expect(entry).toMatchObject({
      actorId: accounts.ids['Instructor owner'],
      targetType: 'note',
      targetId: ownNote,
      details: { report: 'opens', rows: 4 },
    });
  });

  it('is carried by backups, and goes with the item', async () => {
    const client = t.database.newClient();
    await client.connect();
    try {
      const names = (await listTables(client)).map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['item_opens', 'item_open_weeks']));
    } finally {
      await client.end();
    }
    expect(await opensOf('video', video)).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/content/deleteVideo/${video}`,
      headers: accounts.headers('Instructor owner'),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await opensOf('video', video)).toEqual([]);
    expect(await t.database.db.select().from(itemOpenWeeks).where(eq(itemOpenWeeks.itemId, video))).toEqual([]);
  });
});
