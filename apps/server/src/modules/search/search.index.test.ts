import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  searchContentResponseSchema,
  searchSuggestionsResponseSchema,
  type SearchContentResponse,
  type SearchSuggestionsResponse,
} from '@prepshelf/contract';
import type { TestApp } from '../../../test/harness.ts';
import { databaseUnavailability } from '../../db/unavailable.ts';
import { contentVersion, notes, pdfPages, pyqs, videos } from '../../db/schema/index.ts';
import {
  type Accounts,
  closeContentTests,
  insertStoredFile,
  openContentTests,
  type Seeder,
} from '../content/content.test-support.ts';
import { createSearchIndex, parseTsvector, type SearchIndex } from './search.index.ts';
import { searchIndexHere, searchIndexThread } from './search.index-thread.ts';
import { searchWordsOf } from './search.words.ts';

let t: TestApp;
let seed: Seeder;
let accounts: Accounts;
let index: SearchIndex;

const version = async () => {
  const [row] = await t.database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
  return Number(row?.version ?? 0);
};

/** The titles the index finds for `text` (every word, as typed or as a prefix), best first. */
async function find(text: string, user?: { id: string; role: 'Admin' | 'Instructor' | 'Student' }) {
  await index.ready(await version());
  const words = text.split(' ').map((word) => ({ word, typos: [] }));
  const { best } = index.match(words, { user, mode: 'all', types: ['note', 'pyq', 'video', 'course'], keep: 50 });
  const titles = await t.database.db.execute(
    sql`select id::text, title from notes union all select id::text, title from videos`,
  );
  const titleOf = new Map((titles as { rows: { id: string; title: string }[] }).rows.map((row) => [row.id, row.title]));
  return best.map((hit) => titleOf.get(hit.id));
}

beforeAll(async () => {
  ({ t, seed, accounts } = await openContentTests());
  index = createSearchIndex(t.database.db);
});
afterAll(() => closeContentTests(t));

describe('parseTsvector reads what PostgreSQL writes', () => {
  it('gives the words of tsvector_to_array and the fields of their weights, for awkward text too', async () => {
    const texts = [
      ['Physics for Beginners', "it's o'clock", 'back\\slash and "quotes"'],
      ['भौतिकी के मूल सिद्धांत', 'कक्षा ग्यारह', 'physics physics'],
      ['C++ & data-structures', '', 'a  b  c 2024'],
    ];
    for (const [a, b, c] of texts) {
      const result = await t.database.db.execute(sql`select v::text as text, tsvector_to_array(v) as words,
          tsvector_to_array(ts_filter(v, '{a}')) as a, tsvector_to_array(ts_filter(v, '{b}')) as b, tsvector_to_array(ts_filter(v, '{c}')) as c
        from (select setweight(to_tsvector('simple', ${a}), 'A') || setweight(to_tsvector('simple', ${b}), 'B')
          || setweight(to_tsvector('simple', ${c}), 'C') as v) s`);
      const [row] = (result as { rows: ({ text: string } & Record<'words' | 'a' | 'b' | 'c', string[]>)[] }).rows;
      const parsed = parseTsvector(row!.text);
      expect(parsed.map(([word]) => word).sort()).toEqual([...row!.words].sort());
      for (const [bit, field] of [
        [1, 'a'],
        [2, 'b'],
        [4, 'c'],
      ] as const) {
        expect(
          parsed
            .filter(([, fields]) => fields & bit)
            .map(([word]) => word)
            .sort(),
        ).toEqual([...row![field]].sort());
      }
    }
  });
});

