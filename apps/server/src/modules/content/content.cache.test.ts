import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/harness.ts';
import {
  type Accounts,
  type Caller,
  type Seeder,
  closeContentTests,
  openContentTests,
} from '../../../test/support/content.ts';

// The fast paths of the lists and of search (docs/decisions/0010): totals from trigger-kept counts,
// pages read from the nearer end of an index, and per-instance caches checked against the content
// version. Each must answer exactly what the plain queries would.

interface Item {
  _id: string;
  title: string;
  createdAt: string;
  isWatching: boolean;
  page?: number;
}
interface ListBody {
  data: Item[];
  total: number;
  [key: string]: unknown;
}
interface SearchBody {
  results: Item[];
  total: number;
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;
/** A second app on the same database: another instance with caches of its own. */
let other: FastifyInstance;

beforeAll(async () => {
  ({ t, accounts, seed } = await openContentTests());
  other = await buildApp({
    config: t.config,
    database: t.database,
    clock: t.clock,
    logger: false,
    startWorkers: false,
    webDistDir: null,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await closeContentTests(t);
});

const get = async <T>(app: FastifyInstance, caller: Caller, url: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url, headers: accounts.headers(caller) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const send = async (caller: Caller, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: accounts.headers(caller), payload });
  expect(response.statusCode, response.body).toBe(200);
};

/** content_counts summed per table, category, status and visibility, against a count of the rows. */
async function countsDisagreeing(): Promise<unknown[]> {
  const rows = await t.database.db.execute(sql`
    with actual as (
      select 'note' as item_type, owner_id, category, status, is_public, count(*)::int as n from notes group by 1, 2, 3, 4, 5
      union all select 'pyq', owner_id, category, status, is_public, count(*)::int from pyqs group by 1, 2, 3, 4, 5
      union all select 'video', owner_id, category, status, is_public, count(*)::int from videos group by 1, 2, 3, 4, 5
      union all select 'course', owner_id, category, status, is_public, count(*)::int from courses group by 1, 2, 3, 4, 5
    ), kept as (
      select item_type, nullif(owner_key, '00000000-0000-0000-0000-000000000000') as owner_id, category, status,
        is_public, rows::int as n from content_counts where rows <> 0
    )
    (select * from actual except select * from kept) union all (select * from kept except select * from actual)`);
  return (rows as { rows: unknown[] }).rows;
}

describe('list totals kept by triggers', () => {
  it('stay equal to a count of the rows through inserts, updates, deletes and a deleted owner', async () => {
    const owner = accounts.ids['Instructor owner'];
    const leaving = await t.app.auth.createAccount({
      role: 'Instructor',
      email: 'leaving@college.example.edu',
      username: 'Leaving',
      password: 'a password that is long',
    });
    const [first, second] = await seed.notes([
      { title: 'counted one', ownerId: owner },
      { title: 'counted two', ownerId: owner, category: 'commerce' },
    ]);
    await seed.videos([{ title: 'gone with owner', ownerId: leaving._id, status: 'draft' }]);
    await seed.courses([{ title: 'course', ownerId: owner }]);
    expect(await countsDisagreeing()).toEqual([]);

    await send('Instructor owner', 'PUT', `/api/content/updateNotes/${first}`, { status: 'draft', isPublic: false });
    await send('Admin', 'PUT', `/api/content/updateNotes/${second}`, { category: 'artscivils' });
    await send('Admin', 'DELETE', `/api/content/deleteNote/${first}`);
    await t.database.db.execute(sql`delete from ${users} where ${users.id} = ${leaving._id}`);
    await t.database.db.execute(sql`update pyqs set status = 'archived'`);
    expect(await countsDisagreeing()).toEqual([]);
  });

  it('a list total follows a change at once', async () => {
    const before = await get<ListBody>(t.app, 'Student', '/api/content/getAllPublicPYQ?category=commerce&page=1');
    await seed.pyqs([{ title: 'one more', category: 'commerce' }]);
    const after = await get<ListBody>(t.app, 'Student', '/api/content/getAllPublicPYQ?category=commerce&page=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]?.title).toBe('one more');
  });
});

describe('pages read from the nearer end', () => {
  const minute = (n: number) => new Date(Date.UTC(2023, 5, 1) + n * 60_000);

  beforeAll(async () => {
    // 23 public videos in artscivils, three pairs sharing a time (the id breaks those ties).
    await seed.videos(
      Array.from({ length: 23 }, (_, index) => ({
        title: `video ${index}`,
        category: 'artscivils' as const,
        createdAt: minute(index % 7 === 0 ? index + 1 : index),
      })),
    );
  });

  it('every page, in both orders and for several sizes, is the slice of the whole ordered list', async () => {
    const rows = await t.database.db.execute(sql`select id, title from videos
      where category = 'artscivils' and status = 'public' and is_public order by created_at desc, id desc`);
    const latest = (rows as { rows: { title: string }[] }).rows.map((row) => row.title);
    expect(latest).toHaveLength(23);
    for (const [sortBy, expected] of [
      ['latest', latest],
      ['oldest', [...latest].reverse()],
    ] as const) {
      for (const limit of [1, 4, 5, 10, 22, 23, 30]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(23 / limit) + 1; page += 1) {
          const body = await get<ListBody>(
            t.app,
            'Student',
            `/api/content/getAllPublicVideo?category=artscivils&sortBy=${sortBy}&page=${page}&limit=${limit}`,
          );
          expect(body.total).toBe(23);
          pages.push(...body.data.map((item) => item.title));
        }
        expect(pages, `${sortBy}, limit ${limit}`).toEqual(expected);
      }
    }
  });
});

describe('caches on several instances', () => {
  // Another instance hears of a commit through the change feed within milliseconds; `sync` waits for
  // exactly that, so these tests say what it sees then (decision 0019).
  it('a list cached by one instance shows a change made through another once it has heard of it', async () => {
    const [id] = await seed.notes([{ title: 'before the change', category: 'commerce' }]);
    const url = '/api/content/getAllPublicNotes?category=commerce&page=1';
    const cached = await get<ListBody>(other, 'Student', url);
    expect(cached.data.map((item) => item.title)).toContain('before the change');
    await get<ListBody>(other, 'Student', url);

    await send('Admin', 'PUT', `/api/content/updateNotes/${id}`, { title: 'after the change' });
    await other.changeFeed.sync();
    const changed = await get<ListBody>(other, 'Student', url);
    expect(changed.data.map((item) => item.title)).toContain('after the change');
    expect(changed.data.map((item) => item.title)).not.toContain('before the change');

    await send('Admin', 'PUT', `/api/content/updateNotes/${id}`, { status: 'draft' });
    await other.changeFeed.sync();
    const hidden = await get<ListBody>(other, 'Student', url);
    expect(hidden.data.map((item) => item._id)).not.toContain(id);
    expect(hidden.total).toBe(changed.total - 1);
  });

  it('a cached page carries each caller’s own isWatching', async () => {
    const [id] = await seed.notes([{ title: 'watched by one', category: 'artscivils' }]);
    const url = '/api/content/getAllPublicNotes?category=artscivils&page=1';
    await get<ListBody>(other, 'Admin', url);
    await send('Student', 'POST', '/api/content/addInMylearning', { contentId: id, contentType: 'Note' });
    await other.changeFeed.sync();
    const isWatching = async (caller: Caller) =>
      (await get<ListBody>(other, caller, url)).data.find((item) => item._id === id)?.isWatching;
    expect(await isWatching('Student')).toBe(true);
    expect(await isWatching('Admin')).toBe(false);
    expect(await isWatching('Student')).toBe(true);
    await send('Student', 'POST', '/api/content/removeFromMyLearning', { contentId: id, contentType: 'Note' });
    await other.changeFeed.sync();
    expect(await isWatching('Student')).toBe(false);
  });

  it('Students share a cached page as the same finished answer until one of its items is in their My Learning', async () => {
    const [id] = await seed.pyqs([{ title: 'shared answer paper', category: 'artscivils' }]);
    const url = '/api/content/getAllPublicPYQ?category=artscivils&page=1';
    const bodies: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const response = await other.inject({ method: 'GET', url, headers: accounts.headers('Student') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ success: true, page: 1 });

    await send('Student', 'POST', '/api/content/addInMylearning', { contentId: id, contentType: 'PYQ' });
    await other.changeFeed.sync();
    const watched = await get<ListBody>(other, 'Student', url);
    expect(watched.data.find((item) => item._id === id)?.isWatching).toBe(true);
    await send('Student', 'POST', '/api/content/removeFromMyLearning', { contentId: id, contentType: 'PYQ' });
    await other.changeFeed.sync();
    const again = await other.inject({ method: 'GET', url, headers: accounts.headers('Student') });
    expect(again.body).toBe(bodies[0]);
  });

  it('a cached search shows changes made through another instance, and each caller’s isWatching', async () => {
    const [id] = await seed.videos([{ title: 'Quasar lecture', category: 'commerce' }]);
    const url = '/api/content/searchContent?search=quasar';
    expect((await get<SearchBody>(other, 'Student', url)).results.map((item) => item._id)).toEqual([id]);
    await send('Student', 'POST', '/api/content/addInMylearning', { contentId: id, contentType: 'Video' });
    await other.changeFeed.sync();
    expect((await get<SearchBody>(other, 'Student', url)).results[0]?.isWatching).toBe(true);
    expect((await get<SearchBody>(other, 'Instructor owner', url)).results[0]?.isWatching).toBe(false);
    expect((await get<SearchBody>(other, 'anonymous', url)).results[0]?.isWatching).toBe(false);

    await send('Admin', 'PUT', `/api/content/updateVideo/${id}`, { status: 'draft' });
    await other.changeFeed.sync();
    expect((await get<SearchBody>(other, 'Student', url)).total).toBe(0);
    // An Admin still finds the draft: the caches of different viewers are apart.
    expect((await get<SearchBody>(other, 'Admin', url)).total).toBe(1);
  });
});

/** More matches of a type than this are all ranked and counted too: search has no bound per type. */
const CANDIDATES_PER_BRANCH = 1000;

describe('search over many matches', () => {
  it("a word in more items of a type than the PDFs' bound: the items' own text ranks and counts every one", async () => {
    // Every match is ranked and counted (docs/decisions/0027).
    const count = CANDIDATES_PER_BRANCH + 5;
    await t.database.db.execute(sql`insert into videos (title, description, category, file_url, created_at, updated_at)
      select 'Clip ' || i, 'ubiquitous word', 'commerce', 'dQw4w9WgXcQ', now() - i * interval '1 minute', now() - i * interval '1 minute'
      from generate_series(1, ${count}) i`);
    // Heard by this instance before the search (writes through the API wait for it the same way).
    await t.app.changeFeed.sync();
    const first = await get<SearchBody>(t.app, 'Student', '/api/content/searchContent?search=ubiquitous&type=video');
    expect(first.total).toBe(count);
    expect(first.results[0]?.title).toBe('Clip 1');
    const last = await get<SearchBody>(
      t.app,
      'Student',
      `/api/content/searchContent?search=ubiquitous&type=video&limit=5&page=${count / 5}`,
    );
    // The oldest come last, newest first among equal ranks.
    expect(last.results.map((item) => item.title)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Clip ${CANDIDATES_PER_BRANCH + 1 + i}`),
    );
  });

  it('a word in very many items: pages in order, each item once, together every match', async () => {
    const count = 2100;
    await t.database.db.execute(sql`insert into videos (title, description, category, file_url, created_at, updated_at)
      select 'Reel ' || i, 'omnipresent word', 'artscivils', 'dQw4w9WgXcQ', now() - i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, ${count}) i`);
    // Heard by this instance before the search (writes through the API wait for it the same way).
    await t.app.changeFeed.sync();
    const first = await get<SearchBody>(t.app, 'Student', '/api/content/searchContent?search=omnipresent&type=video');
    expect(first.total).toBe(count);
    const all: string[] = [];
    for (let page = 1; page <= count / 100; page += 1) {
      const body = await get<SearchBody>(
        t.app,
        'Student',
        `/api/content/searchContent?search=omnipresent&type=video&limit=100&page=${page}`,
      );
      all.push(...body.results.map((item) => item.title));
    }
    expect(all).toEqual(Array.from({ length: count }, (_, i) => `Reel ${i + 1}`));
  });

  it('a word on a few PDF pages shared by many items finds every item that may be seen, newest first, with the page', async () => {
    // Few matching pages, more items using them than the old bound: each file's best page ranks every
    // visible item that uses it (docs/decisions/0027).
    await t.database.db.execute(sql`insert into files (id, kind, mime_type, size, page_count, text_status)
      select md5('quill' || f) || md5('pen' || f), 'pdf', 'application/pdf', 1, 3, 'done' from generate_series(1, 3) f`);
    await t.database.db.execute(sql`insert into pdf_pages (file_id, page_number, text)
      select md5('quill' || f) || md5('pen' || f), p, case when p = f then 'the calligraphy of the quill' else 'ink and paper' end
      from generate_series(1, 3) f, generate_series(1, 3) p`);
    // 1,200 notes, 400 on each file; every tenth is a draft a Student may not see.
    await t.database.db
      .execute(sql`insert into notes (title, professor, category, file_id, status, created_at, updated_at)
      select 'Script ' || i, 'Prof', 'commerce', md5('quill' || (1 + i % 3)) || md5('pen' || (1 + i % 3)),
        (case when i % 10 = 0 then 'draft' else 'public' end)::content_status,
        now() - i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, 1200) i`);
    await t.app.changeFeed.sync();
    const titles: string[] = [];
    let total = 0;
    for (let page = 1; page <= 11; page += 1) {
      const body = await get<SearchBody>(
        t.app,
        'Student',
        `/api/content/searchContent?search=calligraphy&type=notes&limit=100&page=${page}`,
      );
      total = body.total;
      for (const item of body.results) {
        // The page of the item's own file that holds the word.
        const number = Number(item.title.replace('Script ', ''));
        expect(item.page).toBe(1 + (number % 3));
        titles.push(item.title);
      }
    }
    // Every public one (120 of the 1,200 are drafts), more than the old bound of 1,000 per type,
    // newest first (the same rank for all), each once.
    expect(total).toBe(1080);
    expect(total).toBeGreaterThan(CANDIDATES_PER_BRANCH);
    const expected = Array.from({ length: 1200 }, (_, index) => index + 1)
      .filter((i) => i % 10 !== 0)
      .map((i) => `Script ${i}`);
    expect(titles).toEqual(expected);
  });

  it('a word on very many PDF pages finds the items that use them, with the page', async () => {
    // Many matching pages: typed words and websearch text alike rank every item that uses them.
    const count = 520;
    await t.database.db.execute(sql`insert into files (id, kind, mime_type, size, page_count, text_status)
      select md5('xylo' || i) || md5('graph' || i), 'pdf', 'application/pdf', 1, 2, 'done' from generate_series(1, ${count}) i`);
    await t.database.db.execute(sql`insert into pdf_pages (file_id, page_number, text)
      select md5('xylo' || i) || md5('graph' || i), 2, 'a page about the xylograph craft' from generate_series(1, ${count}) i`);
    // Two notes on each file: more items than the walk's bound of the newest 1,000 per type.
    await t.database.db.execute(sql`insert into notes (title, professor, category, file_id, created_at, updated_at)
      select 'Print ' || i, 'Prof', 'commerce', md5('xylo' || (1 + (i - 1) % ${count})) || md5('graph' || (1 + (i - 1) % ${count})),
        now() - i * interval '1 second', now() - i * interval '1 second'
      from generate_series(1, ${2 * count}) i`);
    await t.app.changeFeed.sync();
    const body = await get<SearchBody>(
      t.app,
      'Student',
      '/api/content/searchContent?search=xylograph&type=notes&limit=100',
    );
    // Every one, each file's rank given to both of its notes.
    expect(body.total).toBe(2 * count);
    expect(body.results).toHaveLength(100);
    expect(body.results.every((item) => item.page === 2)).toBe(true);
    // Newest first (the same rank for all).
    expect(body.results.map((item) => item.title)).toEqual(Array.from({ length: 100 }, (_, i) => `Print ${i + 1}`));
    const walked = await get<SearchBody>(
      t.app,
      'Student',
      `/api/content/searchContent?search=${encodeURIComponent('"xylograph craft"')}&type=notes&limit=100`,
    );
    expect(walked.total).toBe(2 * count);
    expect(walked.results.map((item) => [item.title, item.page])).toEqual(
      Array.from({ length: 100 }, (_, i) => [`Print ${i + 1}`, 2]),
    );
  });
});

describe('several lists in one answer', () => {
  it("an Instructor's public and own lists keep each item's isWatching when answered from the caches", async () => {
    const owner = accounts.ids['Instructor owner'];
    const later = (n: number) => new Date(Date.UTC(2031, 0, 1) + n * 60_000);
    const [shared, draft, other] = await seed.notes([
      { title: 'in both lists', ownerId: owner, createdAt: later(3) },
      { title: 'own draft', ownerId: owner, status: 'draft', isPublic: false, createdAt: later(2) },
      { title: 'someone else’s', createdAt: later(1) },
    ]);
    const ids = [shared, draft, other];
    const add = (id: string | undefined) =>
      send('Instructor owner', 'POST', '/api/content/addInMylearning', { contentId: id, contentType: 'Note' });
    await add(draft);
    await add(other);
    const url = '/api/content/getAllPublicNotes?category=sciTechnology&page=1';
    const watching = (items: unknown) =>
      Object.fromEntries(
        (items as Item[]).filter((item) => ids.includes(item._id)).map((item) => [item.title, item.isWatching]),
      );

    const fresh = await get<ListBody>(t.app, 'Instructor owner', url);
    expect(watching(fresh.data)).toEqual({ 'in both lists': false, 'someone else’s': true });
    expect(watching(fresh.myNotes)).toEqual({ 'in both lists': false, 'own draft': true });
    // The second answer comes from the caches, with isWatching read for both lists at once.
    expect(await get<ListBody>(t.app, 'Instructor owner', url)).toEqual(fresh);

    await add(shared);
    const after = await get<ListBody>(t.app, 'Instructor owner', url);
    expect(watching(after.data)).toEqual({ 'in both lists': true, 'someone else’s': true });
    expect(watching(after.myNotes)).toEqual({ 'in both lists': true, 'own draft': true });
  });
});
