import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { courses, notes, pdfPages, pyqs, videos } from '../../db/schema/index.ts';
import { type Accounts, insertStoredFile, useContentTests } from '../../../test/support/content.ts';

// Relevance on a fixed corpus (issue 11): queries and the results expected on top, in order.

interface Result {
  type: string;
  title: string;
  page?: number;
}
interface Answer {
  results: Result[];
  total: number;
  counts: Record<'note' | 'pyq' | 'video' | 'course', number>;
  message?: string;
  nearestWords?: string[];
}

let t: TestApp;
let accounts: Accounts;

/** Minutes ago: the corpus's creation times are fixed, so "newer first" ties are known. */
const ago = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000);

useContentTests(async (opened) => {
  ({ t, accounts } = opened);
  const db = t.database.db;
  const pdf = await insertStoredFile(t, 'pdf');
  const image = await insertStoredFile(t, 'image');
  const note = (title: string, minutes: number, extra: Partial<typeof notes.$inferInsert> = {}) => ({
    title,
    professor: 'Prof. Rao',
    fileId: pdf,
    createdAt: ago(minutes),
    updatedAt: ago(minutes),
    ...extra,
  });
  await db
    .insert(notes)
    .values([
      note('Physics for Beginners', 10, { tags: ['mechanics'] }),
      note('Data Structures and Algorithms', 20),
      note('Calculus Made Easy', 30, { description: 'Limits and derivatives' }),
      note('Science Olympiad Prep', 5, { tags: ['physics'] }),
      note('Mechanic apprentice guide', 60),
      note('Mechanics of Solids', 1),
      note('भौतिकी के मूल सिद्धांत', 15, { description: 'कक्षा ग्यारह के लिए' }),
      note('Optics', 70),
      note('Optics', 40),
      note('Secret physics draft', 0, { status: 'draft' }),
    ]);
  // A note whose own text says nothing of its PDF's subject: it is found by its pages only.
  const leafFile = await insertStoredFile(t, 'pdf');
  await db.insert(notes).values(note('Botany reader', 50, { fileId: leafFile }));
  await db.insert(pdfPages).values([
    { fileId: leafFile, pageNumber: 1, text: 'Contents and preface' },
    { fileId: leafFile, pageNumber: 2, text: 'Photosynthesis turns light into sugar; physics of light explained' },
  ]);
  await db.insert(pyqs).values({
    title: 'Calculus Paper 2022',
    year: 2022,
    subject: 'Mathematics',
    fileId: pdf,
    createdAt: ago(25),
    updatedAt: ago(25),
  });
  await db.insert(videos).values([
    { title: 'Quantum Physics Lectures', fileUrl: 'dQw4w9WgXcQ', createdAt: ago(12), updatedAt: ago(12) },
    { title: 'Quantum Mechanics Primer', fileUrl: 'dQw4w9WgXcQ', createdAt: ago(80), updatedAt: ago(80) },
    {
      title: 'Lab safety',
      description: 'Physics experiments at home',
      fileUrl: 'dQw4w9WgXcQ',
      createdAt: ago(2),
      updatedAt: ago(2),
    },
    { title: 'गणित अभ्यास', fileUrl: 'dQw4w9WgXcQ', createdAt: ago(3), updatedAt: ago(3) },
  ]);
  await db.insert(courses).values({
    title: 'Thermodynamics Crash Course',
    mentor: 'Dr. Iyer',
    price: 499,
    courseImage: image,
    trialVideo: 'https://youtu.be/dQw4w9WgXcQ',
    createdAt: ago(35),
    updatedAt: ago(35),
  });
  // Written straight to the database: the cached answers are stale until the change feed moves (0019).
  await t.app.changeFeed.sync();
});

