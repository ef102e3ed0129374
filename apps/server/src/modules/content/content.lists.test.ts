import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, useContentTests, type ContentAnswer as Answer } from '../../../test/support/content.ts';

const c = useContentTests();

interface ListItem {
  _id: string;
  title: string;
  isWatching: boolean;
  createdAt: string;
  status: string;
  isPublic: boolean;
  category: string;
  lectures?: { title: string }[];
}
interface ListBody {
  success: boolean;
  data: ListItem[];
  total: number;
  page: number;
  limit: number;
  [key: string]: unknown;
}

const list = async (caller: Caller, path: string) => {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `/api/content/${path}`,
    headers: c.accounts.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ListBody>();
};
const titles = (items: unknown) => (items as ListItem[]).map((item) => item.title);
const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

describe('visibility of the public lists', () => {
  beforeAll(async () => {
    const owner = c.accounts.ids['Instructor owner'];
    const other = c.accounts.ids['Instructor non-owner'];
    await c.seed.notes([
      { title: 'public', ownerId: other, createdAt: day(1) },
      { title: 'own draft', ownerId: owner, status: 'draft', createdAt: day(2) },
      { title: 'own hidden', ownerId: owner, isPublic: false, createdAt: day(3) },
      { title: 'other draft', ownerId: other, status: 'draft', createdAt: day(4) },
      { title: 'other archived', ownerId: other, status: 'archived', createdAt: day(5) },
      { title: 'other hidden', ownerId: other, isPublic: false, createdAt: day(6) },
      { title: 'own public', ownerId: owner, createdAt: day(7) },
      { title: 'commerce', ownerId: owner, category: 'commerce', createdAt: day(8) },
    ]);
  });

  it('a Student sees only public items with isPublic on, and no staff lists', async () => {
    const body = await list('Student', 'getAllPublicNotes');
    expect(titles(body.data)).toEqual(['own public', 'public']);
    expect(body.total).toBe(2);
    expect(body).not.toHaveProperty('myNotes');
    expect(body).not.toHaveProperty('allNotes');
  });

  it('an Instructor’s myNotes holds their own items of any status, never another’s draft', async () => {
    const body = await list('Instructor owner', 'getAllPublicNotes');
    expect(titles(body.data)).toEqual(['own public', 'public']);
    expect(titles(body.myNotes)).toEqual(['own public', 'own hidden', 'own draft']);
    expect(body.myTotal).toBe(3);
    expect(body).not.toHaveProperty('allNotes');
    const other = await list('Instructor non-owner', 'getAllPublicNotes');
    expect(titles(other.myNotes)).not.toContain('own draft');
  });

  it('an Admin’s allNotes holds every item of the category, and myNotes their own (older dashboards count those)', async () => {
    const body = await list('Admin', 'getAllPublicNotes');
    expect(titles(body.data)).toEqual(['own public', 'public']);
    expect(body.allNotes as ListItem[]).toHaveLength(7);
    expect(body.allTotal).toBe(7);
    expect(body.myNotes).toEqual([]);
    expect(body.myTotal).toBe(0);

    // Kept out of the public lists (a draft, a hidden note), so the other tests' categories do not change.
    await c.seed.notes([
      {
        title: 'admin draft',
        ownerId: c.accounts.ids.Admin,
        category: 'artscivils',
        status: 'draft',
        createdAt: day(9),
      },
      {
        title: 'instructor hidden',
        ownerId: c.accounts.ids['Instructor owner'],
        category: 'artscivils',
        isPublic: false,
        createdAt: day(10),
      },
    ]);
    const arts = await list('Admin', 'getAllPublicNotes?category=artscivils');
    expect(titles(arts.myNotes)).toEqual(['admin draft']);
    expect(titles(arts.allNotes)).toEqual(['instructor hidden', 'admin draft']);
    expect(titles(arts.data)).toEqual([]);
  });

  it('the category filter picks one category and defaults to sciTechnology', async () => {
    expect(titles((await list('Student', 'getAllPublicNotes?category=commerce')).data)).toEqual(['commerce']);
    expect(titles((await list('Student', 'getAllPublicNotes?category=artscivils')).data)).toEqual([]);
    const wrong = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getAllPublicNotes?category=nope',
      headers: c.accounts.headers('Student'),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('sortBy oldest reverses the order, latest is the default', async () => {
    expect(titles((await list('Student', 'getAllPublicNotes?sortBy=oldest')).data)).toEqual(['public', 'own public']);
    expect(titles((await list('Student', 'getAllPublicNotes?sortBy=latest')).data)).toEqual(['own public', 'public']);
  });
});

describe('paging of the public lists', () => {
  beforeAll(async () => {
    // 510 public PYQs in artscivils, one a minute, plus hidden ones that must not count.
    const start = Date.UTC(2024, 0, 1);
    await c.seed.pyqs(
      Array.from({ length: 510 }, (_, index) => ({
        title: `pyq ${String(index).padStart(3, '0')}`,
        category: 'artscivils' as const,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    await c.seed.pyqs(Array.from({ length: 5 }, () => ({ category: 'artscivils' as const, status: 'draft' as const })));
  });

  it('page and limit answer that page with the total', async () => {
    const body = await list('Student', 'getAllPublicPYQ?category=artscivils&page=2&limit=100');
    expect(body).toMatchObject({ total: 510, page: 2, limit: 100 });
    expect(body.data).toHaveLength(100);
    expect(body.data[0]?.title).toBe('pyq 409');
  });

  it('the default page size is the spec’s (PYQ 10, videos 5, courses 4)', async () => {
    const body = await list('Student', 'getAllPublicPYQ?category=artscivils&page=1');
    expect(body).toMatchObject({ total: 510, page: 1, limit: 10 });
    expect(body.data).toHaveLength(10);
    expect((await list('Student', 'getAllPublicVideo?page=1')).limit).toBe(5);
    expect((await list('Student', 'getAllPublicCourse?page=1')).limit).toBe(4);
    expect((await list('Student', 'getAllPublicNotes?page=1')).limit).toBe(10);
  });

  it('the last page holds the rest and a page past it is empty', async () => {
    const last = await list('Student', 'getAllPublicPYQ?category=artscivils&page=6&limit=100');
    expect(last.data).toHaveLength(10);
    expect(last.data.at(-1)?.title).toBe('pyq 000');
    const past = await list('Student', 'getAllPublicPYQ?category=artscivils&page=7&limit=100');
    expect(past).toMatchObject({ data: [], total: 510, page: 7 });
  });

  it('a limit above 100, a page below 1 or a non-number is 400', async () => {
    for (const query of ['limit=101', 'page=0', 'page=abc', 'limit=0']) {
      const response = await c.t.app.inject({
        method: 'GET',
        url: `/api/content/getAllPublicPYQ?${query}`,
        headers: c.accounts.headers('Student'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<Answer>().success).toBe(false);
    }
  });

  it('without page the whole filtered list comes back, capped at 500', async () => {
    const body = await list('Student', 'getAllPublicPYQ?category=artscivils&sortBy=oldest');
    expect(body).toMatchObject({ total: 510, page: 1, limit: 500 });
    expect(body.data).toHaveLength(500);
    expect(body.data[0]?.title).toBe('pyq 000');
  });

  it('an Admin’s allPYQ is paged the same way and counts the hidden items too', async () => {
    const body = await list('Admin', 'getAllPublicPYQ?category=artscivils&page=1&limit=20');
    expect(body.allPYQ as ListItem[]).toHaveLength(20);
    expect(body.allTotal).toBe(515);
  });
});

describe('isWatching and courses in the lists', () => {
  it('isWatching is true only for the caller who added the item', async () => {
    const [watched, unwatched] = await c.seed.videos([
      { title: 'watched', category: 'commerce', createdAt: day(2) },
      { title: 'unwatched', category: 'commerce', createdAt: day(1) },
    ]);
    const added = await c.t.app.inject({
      method: 'POST',
      url: '/api/content/addInMylearning',
      headers: c.accounts.headers('Student'),
      payload: { contentId: watched, contentType: 'Video' },
    });
    expect(added.statusCode).toBe(200);
    const forStudent = (await list('Student', 'getAllPublicVideo?category=commerce')).data;
    expect(forStudent.map((item) => [item._id, item.isWatching])).toEqual([
      [watched, true],
      [unwatched, false],
    ]);
    const forAdmin = await list('Admin', 'getAllPublicVideo?category=commerce');
    expect(forAdmin.data.every((item) => !item.isWatching)).toBe(true);
    expect((forAdmin.allVideo as ListItem[]).every((item) => !item.isWatching)).toBe(true);
  });

  it('courses come with their lectures, in order, and the contract’s field names', async () => {
    await c.seed.courses(
      [
        { title: 'course A', category: 'commerce', createdAt: day(1) },
        { title: 'course B', category: 'commerce', createdAt: day(2) },
      ],
      [
        { title: 'first', videoUrl: 'https://youtu.be/aaaaaaaaaaa' },
        { title: 'second', videoUrl: '' },
      ],
    );
    const body = await list('Student', 'getAllPublicCourse?category=commerce&page=1');
    expect(body.data).toHaveLength(2);
    for (const course of body.data) {
      expect(course.lectures?.map((lecture) => lecture.title)).toEqual(['first', 'second']);
      expect(course).toMatchObject({ type: 'course', isWatching: false, price: 999, trialVideo: expect.any(String) });
      expect(course).toHaveProperty('courseImage');
      expect(course).not.toHaveProperty('searchVector');
      expect(new Date(course.createdAt).toISOString()).toBe(course.createdAt);
    }
  });
});
