import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notes } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import { type Accounts, type Caller, insertStoredFile, useContentTests } from '../../../test/support/content.ts';

/*
 * Who studies what in a class, per role and owner: 'Instructor owner' teaches the class (Student, Asha
 * and "=cmd|calc" are members), 'Instructor non-owner' teaches another one (Bilal is its member).
 */

interface Progress {
  class: { _id: string; name: string };
  units: { _id: string; name: string }[];
  items: { type: string; _id: string; title: string; unitId: string | null; isPdf: boolean; opened: number }[];
  members: { _id: string; username: string; lastActiveAt: string | null; opened: number }[];
  opens: {
    type: string;
    itemId: string;
    userId: string;
    lastOpenedAt: string | null;
    openCount: number;
    page: number | null;
    pageCount: number | null;
  }[];
}

type Who = Caller | 'Asha' | 'Bilal' | '=cmd|calc';

let t: TestApp;
let accounts: Accounts;
const students: Record<string, { token: string; id: string }> = {};
let classId: string;
let otherClassId: string;
let unitId: string;
let note: string;
let notePdf: string;
let video: string;
const MISSING = '00000000-0000-4000-8000-000000000000';

const headersOf = (who: Who) =>
  who in students ? { AuthToken: students[who]!.token } : accounts.headers(who as Caller);
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(who), ...(payload === undefined ? {} : { payload }) });
async function ok<T>(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
const progressOf = (who: Who, id = classId) => ok<Progress>(who, 'GET', `/api/classes/${id}/progress`);

useContentTests(async (opened) => {
  let seed;
  ({ t, accounts, seed } = opened);
  const owner = accounts.ids['Instructor owner'];
  for (const name of ['Asha', 'Bilal', '=cmd|calc']) {
    const email = `${name.replace(/\W/g, '').toLowerCase()}@college.example.edu`;
    const created = await t.app.auth.createAccount({
      role: 'Student',
      email,
      username: name,
      password: 'student password 1',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { Email: email, Password: 'student password 1' },
    });
    students[name] = { token: login.json<{ token: string }>().token, id: created._id };
  }
  const created = await ok<{ class: { _id: string } }>(
    'Instructor owner',
    'POST',
    '/api/classes',
    { name: 'B.Com Sem 3 — Cost Accounting', category: 'commerce' },
    201,
  );
  classId = created.class._id;
  otherClassId = (
    await ok<{ class: { _id: string } }>(
      'Instructor non-owner',
      'POST',
      '/api/classes',
      { name: 'B.Sc Sem 1 — Physics', category: 'sciTechnology' },
      201,
    )
  ).class._id;
  unitId = (
    await ok<{ unit: { _id: string } }>(
      'Instructor owner',
      'POST',
      `/api/classes/${classId}/units`,
      { name: 'Unit 1' },
      201,
    )
  ).unit._id;
  notePdf = await insertStoredFile(t, 'pdf', [owner]);
  [note] = (await seed.notes([{ ownerId: owner, title: 'Overheads', isPublic: false }])) as [string];
  await t.database.db.update(notes).set({ fileId: notePdf }).where(eq(notes.id, note));
  [video] = (await seed.videos([{ ownerId: owner, title: 'Marginal costing', isPublic: false }])) as [string];
  await t.app.changeFeed.sync();
  await ok('Instructor owner', 'PUT', `/api/classes/${classId}/items`, { type: 'note', itemId: note, unitId });
  await ok('Instructor owner', 'PUT', `/api/classes/${classId}/items`, { type: 'video', itemId: video });
  await ok('Instructor owner', 'POST', `/api/classes/${classId}/members`, {
    emails: ['user0@college.example.edu', 'asha@college.example.edu', 'cmdcalc@college.example.edu'],
  });
  await ok('Instructor non-owner', 'POST', `/api/classes/${otherClassId}/members`, {
    emails: ['bilal@college.example.edu'],
  });
});

describe('who studies what in a class', () => {
  it('is for the staff of the class and Admins: anonymous 401, a member 403, another class’s Instructor 403', async () => {
    expect((await call('anonymous', 'GET', `/api/classes/${classId}/progress`)).statusCode).toBe(401);
    expect((await call('Student', 'GET', `/api/classes/${classId}/progress`)).statusCode).toBe(403);
    const other = await call('Instructor non-owner', 'GET', `/api/classes/${classId}/progress`);
    expect(other.statusCode).toBe(403);
    expect(other.json<{ message: string }>().message).toBe('You may manage only the classes you teach.');
    expect((await progressOf('Instructor owner')).class.name).toBe('B.Com Sem 3 — Cost Accounting');
    expect((await progressOf('Admin')).class._id).toBe(classId);
    // The other Instructor sees their own class.
    expect((await progressOf('Instructor non-owner', otherClassId)).members.map((m) => m.username)).toEqual(['Bilal']);
  });

  it('refuses a malformed class id with a readable 400, and an unknown one with 404', async () => {
    const bad = await call('Instructor owner', 'GET', '/api/classes/not-a-class/progress');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('The class id is not valid.');
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/api/classes/not-a-class/progress',
      headers: { ...accounts.headers('Instructor owner'), 'accept-language': 'hi' },
    });
    expect(hindi.json<{ message: string }>().message).toContain('कक्षा की पहचान');
    expect((await call('Admin', 'GET', `/api/classes/${MISSING}/progress`)).statusCode).toBe(404);
    expect((await call('Admin', 'GET', `/api/classes/${MISSING}/progress/export.csv`)).statusCode).toBe(404);
  });

  it('starts with every member and no opens', async () => {
    const report = await progressOf('Instructor owner');
    expect(report.units.map((unit) => unit.name)).toEqual(['Unit 1']);
    expect(report.items.map((item) => [item.type, item.title, item.isPdf, item.opened])).toEqual(
      expect.arrayContaining([
        ['note', 'Overheads', true, 0],
        ['video', 'Marginal costing', false, 0],
      ]),
    );
    expect(report.members.map((member) => [member.username, member.opened])).toEqual([
      ['=cmd|calc', 0],
      ['Asha', 0],
      ['Student', 0],
    ]);
    expect(report.opens).toEqual([]);
  });

  it('counts opens and the page reached of a PDF per member; a non-member’s opens are not in it', async () => {
    t.clock.advance(60_000);
    // The Student reads the note to page 4 of 12 in the reader: reading progress alone counts as an open.
    const read = await call('Student', 'PUT', `/api/files/${notePdf}/progress`, { page: 4, pageCount: 12 });
    expect(read.statusCode, read.body).toBe(200);
    expect((await call('Asha', 'POST', '/api/opens', { type: 'video', id: video })).statusCode).toBe(200);
    // Bilal is not a member: he cannot open the class-only video at all.
    expect((await call('Bilal', 'POST', '/api/opens', { type: 'video', id: video })).statusCode).toBe(404);

    const report = await progressOf('Instructor owner');
    const noteRow = report.items.find((item) => item._id === note)!;
    expect(noteRow.opened).toBe(1);
    expect(report.items.find((item) => item._id === video)!.opened).toBe(1);
    expect(report.opens).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'note', itemId: note, userId: accounts.ids.Student, page: 4, pageCount: 12 }),
        expect.objectContaining({ type: 'video', itemId: video, userId: students.Asha!.id, openCount: 1, page: null }),
      ]),
    );
    expect(report.opens).toHaveLength(2);
    const byName = Object.fromEntries(report.members.map((member) => [member.username, member]));
    expect(byName.Student!.opened).toBe(1);
    expect(byName.Asha!.opened).toBe(1);
    expect(byName['=cmd|calc']!.opened).toBe(0);
    expect(byName.Student!.lastActiveAt).toBe(t.clock.now().toISOString());
  });

  it('exports the table as CSV, a row per member and item, formulas neutralised, and audits the export', async () => {
    expect((await call('Student', 'GET', `/api/classes/${classId}/progress/export.csv`)).statusCode).toBe(403);
    expect((await call('Instructor non-owner', 'GET', `/api/classes/${classId}/progress/export.csv`)).statusCode).toBe(
      403,
    );
    const response = await call('Instructor owner', 'GET', `/api/classes/${classId}/progress/export.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('B-Com-Sem-3-Cost-Accounting-progress.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Username,Email,Last active,Unit,Type,Item,Opened,Last opened,Times opened,Page reached,Pages',
    );
    expect(lines).toHaveLength(1 + 3 * 2);
    const studentNote = lines.find((line) => line.startsWith('Student,') && line.includes(',Overheads,'))!;
    expect(studentNote).toContain(',Unit 1,note,Overheads,yes,');
    expect(studentNote.endsWith(',1,4,12')).toBe(true);
    expect(lines.some((line) => line.startsWith("'=cmd|calc"))).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.exported'), eq(auditLog.targetId, classId)));
    expect(entry).toMatchObject({ actorId: accounts.ids['Instructor owner'], targetType: 'class' });
    expect(entry!.details).toMatchObject({ report: 'class-progress', rows: 6 });
    expect((await call('Admin', 'GET', `/api/classes/${classId}/progress/export.csv`)).statusCode).toBe(200);
  });
});

describe('opens and active students per week, per class', () => {
  interface Activity {
    classes: {
      _id: string;
      name: string;
      memberCount: number;
      weekly: { week: string; opens: number; activeStudents: number }[];
    }[];
  }

  it('is for staff: anonymous 401, a Student 403', async () => {
    expect((await call('anonymous', 'GET', '/api/analytics/classes')).statusCode).toBe(401);
    expect((await call('Student', 'GET', '/api/analytics/classes')).statusCode).toBe(403);
  });

  it('gives an Instructor their classes only, an Admin every class, with 8 weeks of the members’ opens', async () => {
    const mine = await ok<Activity>('Instructor owner', 'GET', '/api/analytics/classes');
    expect(mine.classes.map((entry) => entry.name)).toEqual(['B.Com Sem 3 — Cost Accounting']);
    const [costing] = mine.classes;
    expect(costing!.memberCount).toBe(3);
    expect(costing!.weekly).toHaveLength(8);
    // Asha's open of the video this week (the Student's page 4 was reading progress, not an open).
    expect(costing!.weekly.at(-1)).toMatchObject({ opens: 1, activeStudents: 1 });
    expect(costing!.weekly.slice(0, -1).every((week) => week.opens === 0)).toBe(true);

    const theirs = await ok<Activity>('Instructor non-owner', 'GET', '/api/analytics/classes');
    expect(theirs.classes.map((entry) => [entry.name, entry.weekly.at(-1)!.opens])).toEqual([
      ['B.Sc Sem 1 — Physics', 0],
    ]);
    const all = await ok<Activity>('Admin', 'GET', '/api/analytics/classes');
    expect(all.classes.map((entry) => entry.name)).toEqual(['B.Com Sem 3 — Cost Accounting', 'B.Sc Sem 1 — Physics']);
  });
});