async function searchAs(caller: 'anonymous' | 'Admin', search: string, type?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/content/searchContent',
    query: { search, ...(type === undefined ? {} : { type }) },
    headers: accounts.headers(caller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}
const titles = (answer: Answer) => answer.results.map((result) => result.title);

describe('relevance table', () => {
  // [what it shows, query, the titles expected first, in order]
  const table: [string, string, string[]][] = [
    [
      'exact word, title before tags before description before PDF text, newer first on ties',
      'physics',
      ['Physics for Beginners', 'Quantum Physics Lectures', 'Science Olympiad Prep', 'Lab safety', 'Botany reader'],
    ],
    ['prefix of a word', 'phys', ['Physics for Beginners', 'Quantum Physics Lectures', 'Science Olympiad Prep']],
    ['prefix of every word', 'data struct', ['Data Structures and Algorithms']],
    ['two prefixes of one long word: the best partial match', 'thermo dyn', ['Thermodynamics Crash Course']],
    ['a typo of one edit (phonetic: ph for f)', 'fisics', ['Physics for Beginners', 'Quantum Physics Lectures']],
    ['a typo of one edit in an 8-letter word', 'calculas', ['Calculus Paper 2022', 'Calculus Made Easy']],
    ['a typo in a 14-letter word', 'thermodinamics', ['Thermodynamics Crash Course']],
    ['a typo and an exact word: the item with both first', 'calculas paper', ['Calculus Paper 2022']],
    [
      'exact word before a prefix of a longer word, though that one is newer',
      'mechanic',
      ['Mechanic apprentice guide', 'Mechanics of Solids'],
    ],
    [
      'all words before some: with an unknown word, the item with the other two first',
      'quantum mechanics zzyzx',
      ['Quantum Mechanics Primer'],
    ],
    ['a word only inside a PDF', 'photosynthesis', ['Botany reader']],
    ['Hindi: an exact word', 'भौतिकी', ['भौतिकी के मूल सिद्धांत']],
    ['Hindi: a prefix', 'भौति', ['भौतिकी के मूल सिद्धांत']],
    ['Hindi: a word of the description', 'ग्यारह', ['भौतिकी के मूल सिद्धांत']],
    ['one-letter words are left out when there are others', 'data s', ['Data Structures and Algorithms']],
    ['equal matches: newer first', 'optics', ['Optics', 'Optics']],
  ];

  it.each(table)('%s: %j', async (_what, query, expected) => {
    expect(titles(await searchAs('anonymous', query)).slice(0, expected.length)).toEqual(expected);
  });

  it('a query that matches nothing answers no results and the message', async () => {
    const answer = await searchAs('anonymous', 'xylophone zebra');
    expect(answer.results).toEqual([]);
    expect(answer.message).toBe('No matching content found !');
  });

  it('a one-letter query on its own is a prefix', async () => {
    expect(titles(await searchAs('anonymous', 'q'))).toEqual(['Quantum Physics Lectures', 'Quantum Mechanics Primer']);
  });

  it('all words present: items with only some of them are not listed', async () => {
    expect(titles(await searchAs('anonymous', 'quantum physics'))).toEqual(['Quantum Physics Lectures']);
  });

  it('a PDF hit names its page', async () => {
    const [hit] = (await searchAs('anonymous', 'photosynth')).results;
    expect(hit).toMatchObject({ type: 'note', title: 'Botany reader', page: 2 });
  });

  it('a typo never reaches a word only a draft holds, for a caller who may not see it', async () => {
    expect(titles(await searchAs('anonymous', 'secrets'))).toEqual([]);
    expect(titles(await searchAs('Admin', 'secrets'))).toEqual(['Secret physics draft']);
  });

  it('counts hold every type whatever type was asked for', async () => {
    const answer = await searchAs('anonymous', 'quantum', 'notes');
    expect(answer.results).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.counts).toEqual({ note: 0, pyq: 0, video: 2, course: 0 });
    const all = await searchAs('anonymous', 'calculus');
    expect(all.counts).toEqual({ note: 1, pyq: 1, video: 0, course: 0 });
    expect(all.total).toBe(2);
  });
});

