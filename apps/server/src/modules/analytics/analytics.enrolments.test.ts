import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseEnrolments, courseLectures, courses } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import { type Accounts, type Caller, type Seeder, useContentTests } from '../../../test/support/content.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

interface Enrolments {
  enrolled: number;
  completed: number;
  courses: { _id: string; title: string; enrolled: number; completed: number }[];
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;
let asha: Account;
let bela: Account;
let chitra: Account;
const ids: Record<'algebra' | 'botany' | 'chemistry' | 'drawing', string> = {
  algebra: '',
  botany: '',
  chemistry: '',
  drawing: '',
};

const FORM = { name: 'A student', email: 'student@college.example.edu', mobile: '+91 98765 43210', college: '' };
const LECTURES = [
  { title: 'One', videoUrl: 'https://cdn.example.org/one.mp4' },
  { title: 'Two', videoUrl: ' https://cdn.example.org/two.mp4 ' },
  { title: 'Three', videoUrl: '' },
];

const inject = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function enrol(student: Account, courseId: string) {
  const response = await inject(student.headers, 'POST', `/api/courses/${courseId}/enrolment`, FORM);
  expect(response.statusCode).toBeLessThan(300);
}
async function watch(student: Account, courseId: string, numbers: number[]) {
  for (const number of numbers) {
    const response = await inject(student.headers, 'PUT', `/api/courses/${courseId}/lectures/${number}/progress`, {
      position: 95,
      duration: 100,
    });
    expect(response.statusCode).toBe(200);
  }
}
async function course(caller: 'Instructor owner' | 'Instructor non-owner', title: string, lectures = LECTURES) {
  const [id] = await seed.courses([{ ownerId: accounts.ids[caller], title }], lectures);
  await t.database.db.update(courses).set({ price: 0 }).where(eq(courses.id, id!));
  await t.app.changeFeed.sync();
  return id!;
}
const enrolmentsOf = async (caller: Caller) => {
  const response = await inject(accounts.headers(caller), 'GET', '/api/content/dashbordAnlytics');
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: object; latest: unknown[]; monthly: unknown[]; enrolments: Enrolments }>();
  expect(Object.keys(body).sort()).toEqual(['data', 'enrolments', 'latest', 'monthly', 'success', 'weekly']);
  return body.enrolments;
};

useContentTests(async (opened) => {
  ({ t, accounts, seed } = opened);
  asha = await createLoggedInAccount(t, 'Student', 'Asha');
  bela = await createLoggedInAccount(t, 'Student', 'Bela');
  chitra = await createLoggedInAccount(t, 'Student', 'Chitra');
  ids.algebra = await course('Instructor owner', 'Algebra');
  ids.botany = await course('Instructor owner', 'Botany');
  ids.drawing = await course('Instructor owner', 'Drawing', []);
  ids.chemistry = await course('Instructor non-owner', 'Chemistry');
  await t.database.db.update(courses).set({ price: 500 }).where(eq(courses.id, ids.botany));

  // Algebra: Asha watched all three, Bela two, Chitra nothing yet.
  for (const student of [asha, bela, chitra]) await enrol(student, ids.algebra);
  await watch(asha, ids.algebra, [1, 2, 3]);
  await watch(bela, ids.algebra, [1, 2]);
  // Botany is priced: Asha's request is no enrolment.
  await enrol(asha, ids.botany);
  // Drawing has no lectures: enrolled, never completed.
  await enrol(asha, ids.drawing);
  // Chemistry belongs to the other Instructor: Bela completed it.
  await enrol(bela, ids.chemistry);
  await watch(bela, ids.chemistry, [1, 2, 3]);
});