describe('the index follows the library', () => {
  it('finds new items, renamed ones by their new words only, and forgets deleted ones', async () => {
    await seed.notes([
      { title: 'Quasar spectroscopy basics', createdAt: new Date(Date.UTC(2026, 0, 1)) },
      { title: 'Quasar timing', createdAt: new Date(Date.UTC(2026, 0, 2)) },
    ]);
    expect(await find('quasar')).toEqual(['Quasar timing', 'Quasar spectroscopy basics']);
    expect(await find('quas spectro')).toEqual(['Quasar spectroscopy basics']);

    await t.database.db.update(notes).set({ title: 'Pulsar timing' }).where(eq(notes.title, 'Quasar timing'));
    expect(await find('quasar')).toEqual(['Quasar spectroscopy basics']);
    expect(await find('pulsar')).toEqual(['Pulsar timing']);

    await t.database.db.delete(notes).where(eq(notes.title, 'Quasar spectroscopy basics'));
    expect(await find('quasar')).toEqual([]);
    const counted = await t.database.db.execute(sql`select
      (select count(*) from notes) + (select count(*) from pyqs) + (select count(*) from videos) + (select count(*) from courses) as n`);
    const [row] = (counted as { rows: { n: string }[] }).rows;
    expect(index.stats().live).toBe(Number(row?.n));
  });

  it('keeps each caller to what they may see, and follows a change of status', async () => {
    await seed.videos([{ title: 'Nebula survey draft', status: 'draft', ownerId: accounts.ids['Instructor owner'] }]);
    expect(await find('nebula')).toEqual([]);
    expect(await find('nebula', { id: accounts.ids.Student, role: 'Student' })).toEqual([]);
    expect(await find('nebula', { id: accounts.ids['Instructor non-owner'], role: 'Instructor' })).toEqual([]);
    expect(await find('nebula', { id: accounts.ids['Instructor owner'], role: 'Instructor' })).toEqual([
      'Nebula survey draft',
    ]);
    expect(await find('nebula', { id: accounts.ids.Admin, role: 'Admin' })).toEqual(['Nebula survey draft']);

    await t.database.db.update(videos).set({ status: 'public' }).where(eq(videos.title, 'Nebula survey draft'));
    expect(await find('nebula')).toEqual(['Nebula survey draft']);
  });

  it('answers the same after a build from scratch as after many small updates', async () => {
    await seed.notes(Array.from({ length: 30 }, (_, i) => ({ title: `Comet log ${i}` })));
    await t.database.db.execute(sql`update notes set title = title || ' revised' where title like 'Comet log%'`);
    const updated = await find('comet revised');
    const fresh = createSearchIndex(t.database.db);
    await fresh.ready(await version());
    const words = [
      { word: 'comet', typos: [] },
      { word: 'revised', typos: [] },
    ];
    const options = { user: undefined, mode: 'all' as const, types: ['note' as const], keep: 50 };
    expect(fresh.match(words, options).best.map((hit) => hit.id)).toEqual(
      index.match(words, options).best.map((hit) => hit.id),
    );
    expect(updated).toHaveLength(30);
  });
});

