import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeeder, insertStoredFile, type Seeder } from '../../../test/support/content.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';
import { growthPercent, monthKey, weekKey } from './analytics.service.ts';

let t: TestApp;
let admin: Account;
let mine: Account;
let other: Account;
let student: Account;
let seed: Seeder;
let myNote: string | undefined;
let myVideo: string | undefined;
let othersNote: string | undefined;

const NOW = new Date('2026-11-28T12:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  admin = await createLoggedInAccount(t, 'Admin');
  mine = await createLoggedInAccount(t, 'Instructor', 'Mine');
  other = await createLoggedInAccount(t, 'Instructor', 'Other');
  student = await createLoggedInAccount(t, 'Student');
  seed = createSeeder(t, { pdf: await insertStoredFile(t, 'pdf'), image: await insertStoredFile(t, 'image') });
  const own = (createdAt: string) => ({ ownerId: mine.id, createdAt: at(createdAt) });
  // Mine: notes 2 last month → 3 this month; videos 0 → 2; pyqs 4 → 1; courses 3 → 4.
  [myNote] = await seed.notes([
    own('2026-10-01T00:00:00Z'),
    own('2026-10-31T23:59:59Z'),
    own('2026-11-01T00:00:00Z'),
    own('2026-11-10T00:00:00Z'),
    own('2026-11-15T11:00:00Z'),
  ]);
  [myVideo] = await seed.videos([own('2026-11-02T00:00:00Z'), own('2026-11-03T00:00:00Z')]);
  await seed.pyqs([
    own('2026-10-02T00:00:00Z'),
    own('2026-10-03T00:00:00Z'),
    own('2026-10-04T00:00:00Z'),
    own('2026-10-05T00:00:00Z'),
    own('2026-11-05T00:00:00Z'),
  ]);
  await seed.courses([
    own('2026-10-06T00:00:00Z'),
    own('2026-10-07T00:00:00Z'),
    own('2026-10-08T00:00:00Z'),
    own('2026-11-06T00:00:00Z'),
    own('2026-11-07T00:00:00Z'),
    own('2026-11-08T00:00:00Z'),
    own('2026-11-09T00:00:00Z'),
  ]);
  // Other: a note this month, one in December 2025 (the chart's first month), one before the chart.
  [, othersNote] = await seed.notes([
    { ownerId: other.id, createdAt: at('2026-11-12T00:00:00Z'), status: 'draft' },
    { ownerId: other.id, createdAt: at('2025-12-01T00:00:00Z') },
    { ownerId: other.id, createdAt: at('2025-11-30T23:59:59Z') },
  ]);
});
afterAll(async () => {
  await t.close();
});

interface Analytics {
  data: Record<'notes' | 'videos' | 'pyqs' | 'courses', { total: number; growth: number }>;
  latest: { _id: string; type: string; title: string; createdAt: string; status: string }[];
  monthly: { month: string; notes: number; pyqs: number; videos: number; courses: number }[];
  weekly: { week: string; opens: number; activeStudents: number }[];
}

const fetchAnalytics = async (account: Account) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/content/dashbordAnlytics',
    headers: { ...account.headers, 'Content-Type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Analytics>();
};

describe('growth', () => {
  it('is this month against last month in percent with one decimal, 100 from nothing and 0 from nothing to nothing', () => {
    expect(growthPercent(3, 2)).toBe(50);
    expect(growthPercent(4, 3)).toBe(33.3);
    expect(growthPercent(1, 4)).toBe(-75);
    expect(growthPercent(2, 3)).toBe(-33.3);
    expect(growthPercent(2, 0)).toBe(100);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(0, 5)).toBe(-100);
  });

  it('names weeks by their Monday (UTC)', () => {
    expect(weekKey(new Date('2026-11-28T12:00:00Z'), 0)).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-23T00:00:00Z'), 0)).toBe('2026-11-23');
    expect(weekKey(new Date('2026-11-22T23:59:59Z'), 0)).toBe('2026-11-16');
    expect(weekKey(new Date('2026-01-01T00:00:00Z'), -1)).toBe('2025-12-22');
  });

  it('names UTC calendar months, across a year boundary', () => {
    expect(monthKey(new Date('2026-01-31T23:00:00Z'), -1)).toBe('2025-12');
    expect(monthKey(new Date('2026-11-15T00:00:00Z'), 0)).toBe('2026-11');
  });
});