describe('a title as typed ranks first', () => {
  it('the note whose title is exactly the text comes first, before newer notes holding the same words', async () => {
    const db = t.database.db;
    const fileId = await insertStoredFile(t, 'pdf');
    await db.insert(notes).values(
      Array.from({ length: 27 }, (_, at) => ({
        title: `Note ${at + 1} qwert`,
        professor: 'Prof',
        fileId,
        createdAt: ago(-at),
        updatedAt: ago(-at),
      })),
    );
    await db.insert(notes).values({ title: 'Qwert note 5 backwards', professor: 'Prof', fileId, createdAt: ago(-100) });
    await t.app.changeFeed.sync();
    const answer = await searchAs('anonymous', 'Note 5 qwert');
    expect(answer.total).toBe(28);
    expect(titles(answer)[0]).toBe('Note 5 qwert');
    // Then the newest of the others, whose titles hold the words in another order or with others between.
    expect(titles(answer)[1]).toBe('Qwert note 5 backwards');
    // The words in that order within a longer title rank above the same words apart (newer first).
    const inOrder = await searchAs('anonymous', 'note 5');
    expect(titles(inOrder).slice(0, 2)).toEqual(['Qwert note 5 backwards', 'Note 5 qwert']);
  });
});

describe('pages filled by title matches', () => {
  it('rank the title matches first and reach the other matches on the pages after them', async () => {
    const db = t.database.db;
    await db
      .insert(videos)
      .values(
        Array.from({ length: 21 }, (_, at) => ({ title: `Tapir talk ${at}`, fileUrl: 'x', createdAt: ago(200 + at) })),
      );
    await db.insert(videos).values({ title: 'Rainforest mammals', tags: ['tapir'], fileUrl: 'x', createdAt: ago(0) });
    await t.app.changeFeed.sync();
    const page = async (number: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/content/searchContent',
        query: { search: 'tapir', limit: '10', page: String(number) },
      });
      return response.json<Answer>();
    };
    const all = [...titles(await page(1)), ...titles(await page(2)), ...titles(await page(3))];
    expect(all).toEqual([...Array.from({ length: 21 }, (_, at) => `Tapir talk ${at}`), 'Rainforest mammals']);
    expect((await page(1)).total).toBe(22);
  });
});

describe('a Hindi stream or subject finds the English items (the glossary)', () => {
  it('भौतिकी finds the Hindi title first, then the English physics items', async () => {
    const found = titles(await searchAs('anonymous', 'भौतिकी'));
    expect(found[0]).toBe('भौतिकी के मूल सिद्धांत');
    expect(found).toEqual(expect.arrayContaining(['Physics for Beginners', 'Quantum Physics Lectures']));
  });

  it('गणित finds the paper whose subject is Mathematics', async () => {
    expect(titles(await searchAs('anonymous', 'गणित'))).toEqual(['गणित अभ्यास', 'Calculus Paper 2022']);
  });
});

describe('a search that finds nothing offers the nearest words', () => {
  it('words of the library near the typed one that find something the caller may see', async () => {
    const answer = await searchAs('anonymous', 'calculusology');
    expect(answer.results).toEqual([]);
    expect(answer.message).toBe('No matching content found !');
    expect(answer.nearestWords).toContain('calculus');
    // Only a draft holds "secret": offered to an Admin, not to a caller who may not see it.
    expect((await searchAs('anonymous', 'secretariats')).nearestWords ?? []).not.toContain('secret');
    expect((await searchAs('Admin', 'secretariats')).nearestWords).toContain('secret');
  });
});

