import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, useContentTests } from '../../../test/support/content.ts';

const c = useContentTests();

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);

const get = async (caller: Caller, path: string) => {
  const response = await c.t.app.inject({
    method: 'GET',
    url: `/api/content/${path}`,
    headers: c.accounts.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<
    { data: { _id: string; title: string; type: string }[]; results: { title: string }[] } & Record<string, unknown>
  >();
};

describe('latest uploads', () => {
  beforeAll(async () => {
    const owner = c.accounts.ids['Instructor owner'];
    const other = c.accounts.ids['Instructor non-owner'];
    await c.seed.notes([{ title: 'note 1', ownerId: owner, status: 'draft', createdAt: day(1) }]);
    await c.seed.pyqs([{ title: 'pyq 2', ownerId: other, createdAt: day(2) }]);
    await c.seed.videos([{ title: 'video 3', ownerId: owner, category: 'commerce', createdAt: day(3) }]);
    await c.seed.courses([{ title: 'course 4', ownerId: owner, createdAt: day(4) }]);
    await c.seed.notes(
      Array.from({ length: 12 }, (_, index) => ({ title: `old ${index}`, ownerId: other, createdAt: day(-index - 1) })),
    );
  });

  it('an Admin gets the ten newest uploads across the four types, newest first', async () => {
    const body = await get('Admin', 'getLatestUpload');
    expect(body.data).toHaveLength(10);
    expect(body.data.slice(0, 5).map((item) => [item.type, item.title])).toEqual([
      ['course', 'course 4'],
      ['video', 'video 3'],
      ['pyq', 'pyq 2'],
      ['note', 'note 1'],
      ['note', 'old 0'],
    ]);
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      type: 'course',
      title: 'course 4',
      createdAt: day(4).toISOString(),
      status: 'public',
    });
  });

  it('an Instructor sees only their own uploads, drafts included', async () => {
    const body = await get('Instructor owner', 'getLatestUpload');
    expect(body.data.map((item) => item.title)).toEqual(['course 4', 'video 3', 'note 1']);
  });

  it('the category narrows the uploads', async () => {
    const body = await get('Instructor owner', 'getLatestUpload?category=commerce');
    expect(body.data.map((item) => item.title)).toEqual(['video 3']);
  });
});

describe('the dashboard list', () => {
  beforeAll(async () => {
    const owner = c.accounts.ids['Instructor owner'];
    const other = c.accounts.ids['Instructor non-owner'];
    await c.seed.videos([
      { title: '100% pass guide', ownerId: owner, category: 'artscivils', createdAt: day(10) },
      { title: '1000 pass tips', ownerId: owner, category: 'artscivils', createdAt: day(11) },
      { title: 'snake_case basics', ownerId: owner, category: 'artscivils', createdAt: day(12) },
      { title: 'snakeXcase impostor', ownerId: owner, category: 'artscivils', createdAt: day(13) },
      { title: 'back\\slash', ownerId: owner, category: 'artscivils', status: 'draft', createdAt: day(14) },
      { title: 'other PASS video', ownerId: other, category: 'artscivils', createdAt: day(15) },
    ]);
  });

  it('search matches the title case-insensitively as plain text: % _ and \\ are literal', async () => {
    const search = async (caller: Caller, text: string) =>
      (
        await get(caller, `dashbordContent?type=video&category=artscivils&search=${encodeURIComponent(text)}`)
      ).results.map((item) => item.title);
    expect(await search('Admin', '100%')).toEqual(['100% pass guide']);
    expect(await search('Admin', '%')).toEqual(['100% pass guide']);
    expect(await search('Admin', 'snake_case')).toEqual(['snake_case basics']);
    expect(await search('Admin', '_')).toEqual(['snake_case basics']);
    expect(await search('Admin', '\\')).toEqual(['back\\slash']);
    expect(await search('Admin', 'pass')).toEqual(['other PASS video', '1000 pass tips', '100% pass guide']);
    expect(await search('Instructor owner', 'PASS')).toEqual(['1000 pass tips', '100% pass guide']);
  });

  it('an Instructor sees only their own items; status and category filter', async () => {
    const own = await get('Instructor owner', 'dashbordContent?type=video&category=artscivils');
    expect(own).toMatchObject({ total: 5, page: 1 });
    const drafts = await get('Instructor owner', 'dashbordContent?type=video&category=artscivils&status=draft');
    expect(drafts.results.map((item) => item.title)).toEqual(['back\\slash']);
    const others = await get('Instructor non-owner', 'dashbordContent?type=video&category=artscivils');
    expect(others.results.map((item) => item.title)).toEqual(['other PASS video']);
    const none = await get('Instructor owner', 'dashbordContent?type=video&category=commerce&status=archived');
    expect(none).toMatchObject({ results: [], total: 0 });
  });

  it('pages with the dashboard page sizes and answers total, page and limit', async () => {
    const first = await get('Admin', 'dashbordContent?type=video&category=artscivils&page=1');
    // The requested type comes back at the top: older dashboards use the results only then.
    expect(first).toMatchObject({ type: 'video', total: 6, page: 1, limit: 5 });
    expect(await get('Admin', 'dashbordContent?page=1')).toMatchObject({ type: 'notes' });
    expect(first.results).toHaveLength(5);
    const second = await get('Admin', 'dashbordContent?type=video&category=artscivils&page=2');
    expect(second.results.map((item) => item.title)).toEqual(['100% pass guide']);
    expect((await get('Admin', 'dashbordContent?type=course&page=1')).limit).toBe(3);
    expect((await get('Admin', 'dashbordContent?type=pyq&page=1')).limit).toBe(4);
    expect((await get('Admin', 'dashbordContent?page=1')).limit).toBe(5);
  });

  it('an unknown type is 400', async () => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/dashbordContent?type=books',
      headers: c.accounts.headers('Admin'),
    });
    expect(response.statusCode).toBe(400);
  });
});