describe('dashbordAnlytics: enrolments and completions', () => {
  it.each([
    ['anonymous', 401],
    ['Student', 403],
  ] as const)('answers %s with %i', async (caller, status) => {
    const response = await inject(accounts.headers(caller), 'GET', '/api/content/dashbordAnlytics');
    expect(response.statusCode).toBe(status);
    expect(response.json()).not.toHaveProperty('enrolments');
  });

  it("an Instructor sees their own courses' enrolments and completions only, requests not counted", async () => {
    expect(await enrolmentsOf('Instructor owner')).toEqual({
      enrolled: 4,
      completed: 1,
      courses: [
        { _id: ids.algebra, title: 'Algebra', enrolled: 3, completed: 1 },
        { _id: ids.drawing, title: 'Drawing', enrolled: 1, completed: 0 },
      ],
      coursesTotal: 2,
    });
    expect(await enrolmentsOf('Instructor non-owner')).toEqual({
      enrolled: 1,
      completed: 1,
      courses: [{ _id: ids.chemistry, title: 'Chemistry', enrolled: 1, completed: 1 }],
      coursesTotal: 1,
    });
  });

  it('an Admin sees every course, the most enrolled first', async () => {
    expect(await enrolmentsOf('Admin')).toEqual({
      enrolled: 5,
      completed: 2,
      courses: [
        { _id: ids.algebra, title: 'Algebra', enrolled: 3, completed: 1 },
        { _id: ids.chemistry, title: 'Chemistry', enrolled: 1, completed: 1 },
        { _id: ids.drawing, title: 'Drawing', enrolled: 1, completed: 0 },
      ],
      coursesTotal: 3,
    });
  });

  it('pages through the per-course figures, in the same order, for staff only and their own courses', async () => {
    const page = async (caller: Caller, query: string) => {
      const response = await inject(accounts.headers(caller), 'GET', `/api/analytics/courses${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ courses: { title: string }[]; total: number; page: number; limit: number }>();
    };
    const first = await page('Admin', '?page=1&limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.courses.map((row) => row.title)).toEqual(['Algebra', 'Chemistry']);
    const second = await page('Admin', '?page=2&limit=2');
    expect(second.courses.map((row) => row.title)).toEqual(['Drawing']);
    expect((await page('Admin', '?page=3&limit=2')).courses).toEqual([]);
    expect(await page('Admin', '')).toMatchObject({ total: 3, page: 1 });
    const own = await page('Instructor non-owner', '?page=1');
    expect(own).toMatchObject({ total: 1, limit: 10, courses: [{ title: 'Chemistry' }] });
    expect((await inject({}, 'GET', '/api/analytics/courses')).statusCode).toBe(401);
    expect((await inject(accounts.headers('Student'), 'GET', '/api/analytics/courses')).statusCode).toBe(403);
    expect((await inject(accounts.headers('Admin'), 'GET', '/api/analytics/courses?page=0')).statusCode).toBe(400);
    expect((await inject(accounts.headers('Admin'), 'GET', '/api/analytics/courses?limit=101')).statusCode).toBe(400);
  });

  it('completion follows the current lectures: a new lecture reopens the course, removing the unwatched one completes it', async () => {
    const db = t.database.db;
    await db.insert(courseLectures).values({ courseId: ids.chemistry, position: 3, title: 'Four', videoUrl: 'x.mp4' });
    expect((await enrolmentsOf('Instructor non-owner')).completed).toBe(0);
    await db.delete(courseLectures).where(eq(courseLectures.courseId, ids.chemistry));
    await db
      .insert(courseLectures)
      .values(LECTURES.slice(0, 2).map((l, position) => ({ courseId: ids.chemistry, position, ...l })));
    expect((await enrolmentsOf('Instructor non-owner')).completed).toBe(1);

    // Bela watched Algebra's first two lectures: without the third she has completed it.
    await db
      .delete(courseLectures)
      .where(and(eq(courseLectures.courseId, ids.algebra), eq(courseLectures.position, 2)));
    expect((await enrolmentsOf('Instructor owner')).courses[0]).toEqual({
      _id: ids.algebra,
      title: 'Algebra',
      enrolled: 3,
      completed: 2,
    });
  });

  it('a student who leaves, or whose request is approved, changes the counts', async () => {
    const [request] = await t.database.db
      .select({ id: courseEnrolments.id })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.courseId, ids.botany), eq(courseEnrolments.userId, asha.id)));
    const approve = await inject(
      accounts.headers('Instructor owner'),
      'POST',
      `/api/courses/${ids.botany}/enrolments/${request!.id}/approve`,
    );
    expect(approve.statusCode).toBe(200);
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/courses/${ids.drawing}/enrolment`,
      headers: asha.headers,
    });
    expect(leave.statusCode).toBe(200);
    const mine = await enrolmentsOf('Instructor owner');
    expect(mine.courses.map((row) => [row.title, row.enrolled])).toEqual([
      ['Algebra', 3],
      ['Botany', 1],
    ]);
    expect(mine.enrolled).toBe(4);
  });
});