describe('ranking skips what cannot make the page', () => {
  it('gives the same best hits and counts as ranking every match, for every caller, type, mode and page size', async () => {
    const vocabulary = ['quill', 'quire', 'quiver', 'quilt'];
    const pick = (i: number, k: number) => vocabulary[(i * k + k) % vocabulary.length]!;
    // Many items at the same instant (ties are broken by id), drafts of one Instructor, three types.
    const rows = (offset: number) =>
      Array.from({ length: 120 }, (_, i) => ({
        title: `${pick(i + offset, 3)} ${i % 4 === 0 ? pick(i + offset, 5) : 'log'} ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((i + offset) % 6))),
        ...(i % 9 === 0 ? { status: 'draft' as const, ownerId: accounts.ids['Instructor owner'] } : {}),
      }));
    await seed.notes(rows(0));
    await seed.videos(rows(1));
    await seed.pyqs(rows(2));
    // Other words in other fields: tags and descriptions.
    for (const table of [notes, videos]) {
      await t.database.db.execute(
        sql`update ${table} set description = 'about quiver and quilt', tags = array['quire']
          where title like 'quil%' and right(title, 1) in ('1', '4', '7')`,
      );
    }
    // The newest items hold a longer word that begins with another (title prefix), older ones that
    // word itself (title, exact): a page filled with the newest does not hold the best.
    await seed.notes(
      Array.from({ length: 60 }, (_, i) => ({
        title: `Numbats ${i}`,
        createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 20))),
      })),
    );
    await seed.notes(
      Array.from({ length: 5 }, (_, i) => ({ title: `Numbat ${i}`, createdAt: new Date(Date.UTC(2025, 11, 1 + i)) })),
    );
    // Older still: the slots of the last ones are in whole chunks of 32, not in the last, partial one.
    await seed.videos(
      Array.from({ length: 64 }, (_, i) => ({ title: `Old log ${i}`, createdAt: new Date(Date.UTC(2025, 10, 1)) })),
    );
    await t.app.changeFeed.sync();
    await index.ready(await version());

    // As the index was updated (the rows were added after its build), built anew (every slot in
    // order, newest first), and built anew then updated again (old rows moved after the ordered ones).
    const fresh = createSearchIndex(t.database.db);
    await fresh.ready(await version());
    expect(fresh.stats().ordered).toBe(fresh.stats().slots);
    let compared = compareWithRankingEvery(index);
    expect(compareWithRankingEvery(fresh)).toBe(compared);
    await t.database.db.execute(
      sql`update notes set title = title || ' quill' where title like 'qui%' and right(title, 1) in ('2', '5')`,
    );
    await t.database.db.execute(
      sql`update videos set created_at = created_at - interval '1 day' where title like 'quil%'`,
    );
    await t.app.changeFeed.sync();
    await fresh.ready(await version());
    await index.ready(await version());
    expect(fresh.stats().slots).toBeGreaterThan(fresh.stats().ordered);
    compared += compareWithRankingEvery(fresh);
    for (const query of queries) {
      const words = query.map((word) => ({ word, typos: [] }));
      const options = { user: undefined, mode: 'some' as const, types: ALL, keep: 40 };
      expect(fresh.match(words, options)).toEqual(index.match(words, options));
    }
    // Most cases had more matches than the page holds: the skipping was exercised.
    expect(compared).toBeGreaterThan(400);
  });
  it('finds the highest rank a match holds in either of two combinations of levels, and ranks past it', async () => {
    // Two words never both in a title. The best match holds the second in its title and the first in
    // its tags (title and tags the other way round is a combination of the same rank, held by no
    // match: the second word is in the tags of an item without the first); a newer one holds the first
    // in its title and the second in its description (a lower rank); the newest hold both in their
    // descriptions only. All newer than the other tests' items, and older ones after them: their slots
    // come first, in a whole chunk of 32.
    const at = (day: number) => new Date(Date.UTC(2030, 0, day));
    const [otherTags] = await seed.notes([{ title: 'Mammals', createdAt: at(4) }]);
    const [mirrored] = await seed.notes([{ title: 'Pangolin field guide', createdAt: at(4) }]);
    const [titleAndText] = await seed.notes([{ title: 'Ocelot handbook', createdAt: at(5) }]);
    const newest = await seed.notes(
      Array.from({ length: 10 }, (_, i) => ({ title: `Census ${i}`, createdAt: at(10 + i) })),
    );
    await seed.notes(Array.from({ length: 40 }, (_, i) => ({ title: `Earlier ${i}`, createdAt: at(1) })));
    const db = t.database.db;
    await db
      .update(notes)
      .set({ tags: ['ocelot'] })
      .where(eq(notes.id, mirrored!));
    await db
      .update(notes)
      .set({ tags: ['pangolin'] })
      .where(eq(notes.id, otherTags!));
    await db.update(notes).set({ description: 'with a pangolin' }).where(eq(notes.id, titleAndText!));
    await db.update(notes).set({ description: 'ocelot and pangolin' }).where(inArray(notes.id, newest));
    await t.app.changeFeed.sync();
    // Built anew: every slot in order, newest first.
    const fresh = createSearchIndex(t.database.db);
    await fresh.ready(await version());
    // Typed in either order: the combination held is then the first or the second of its rank.
    for (const typed of [
      ['ocelot', 'pangolin'],
      ['pangolin', 'ocelot'],
    ]) {
      const words = typed.map((word) => ({ word, typos: [] }));
      const every = fresh.match(words, { user: undefined, mode: 'all', types: ALL, keep: 100_000 });
      expect(every.best.slice(0, 2).map((hit) => hit.id)).toEqual([mirrored, titleAndText]);
      for (const keep of [1, 2, 3, 10]) {
        const page = fresh.match(words, { user: undefined, mode: 'all', types: ALL, keep });
        expect(page.best, `${typed.join(' ')}, keep ${keep}`).toEqual(every.best.slice(0, keep));
        expect(page.counts.note).toBe(12);
      }
    }
  });
});

const ALL = ['note', 'pyq', 'video', 'course'] as const;
const queries = [['quill'], ['quill', 'quire'], ['qui'], ['quil', 'quiver'], ['quire', 'quiver', 'quill'], ['numbat']];

/** Checks every page against ranking every match; the number of cases with more matches than the page. */
function compareWithRankingEvery(index: SearchIndex): number {
  const users = [
    undefined,
    { id: accounts.ids['Instructor owner'], role: 'Instructor' as const },
    { id: accounts.ids.Admin, role: 'Admin' as const },
  ];
  const typeChoices = [ALL, ['note'] as const, ['video', 'pyq'] as const];
  let compared = 0;
  for (const query of queries) {
    const words = query.map((word) => ({ word, typos: [] }));
    for (const mode of ['all', 'some'] as const) {
      for (const user of users) {
        for (const types of typeChoices) {
          // Kept all: nothing is skipped, every match is ranked.
          const every = index.match(words, { user, mode, types, keep: 100_000 });
          for (const keep of [1, 7, 40]) {
            const page = index.match(words, { user, mode, types, keep });
            expect(page.best, `${query.join(' ')} ${mode} ${types.join()} ${keep}`).toEqual(every.best.slice(0, keep));
            expect(page.counts).toEqual(every.counts);
            expect(page.ownMatches).toBe(every.ownMatches);
            if (every.best.length > keep) compared += 1;
          }
        }
      }
    }
  }
  return compared;
}

describe('PDF-only hits', () => {
  it('are ranked by their files as match ranks them as extra hits, for every caller, type and page size', async () => {
    const [first, second, third] = [
      await insertStoredFile(t, 'pdf'),
      await insertStoredFile(t, 'pdf'),
      await insertStoredFile(t, 'pdf'),
    ];
    const day = (n: number) => new Date(Date.UTC(2027, 3, n));
    const noteIds = await seed.notes([
      { title: 'Ledger one', createdAt: day(1) },
      { title: 'Ledger two', createdAt: day(5) },
      { title: 'Ledger draft', createdAt: day(9), status: 'draft', ownerId: accounts.ids['Instructor owner'] },
      { title: 'Ledger three', createdAt: day(3) },
      { title: 'Ledger private', createdAt: day(7), isPublic: false, ownerId: accounts.ids['Instructor non-owner'] },
    ]);
    const pyqIds = await seed.pyqs([
      { title: 'Ledger paper', createdAt: day(5) },
      { title: 'Ledger paper two', createdAt: day(2) },
    ]);
    const fileOf = [first, first, first, second, third, second, third];
    const ids = [...noteIds, ...pyqIds];
    for (const [at, id] of ids.entries()) {
      const table = at < noteIds.length ? notes : pyqs;
      await t.database.db.update(table).set({ fileId: fileOf[at]! }).where(eq(table.id, id));
    }
    await t.app.changeFeed.sync();
    await index.ready(await version());
    // The first and third files tie; an unknown file is passed over.
    const files = [
      { fileId: first, rank: 2001.5 },
      { fileId: second, rank: 2001 },
      { fileId: third, rank: 2001.5 },
      { fileId: 'f'.repeat(64), rank: 2002 },
    ];
    // Words no item's own text holds.
    const words = [{ word: 'xylograph', typos: [] }];
    const users = [
      undefined,
      { id: accounts.ids.Student, role: 'Student' as const },
      { id: accounts.ids['Instructor owner'], role: 'Instructor' as const },
      { id: accounts.ids['Instructor non-owner'], role: 'Instructor' as const },
      { id: accounts.ids.Admin, role: 'Admin' as const },
    ];
    for (const user of users) {
      for (const types of [ALL, ['note'] as const, ['pyq'] as const, ['video'] as const]) {
        for (const keep of [1, 2, 3, 10]) {
          const options = { user, types, keep };
          const merged = index.match(words, { ...options, mode: 'all', extra: index.pdfHits(files, user) });
          expect(merged.ownMatches).toBe(0);
          expect(index.pdfOnly(files, options), `${user?.role} ${types.join()} ${keep}`).toEqual(merged);
        }
      }
    }
    // Ties of rank go to the newer item: the best of all, as the Admin sees them.
    const admin = index.pdfOnly(files, { user: { id: accounts.ids.Admin, role: 'Admin' }, types: ALL, keep: 3 });
    expect(admin.best.map((hit) => [hit.rank, hit.id])).toEqual([
      [2001.5, noteIds[2]],
      [2001.5, noteIds[4]],
      [2001.5, noteIds[1]],
    ]);
    expect(admin.counts).toEqual({ note: 5, pyq: 2, video: 0, course: 0 });
    const anonymous = index.pdfOnly(files, { user: undefined, types: ALL, keep: 10 });
    expect(anonymous.counts).toEqual({ note: 3, pyq: 2, video: 0, course: 0 });
  });
});

describe('marks of words typed long ago', () => {
  it('are made again in cleared buffers once more words were typed than are kept', async () => {
    await seed.videos([{ title: 'Wombat burrow survey' }, { title: 'Narwhal tusk survey' }]);
    await index.ready(await version());
    const titlesOf = async (text: string) => find(text);
    const wombat = await titlesOf('wombat');
    expect(wombat).toEqual(['Wombat burrow survey']);
    // More words than the marks kept (each a miss), so the first word's buffers are given to others.
    for (let n = 0; n < 200; n += 1) expect(await titlesOf(`qqz${n}`)).toEqual([]);
    expect(await titlesOf('narwhal')).toEqual(['Narwhal tusk survey']);
    expect(await titlesOf('survey')).toEqual(expect.arrayContaining(['Wombat burrow survey', 'Narwhal tusk survey']));
    expect(await titlesOf('wombat')).toEqual(wombat);
  });
});

describe('suggestions: the newest titles for what is typed', () => {
  /** The newest visible titles holding a word that begins with `prefix`, straight from the database. */
  async function newestFromDatabase(prefix: string, user: { id: string; role: 'Admin' | 'Instructor' | 'Student' }) {
    const visible =
      user.role === 'Admin'
        ? sql`true`
        : user.role === 'Instructor'
          ? sql`((status = 'public' and is_public) or owner_id = ${user.id})`
          : sql`(status = 'public' and is_public)`;
    const result = await t.database.db.execute(sql`select id::text from notes
      where title ilike ${`${prefix}%`} and ${visible} order by created_at desc, id desc limit 6`);
    return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  }
  const suggested = async (prefix: string, user: { id: string; role: 'Admin' | 'Instructor' | 'Student' }) => {
    await index.ready(await version());
    return index.suggest(searchWordsOf(prefix), user, 6).map((hit) => hit.id);
  };
  const users = () => [
    { id: accounts.ids.Student, role: 'Student' as const },
    { id: accounts.ids['Instructor owner'], role: 'Instructor' as const },
    { id: accounts.ids.Admin, role: 'Admin' as const },
  ];

  it('stay right when more prefixes were typed than are kept: a kept buffer given to a new prefix starts empty', async () => {
    await seed.notes([{ title: 'Aardwolf den notes' }, { title: 'Ibex horn notes' }]);
    const student = { id: accounts.ids.Student, role: 'Student' as const };
    const aardwolf = await suggested('aardw', student);
    expect(aardwolf).toHaveLength(1);
    // Enough other prefixes (matching nothing) that the first one's buffer is the least recently used.
    for (let n = 0; n < 200; n += 1) expect(await suggested(`zzq${n}`, student)).toEqual([]);
    const ibex = await suggested('ibex', student);
    expect(ibex).toEqual(await newestFromDatabase('ibex', student));
    expect(ibex).not.toContain(aardwolf[0]);
    expect(await suggested('aardw', student)).toEqual(aardwolf);
  });

  it('are the newest matches for a prefix with hundreds of them, for slots added since too', async () => {
    // 700 matches (more than the walk newest first needs), in shuffled order, some at the same instant
    // (the larger id first), the newest ones drafts of an Instructor (only they and Admins see them).
    const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 3) * 3_600_000);
    const rows = Array.from({ length: 700 }, (_, n) => ({
      // Some titles with two words that begin alike: each such item is suggested once.
      title: n % 5 === 4 ? `Meteorite or meteor sample ${n}` : `Meteorite sample ${n}`,
      createdAt: day(n),
      ...(n >= 690 ? { status: 'draft' as const, ownerId: accounts.ids['Instructor owner'] } : {}),
    }));
    for (let n = rows.length - 1; n > 0; n -= 1) {
      const other = (n * 7919) % (n + 1);
      [rows[n], rows[other]] = [rows[other]!, rows[n]!];
    }
    await seed.notes(rows);
    // An index built now has every slot in order, newest first, and walks them without sorting.
    const fresh = createSearchIndex(t.database.db);
    await fresh.ready(await version());
    for (const user of users()) {
      const expected = await newestFromDatabase('meteo', user);
      expect(await suggested('meteo', user)).toEqual(expected);
      expect(fresh.suggest(searchWordsOf('meteo'), user, 6).map((hit) => hit.id)).toEqual(expected);
    }
    // Added after the order was sorted: two newer ones, one renamed (its old slot goes dead), one deleted.
    await seed.notes([
      { title: 'Meteorite fresh find', createdAt: new Date(Date.UTC(2026, 5, 1)) },
      { title: 'Meteorite older find', createdAt: new Date(Date.UTC(2020, 0, 1)) },
      // Two words with the prefix in one title: suggested once.
      { title: 'Meteor or meteorite', createdAt: new Date(Date.UTC(2026, 4, 1)) },
    ]);
    await t.database.db
      .update(notes)
      .set({ createdAt: new Date(Date.UTC(2026, 6, 1)) })
      .where(eq(notes.title, 'Meteorite sample 5'));
    await t.database.db.delete(notes).where(eq(notes.title, 'Meteorite sample 689'));
    for (const user of users()) {
      const expected = await newestFromDatabase('meteo', user);
      expect(expected).toHaveLength(6);
      expect(await suggested('meteo', user)).toEqual(expected);
      await fresh.ready(await version());
      expect(fresh.suggest(searchWordsOf('meteo'), user, 6).map((hit) => hit.id)).toEqual(expected);
    }
  });
});

describe('the index in a thread of its own (as the app runs it)', () => {
  it('answers like the index in this thread, and starts again after it was stopped', async () => {
    await seed.videos([
      { title: 'Tardigrade survival notes', createdAt: new Date(Date.UTC(2026, 1, 1)) },
      { title: 'Tardigrade anatomy', createdAt: new Date(Date.UTC(2026, 1, 2)) },
    ]);
    const thread = searchIndexThread(t.database.url);
    try {
      const here = createSearchIndex(t.database.db);
      const current = await version();
      await Promise.all([thread.ready(current), here.ready(current)]);
      const words = [{ word: 'tardi', typos: [] }];
      const options = { user: undefined, mode: 'all' as const, types: ['video' as const], keep: 10 };
      const fromThread = await thread.match(words, options);
      expect(fromThread).toEqual(here.match(words, options));
      expect(fromThread.best).toHaveLength(2);
      const suggested = await thread.suggest(['tard', 'anat'], { user: undefined, limit: 6, version: current });
      const hits = here.suggest(['tard', 'anat'], undefined, 6);
      expect(suggested.keys).toEqual(hits.map((hit) => `${hit.type}:${hit.id}`));
      // The bytes are the route's answer: the items, as the lists give them.
      const sent = JSON.parse(new TextDecoder().decode(suggested.body)) as SearchSuggestionsResponse;
      expect(searchSuggestionsResponseSchema.parse(sent)).toEqual(sent);
      expect(sent.suggestions.map((item) => item._id)).toEqual(hits.map((hit) => hit.id));
      expect(sent.suggestions[0]).toMatchObject({ type: 'video', isWatching: false });

      // Stopped (as when the app closes, or if the thread died): the next call starts a new one.
      await thread.close();
      await seed.videos([{ title: 'Tardigrade genome', createdAt: new Date(Date.UTC(2026, 1, 3)) }]);
      await thread.ready(await version());
      expect((await thread.match(words, options)).best).toHaveLength(3);
    } finally {
      await thread.close();
    }
  });

  it('answers a page, PDF pages and items included, like the index in this thread, as the bytes the route sends', async () => {
    await seed.videos([
      { title: 'Okapi habitat survey', createdAt: new Date(Date.UTC(2026, 2, 1)) },
      { title: 'Okapi diet', createdAt: new Date(Date.UTC(2026, 2, 2)) },
      { title: 'Forest habitat of the okapi', createdAt: new Date(Date.UTC(2026, 2, 3)) },
      { title: 'Quagga stripes', createdAt: new Date(Date.UTC(2026, 2, 4)) },
    ]);
    // A note found by its PDF's pages only (its own text has none of the words searched).
    const db = t.database.db;
    const file = await insertStoredFile(t, 'pdf');
    await db.insert(notes).values({ title: 'Lab reader', professor: 'Prof', fileId: file });
    await db.insert(pdfPages).values([
      { fileId: file, pageNumber: 1, text: 'Contents' },
      { fileId: file, pageNumber: 2, text: 'Zebrafish embryos regrow their fins; zebrafish care' },
    ]);
    await t.app.changeFeed.sync();

    const thread = searchIndexThread(t.database.url);
    const here = searchIndexHere(t.database.db);
    try {
      const current = await version();
      await Promise.all([thread.ready(current), here.ready(current)]);
      const admin = { id: accounts.ids.Admin, role: 'Admin' as const };
      const cases = [
        // Two words, every item with both; the second page of one.
        { text: 'okapi habitat', types: ['video' as const], user: undefined, limit: 10, offset: 0 },
        { text: 'okapi habitat', types: ['video' as const], user: admin, limit: 1, offset: 1 },
        // A prefix.
        { text: 'oka', types: ['note' as const, 'video' as const], user: undefined, limit: 10, offset: 0 },
        // A word only in a PDF's text: its hit and best page come from PostgreSQL.
        { text: 'zebrafish', types: ['note' as const, 'pyq' as const], user: undefined, limit: 10, offset: 0 },
        // Two words no item holds together: the items with either.
        {
          text: 'quagga zebrafish',
          types: ['note' as const, 'video' as const],
          user: undefined,
          limit: 10,
          offset: 0,
        },
      ];
      const answers = [];
      for (const { text, ...options } of cases) {
        const words = searchWordsOf(text);
        const asked = { ...options, page: options.offset / options.limit + 1, version: current };
        const fromThread = await thread.page(words, asked);
        expect(fromThread, text).toEqual(await here.page(words, asked));
        // The bytes are the answer the route sends: every result, with its PDF page where there is one.
        const sent = JSON.parse(new TextDecoder().decode(fromThread.body)) as SearchContentResponse;
        // Joined from each item's JSON and the hit's fields: an answer the contract's schema takes whole.
        expect(searchContentResponseSchema.parse(sent)).toEqual(sent);
        expect(sent.success).toBe(true);
        expect(sent.results.map((result) => `${result.type}:${result._id}`)).toEqual(fromThread.keys);
        answers.push(sent);
      }
      expect(answers.map((answer) => answer.total)).toEqual([2, 2, 3, 1, 2]);
      expect(answers[1]!.results).toHaveLength(1);
      expect(answers[1]).toMatchObject({ page: 2, limit: 1 });
      const [pdfHit] = answers[3]!.results;
      expect(pdfHit).toMatchObject({ type: 'note', page: 2, isWatching: false });
      expect(pdfHit?.snippet).toContain('Zebrafish');
      expect(pdfHit?.highlights?.length).toBeGreaterThan(0);
      expect(answers[4]!.results.map((result) => result.page)).toEqual([undefined, 2]);

      // Asked all at once: the answers made in one turn of the thread go back in one message, each
      // to its own call.
      const typed = cases.map(({ text }) => searchWordsOf(text));
      const together = await Promise.all(
        cases.map(({ text: _text, ...options }, at) =>
          thread.page(typed[at]!, { ...options, page: options.offset / options.limit + 1, version: current }),
        ),
      );
      expect(together.map((answer) => answer.keys)).toEqual(
        answers.map((answer) => answer.results.map((result) => `${result.type}:${result._id}`)),
      );
      expect(together.map((answer) => answer.total)).toEqual([2, 2, 3, 1, 2]);

      // Nothing found: no bytes (that answer's message is given in the caller's language).
      const none = await thread.page(searchWordsOf('xylophonist'), {
        ...cases[0]!,
        page: 1,
        version: current,
      });
      expect(none).toEqual({ keys: [], total: 0, counts: { note: 0, pyq: 0, video: 0, course: 0 } });
    } finally {
      await Promise.all([thread.close(), here.close()]);
    }
  });

  it("passes on a database error's codes, so an outage is told from a fault", async () => {
    // Nothing listens on port 1: the thread's first query is refused.
    const thread = searchIndexThread('postgres://postgres@127.0.0.1:1/nothing');
    try {
      const error = await thread.ready(1).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(databaseUnavailability(error)).toBe('down');
    } finally {
      await thread.close();
    }
  });
});