describe('dashbordAnlytics', () => {
  it.each([
    ['anonymous', 401],
    ['Student', 403],
  ] as const)('answers %s with %i', async (caller, status) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content/dashbordAnlytics',
      headers: caller === 'anonymous' ? {} : student.headers,
    });
    expect(response.statusCode).toBe(status);
  });

  it("an Instructor sees their own totals and this month's growth by the app clock", async () => {
    const body = await fetchAnalytics(mine);
    expect(body.data).toEqual({
      notes: { total: 5, growth: 50, isNew: false },
      // From none last month: 100 for older clients, marked new for the web app.
      videos: { total: 2, growth: 100, isNew: true },
      pyqs: { total: 5, growth: -75, isNew: false },
      courses: { total: 7, growth: 33.3, isNew: false },
    });
    expect(body.latest).toHaveLength(10);
    expect(body.latest[0]).toMatchObject({ type: 'note', createdAt: '2026-11-15T11:00:00.000Z' });
  });

  it('the chart has the last 12 calendar months, oldest first, zero-filled', async () => {
    const body = await fetchAnalytics(mine);
    expect(body.monthly.map((entry) => entry.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(body.monthly.at(-1)).toEqual({ month: '2026-11', notes: 3, pyqs: 1, videos: 2, courses: 4 });
    expect(body.monthly.at(-2)).toEqual({ month: '2026-10', notes: 2, pyqs: 4, videos: 0, courses: 3 });
    expect(body.monthly[0]).toEqual({ month: '2025-12', notes: 0, pyqs: 0, videos: 0, courses: 0 });
  });

  it("another Instructor does not see the first one's figures", async () => {
    const body = await fetchAnalytics(other);
    expect(body.data.notes).toEqual({ total: 3, growth: 100, isNew: true });
    expect(body.data.videos.total + body.data.pyqs.total + body.data.courses.total).toBe(0);
    expect(body.monthly[0]?.notes).toBe(1);
    expect(body.latest.every((item) => item.type === 'note')).toBe(true);
    expect(body.latest).toHaveLength(3);
  });

  it('an Admin sees everybody’s figures', async () => {
    const body = await fetchAnalytics(admin);
    expect(body.data.notes).toEqual({ total: 8, growth: 100, isNew: false });
    expect(body.monthly.at(-1)?.notes).toBe(4);
  });

  it('moving the clock to the next month turns this month into last month', async () => {
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    try {
      const body = await fetchAnalytics(mine);
      expect(body.data.notes).toEqual({ total: 5, growth: -100, isNew: false });
      expect(body.monthly.at(-1)).toEqual({ month: '2026-12', notes: 0, pyqs: 0, videos: 0, courses: 0 });
      expect(body.monthly[0]?.month).toBe('2026-01');
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('weekly opens', () => {
  const openAt = async (account: Account, when: string, body: object) => {
    t.clock.set(new Date(when));
    const response = await t.app.inject({ method: 'POST', url: '/api/opens', headers: account.headers, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  };
  const weeksOf = async (account: Account) => {
    t.clock.set(NOW);
    const body = await fetchAnalytics(account);
    expect(body.weekly).toHaveLength(8);
    expect(body.weekly[0]).toEqual({ week: '2026-10-05', opens: 0, activeStudents: 0 });
    return body.weekly.filter((week) => week.opens > 0);
  };

  it("counts students' opens and active students per week: an Instructor's of their items, an Admin's of all", async () => {
    const second = await createLoggedInAccount(t, 'Student', 'Second');
    try {
      await openAt(student, '2026-11-27T10:00:00Z', { type: 'note', id: myNote });
      // The same sitting, then the same item another week: two opens.
      await openAt(student, '2026-11-27T10:10:00Z', { type: 'note', id: myNote });
      await openAt(student, '2026-11-17T09:00:00Z', { type: 'video', id: myVideo });
      await openAt(second, '2026-11-18T09:00:00Z', { type: 'note', id: myNote });
      await openAt(second, '2026-11-18T09:05:00Z', { type: 'note', id: othersNote });
      // Staff looking at material is not study.
      await openAt(mine, '2026-11-27T11:00:00Z', { type: 'note', id: myNote });
    } finally {
      t.clock.set(NOW);
    }
    expect(await weeksOf(mine)).toEqual([
      { week: '2026-11-16', opens: 2, activeStudents: 2 },
      { week: '2026-11-23', opens: 1, activeStudents: 1 },
    ]);
    expect(await weeksOf(other)).toEqual([{ week: '2026-11-16', opens: 1, activeStudents: 1 }]);
    expect(await weeksOf(admin)).toEqual([
      { week: '2026-11-16', opens: 3, activeStudents: 2 },
      { week: '2026-11-23', opens: 1, activeStudents: 1 },
    ]);
  });
});