describe('PDF pages are read only when the page reaches them', () => {
  it('items whose own text has the words come first; the PDF-only hit follows on the next page', async () => {
    const db = t.database.db;
    await db
      .insert(videos)
      .values(
        [1, 2, 3].map((n) => ({ title: `Wombatology part ${n}`, fileUrl: 'x', createdAt: ago(n), updatedAt: ago(n) })),
      );
    const file = await insertStoredFile(t, 'pdf');
    await db.insert(notes).values({ title: 'Marsupial reader', professor: 'Prof', fileId: file, createdAt: ago(0) });
    await db.insert(pdfPages).values({ fileId: file, pageNumber: 1, text: 'A chapter of wombatology' });
    // Without this the search may read the content version from before these rows (the change feed had
    // not told this instance yet) and find nothing: a CI run did.
    await t.app.changeFeed.sync();
    const page = async (number: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/content/searchContent',
        query: { search: 'wombatology', limit: '2', page: String(number) },
      });
      return response.json<Answer>();
    };
    const first = await page(1);
    expect(titles(first)).toEqual(['Wombatology part 1', 'Wombatology part 2']);
    // Counted without the PDFs, which page 1 did not need.
    expect(first.total).toBe(3);
    const second = await page(2);
    expect(titles(second)).toEqual(['Wombatology part 3', 'Marsupial reader']);
    expect(second.results[1]).toMatchObject({ type: 'note', page: 1 });
    expect(second.total).toBe(4);
  });
});

describe('the vocabulary follows the library', () => {
  const vocabulary = async (word: string): Promise<number[]> => {
    const result = await t.database.db.execute(sql`select rows from search_vocabulary where word = ${word}`);
    return (result as { rows: { rows: number }[] }).rows.map((row) => Number(row.rows));
  };

  it('a new word is a typo target at once; renamed or deleted, it is gone', async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(videos)
      .values({ title: 'Zanzibarite crystals', fileUrl: 'dQw4w9WgXcQ' })
      .returning({ id: videos.id });
    // Written straight to the database: the cached answers are stale until the change feed moves (0019).
    await t.app.changeFeed.sync();
    expect(await vocabulary('zanzibarite')).toEqual([1]);
    expect(titles(await searchAs('anonymous', 'zanzibarrite'))).toEqual(['Zanzibarite crystals']);

    await db
      .update(videos)
      .set({ title: 'Quartz crystals' })
      .where(sql`${videos.id} = ${row!.id}`);
    // Written straight to the database: the app's caches hear of it through the change feed (0019).
    await t.app.changeFeed.sync();
    expect(await vocabulary('zanzibarite')).toEqual([]);
    expect(await vocabulary('crystals')).toEqual([1]);
    expect(titles(await searchAs('anonymous', 'zanzibarrite'))).toEqual([]);

    await db.delete(videos).where(sql`${videos.id} = ${row!.id}`);
    expect(await vocabulary('crystals')).toEqual([]);
  });

  it('words of PDF pages come and go with the pages', async () => {
    const db = t.database.db;
    const file = await insertStoredFile(t, 'pdf');
    await db.insert(pdfPages).values({ fileId: file, pageNumber: 1, text: 'Quetzalcoatlus wingspan estimates' });
    expect(await vocabulary('quetzalcoatlus')).toEqual([1]);
    await db.delete(pdfPages).where(sql`${pdfPages.fileId} = ${file}`);
    expect(await vocabulary('quetzalcoatlus')).toEqual([]);
  });

  it('a word several rows hold stays until the last one goes', async () => {
    const db = t.database.db;
    const ids = await db
      .insert(videos)
      .values([
        { title: 'Ytterbium one', fileUrl: 'x' },
        { title: 'Ytterbium two', fileUrl: 'x' },
      ])
      .returning({ id: videos.id });
    expect(await vocabulary('ytterbium')).toEqual([2]);
    await db.delete(videos).where(sql`${videos.id} = ${ids[0]!.id}`);
    expect(await vocabulary('ytterbium')).toEqual([1]);
    await db.delete(videos).where(sql`${videos.id} = ${ids[1]!.id}`);
    expect(await vocabulary('ytterbium')).toEqual([]);
  });
});
