import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@prepshelf/contract';
import { CALLERS, type Caller, useContentTests } from '../../../test/support/content.ts';
import { courses, notes } from '../../db/schema/index.ts';
import { makePdf, upload } from '../../../test/support/files.ts';

interface Result {
  type: string;
  _id: string;
  title: string;
  rank: number;
  isWatching: boolean;
  page?: number;
  snippet?: string;
  highlights?: { start: number; end: number }[];
}
interface Answer {
  success: boolean;
  message?: string;
  results: Result[];
  total: number;
  counts?: Record<'note' | 'pyq' | 'video' | 'course', number>;
  page: number;
  limit: number;
}

const c = useContentTests();

const search = (caller: Caller, query: Record<string, string>, headers: Record<string, string> = {}) =>
  c.t.app.inject({
    method: 'GET',
    url: '/api/content/searchContent',
    query,
    headers: { 'content-type': 'application/json', ...c.accounts.headers(caller), ...headers },
  });

const searchOk = async (caller: Caller, query: Record<string, string>) => {
  const response = await search(caller, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
};
/** Puts a note in the Student's My Learning list through the real route. */
async function addNoteToStudentsLearning(contentId: string) {
  const added = await c.t.app.inject({
    method: 'POST',
    url: '/api/content/addInMylearning',
    headers: { AuthToken: c.accounts.tokens.Student },
    payload: { contentId, contentType: 'Note' },
  });
  expect(added.statusCode, added.body).toBe(200);
}
const titlesOf = (answer: Answer) => answer.results.map((result) => result.title).sort();

/** Uploads a real PDF and adds a note or PYQ using it, through the real routes; waits for its text. */
async function addPdfItem(
  caller: Exclude<Caller, 'anonymous'>,
  type: 'note' | 'pyq',
  pages: string[],
  fields: Record<string, unknown>,
) {
  const uploaded = await upload(c.t, c.accounts.tokens[caller], await makePdf(pages), { kind: 'pdf' });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const fileId = uploaded.json<{ fileId: string }>().fileId;
  const response = await c.t.app.inject({
    method: 'POST',
    url: `/api/content/${type === 'note' ? 'addNotes' : 'addPYQ'}`,
    headers: { AuthToken: c.accounts.tokens[caller] },
    payload:
      type === 'note'
        ? { professor: 'Prof. Rao', ...fields, fileUrl: fileId }
        : { year: 2023, subject: 'Biology', ...fields, fileUrl: fileId },
  });
  expect(response.statusCode, response.body).toBe(201);
  await c.t.app.files.whenIdle();
  return response.json<{ data: { _id: string } }>().data._id;
}

async function addVideo(title: string, description: string) {
  const response = await c.t.app.inject({
    method: 'POST',
    url: '/api/content/addVideo',
    headers: { AuthToken: c.accounts.tokens.Admin },
    payload: { title, description, fileUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
}

describe('who sees what', () => {
  beforeAll(async () => {
    await c.seed.notes([
      { title: 'Zephyrine public', ownerId: c.accounts.ids['Instructor owner'] },
      { title: 'Zephyrine draft', status: 'draft', ownerId: c.accounts.ids['Instructor owner'] },
      { title: 'Zephyrine private', isPublic: false, ownerId: c.accounts.ids['Instructor non-owner'] },
      { title: 'Zephyrine archived', status: 'archived', ownerId: c.accounts.ids.Admin },
    ]);
  });

  const expected: Record<Caller, string[]> = {
    anonymous: ['Zephyrine public'],
    Student: ['Zephyrine public'],
    'Instructor owner': ['Zephyrine draft', 'Zephyrine public'],
    'Instructor non-owner': ['Zephyrine private', 'Zephyrine public'],
    Admin: ['Zephyrine archived', 'Zephyrine draft', 'Zephyrine private', 'Zephyrine public'],
  };

  it.each(CALLERS)('%s sees public items, an Instructor also their own, an Admin everything', async (caller) => {
    const answer = await searchOk(caller, { search: 'zephyrine' });
    expect(titlesOf(answer)).toEqual(expected[caller]);
    expect(answer.total).toBe(expected[caller].length);
    expect(answer.results.every((result) => result.type === 'note')).toBe(true);
  });

  it.each([['null'], [''], ['undefined'], ['an-unknown-token']])(
    'an AuthToken of "%s" is an anonymous caller, never refused',
    async (token) => {
      const response = await search('anonymous', { search: 'zephyrine' }, { AuthToken: token });
      expect(response.statusCode).toBe(200);
      expect(titlesOf(response.json<Answer>())).toEqual(['Zephyrine public']);
    },
  );

  it('a logged-in caller gets isWatching for items in their My Learning', async () => {
    const [id] = await c.seed.notes([{ title: 'Watchable tamarind notes' }]);
    await addNoteToStudentsLearning(id!);
    expect((await searchOk('Student', { search: 'tamarind' })).results[0]).toMatchObject({ _id: id, isWatching: true });
    expect((await searchOk('Admin', { search: 'tamarind' })).results[0]).toMatchObject({ _id: id, isWatching: false });
    expect((await searchOk('anonymous', { search: 'tamarind' })).results[0]).toMatchObject({
      _id: id,
      isWatching: false,
    });
  });
});

describe('a repeated search (cached, its answer kept as bytes)', () => {
  it('answers the same JSON every time, keeps each caller their own isWatching, and shows a change at once', async () => {
    const [first] = await c.seed.notes([{ title: 'Repeatable quillwort notes' }]);
    const responses = [];
    for (let round = 0; round < 3; round += 1) responses.push(await search('anonymous', { search: 'quillwort' }));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(responses[0]!.body);
    }
    expect(responses[0]!.json<Answer>()).toMatchObject({ success: true, total: 1, page: 1, limit: 20 });

    // The same page for a Student who has its item in My Learning: their own flag, not the shared bytes.
    await addNoteToStudentsLearning(first!);
    for (let round = 0; round < 2; round += 1) {
      expect((await searchOk('Student', { search: 'quillwort' })).results[0]).toMatchObject({
        _id: first,
        isWatching: true,
      });
      expect((await searchOk('anonymous', { search: 'quillwort' })).results[0]).toMatchObject({
        _id: first,
        isWatching: false,
      });
    }

    // A new matching item is in the very next answer: the kept bytes belong to the old content version.
    await c.seed.notes([{ title: 'Second quillwort notes' }]);
    const after = await searchOk('anonymous', { search: 'quillwort' });
    expect(after.total).toBe(2);
    expect(titlesOf(after)).toEqual(['Repeatable quillwort notes', 'Second quillwort notes']);
  });
});

describe('the search table follows every write', () => {
  it('a retitled, hidden or deleted item is found as it now is, typos too', async () => {
    const [id] = await c.seed.notes([{ title: 'Wolframite ore handout' }]);
    const db = c.t.database.db;
    expect(titlesOf(await searchOk('Student', { search: 'wolframite' }))).toEqual(['Wolframite ore handout']);

    await db.update(notes).set({ title: 'Cassiterite ore handout' }).where(eq(notes.id, id!));
    await c.t.app.changeFeed.sync();
    expect((await searchOk('Student', { search: 'wolframite' })).total).toBe(0);
    expect(titlesOf(await searchOk('Student', { search: 'cassiterite' }))).toEqual(['Cassiterite ore handout']);

    await db.update(notes).set({ status: 'draft' }).where(eq(notes.id, id!));
    await c.t.app.changeFeed.sync();
    for (const text of ['cassiterite', 'cassiterit', 'casiterite']) {
      expect((await searchOk('Student', { search: text })).total, text).toBe(0);
      expect(titlesOf(await searchOk('Admin', { search: text })), text).toEqual(['Cassiterite ore handout']);
    }

    await db.delete(notes).where(eq(notes.id, id!));
    await c.t.app.changeFeed.sync();
    expect((await searchOk('Admin', { search: 'cassiterite' })).total).toBe(0);
  });
});

describe('words inside PDFs', () => {
  let publicNoteId: string;

  beforeAll(async () => {
    publicNoteId = await addPdfItem(
      'Instructor owner',
      'note',
      [
        'Cell biology: an introduction to membranes',
        'The quokka is a small marsupial found on Rottnest Island',
        'Summary and revision questions',
      ],
      { title: 'Animal physiology notes', description: 'Lecture notes for the second term' },
    );
    await addPdfItem(
      'Instructor owner',
      'pyq',
      ['Question one about enzymes', 'Question two about the axolotl and regeneration'],
      { title: 'Zoology paper', status: 'draft' },
    );
  });

  it('a word found only inside a PDF returns the note with its page, a snippet and the highlighted word', async () => {
    const answer = await searchOk('Student', { search: 'quokka' });
    expect(answer.total).toBe(1);
    const [hit] = answer.results;
    expect(hit).toMatchObject({ type: 'note', _id: publicNoteId, title: 'Animal physiology notes', page: 2 });
    expect(hit!.snippet).toContain('quokka');
    expect(hit!.highlights).toHaveLength(1);
    const { start, end } = hit!.highlights![0]!;
    expect(hit!.snippet!.slice(start, end)).toBe('quokka');
    expect(hit!.snippet).not.toMatch(/[\uE000\uE001<>]/);
  });

  it('a PDF hit names the best page: the one where the words match', async () => {
    const answer = await searchOk('Student', { search: 'revision questions' });
    expect(answer.results[0]).toMatchObject({ _id: publicNoteId, page: 3 });
  });

  it('one PDF used by several items finds each one the caller may see, and no item that changed its PDF', async () => {
    const fileOf = async (pages: string[]) => {
      const uploaded = await upload(c.t, c.accounts.tokens['Instructor owner'], await makePdf(pages), { kind: 'pdf' });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return uploaded.json<{ fileId: string }>().fileId;
    };
    const shared = await fileOf(['Handout', 'The pangolin rolls into a ball when threatened']);
    const other = await fileOf(['Another handout about lemurs']);
    const add = async (path: 'addNotes' | 'addPYQ', payload: Record<string, unknown>) => {
      const response = await c.t.app.inject({
        method: 'POST',
        url: `/api/content/${path}`,
        headers: { AuthToken: c.accounts.tokens['Instructor owner'] },
        payload: { ...payload, fileUrl: shared },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string } }>().data._id;
    };
    const note = await add('addNotes', { title: 'Mammal handout notes', professor: 'Prof. Rao' });
    const pyq = await add('addPYQ', { title: 'Mammal handout paper', year: 2024, subject: 'Zoology' });
    const draft = await add('addNotes', { title: 'Mammal handout draft', professor: 'Prof. Rao', status: 'draft' });
    await c.t.app.files.whenIdle();

    const found = async (caller: Caller) => {
      const answer = await searchOk(caller, { search: 'pangolin' });
      return { ids: answer.results.map((result) => result._id).sort(), counts: answer.counts };
    };
    expect(await found('Student')).toEqual({
      ids: [note, pyq].sort(),
      counts: { note: 1, pyq: 1, video: 0, course: 0 },
    });
    expect((await found('Instructor owner')).ids).toEqual([note, pyq, draft].sort());
    const [page] = (await searchOk('Student', { search: 'pangolin', type: 'PYQ' })).results;
    expect(page).toMatchObject({ _id: pyq, page: 2 });
    // The PDF's best page is found once for the page of results and given to every item that uses it.
    const both = (await searchOk('Student', { search: 'pangolin' })).results;
    expect(both.map((result) => [result._id, result.page, result.snippet])).toEqual(
      expect.arrayContaining([
        [note, 2, expect.stringContaining('pangolin')],
        [pyq, 2, expect.stringContaining('pangolin')],
      ]),
    );

    // The note now uses another PDF: the first PDF's words no longer find it.
    await c.t.database.db.update(notes).set({ fileId: other }).where(eq(notes.id, note));
    await c.t.app.changeFeed.sync();
    expect((await found('Student')).ids).toEqual([pyq]);
    expect((await searchOk('Student', { search: 'lemurs' })).results).toMatchObject([{ _id: note, page: 1 }]);
  });

  it('PDF text of an item the caller may not see is not found', async () => {
    expect((await searchOk('Student', { search: 'axolotl' })).results).toEqual([]);
    expect((await searchOk('Instructor non-owner', { search: 'axolotl' })).results).toEqual([]);
    const owner = await searchOk('Instructor owner', { search: 'axolotl' });
    expect(owner.results).toMatchObject([{ type: 'pyq', title: 'Zoology paper', page: 2 }]);
  });
});

describe('ranking', () => {
  it('a title match ranks above a description match, which ranks above a PDF match', async () => {
    await addPdfItem('Admin', 'note', ['Nothing here', 'The heliotrope flower turns to the sun'], {
      title: 'Botany reader',
    });
    await addVideo('Garden plants explained', 'Why the heliotrope follows the sun');
    await c.seed.notes([{ title: 'Heliotrope field guide' }]);
    const answer = await searchOk('Student', { search: 'heliotrope' });
    expect(answer.results.map((result) => result.title)).toEqual([
      'Heliotrope field guide',
      'Garden plants explained',
      'Botany reader',
    ]);
    const ranks = answer.results.map((result) => result.rank);
    expect(ranks[0]).toBeGreaterThan(ranks[1]!);
    expect(ranks[1]).toBeGreaterThan(ranks[2]!);
    expect(answer.results[2]).toMatchObject({ page: 2 });
  });
});

describe('websearch syntax', () => {
  beforeAll(async () => {
    await c.seed.notes([
      { title: 'Quartzite granite' },
      { title: 'Granite quartzite' },
      { title: 'Quartzite basalt' },
      { title: 'Granite basalt' },
    ]);
  });

  it('a quoted phrase matches the words in that order only', async () => {
    expect(titlesOf(await searchOk('Student', { search: '"quartzite granite"' }))).toEqual(['Quartzite granite']);
  });

  it('words without operators must all match', async () => {
    expect(titlesOf(await searchOk('Student', { search: 'quartzite granite' }))).toEqual([
      'Granite quartzite',
      'Quartzite granite',
    ]);
  });

  it('or matches either word', async () => {
    expect(titlesOf(await searchOk('Student', { search: 'quartzite or basalt' }))).toEqual([
      'Granite basalt',
      'Granite quartzite',
      'Quartzite basalt',
      'Quartzite granite',
    ]);
  });

  it('a minus excludes a word', async () => {
    expect(titlesOf(await searchOk('Student', { search: 'quartzite -granite' }))).toEqual(['Quartzite basalt']);
  });

  it('words are stemmed: a plural finds the singular', async () => {
    expect(titlesOf(await searchOk('Student', { search: 'basalts' }))).toEqual(['Granite basalt', 'Quartzite basalt']);
  });
});

describe('safe with any input', () => {
  const inputs = [
    "'",
    '\\',
    "\\'",
    '&|!:*()<>',
    '!!!',
    'a & b | !c',
    'foo:*',
    '(((',
    '"',
    '"unbalanced quote',
    '- -- ---',
    "'; drop table notes; --",
    "' or 1=1 --",
    '.*[a-z]+(?=x)\\d{1,3}$^',
    '%_%',
    'the and of',
    '\u{1F4DA} études naïve 数学',
    'x'.repeat(5000),
    'granite '.repeat(700),
  ];

  it.each(
    inputs.map((input) => [input.length > 40 ? `${input.slice(0, 20)}… (${input.length} characters)` : input, input]),
  )('searching for %j answers 200, never 500', async (_label, input) => {
    const response = await search('Student', { search: input });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Answer>().success).toBe(true);
  });

  it('a NUL character is refused as bad input with a readable message, like everywhere in the API', async () => {
    const response = await search('Student', { search: `null${String.fromCharCode(0)}byte` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.nulCharacter });
  });

  it('a blank or whitespace-only search is refused with a readable message', async () => {
    const queries: Record<string, string>[] = [{ search: '' }, { search: '   ' }, { search: '\t\n' }, {}];
    for (const query of queries) {
      const response = await search('anonymous', query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
      expect(response.json<{ message: string }>().message).toContain(SEARCH_MESSAGES.blank);
    }
  });

  it('no match answers an empty list with the spec message', async () => {
    expect(await searchOk('anonymous', { search: 'xylophonist' })).toEqual({
      success: true,
      results: [],
      total: 0,
      page: 1,
      limit: 20,
      counts: { note: 0, pyq: 0, video: 0, course: 0 },
      message: 'No matching content found !',
    });
  });

  it('the search text is cut at 200 characters', async () => {
    await c.seed.notes([{ title: 'Cutoffword' }]);
    // Stop words fill the first 200 characters; a word after them is not part of the search.
    const padding = 'the '.repeat(48);
    expect((await searchOk('Student', { search: `cutoffword ${padding}` })).total).toBe(1);
    expect((await searchOk('Student', { search: `cutoffword ${padding}zzzmissing` })).total).toBe(1);
    expect((await searchOk('Student', { search: `zzzmissing ${padding}cutoffword` })).total).toBe(0);
  });
});

describe('type filter', () => {
  beforeAll(async () => {
    await c.seed.notes([{ title: 'Obsidianite note' }]);
    await c.seed.pyqs([{ title: 'Obsidianite pyq' }]);
    await c.seed.videos([{ title: 'Obsidianite video' }]);
    await c.seed.courses([{ title: 'Obsidianite course' }], [{ title: 'Lecture one', videoUrl: 'https://youtu.be/x' }]);
  });

  it('no type searches all four', async () => {
    const answer = await searchOk('Student', { search: 'obsidianite' });
    expect(answer.results.map((result) => result.type).sort()).toEqual(['course', 'note', 'pyq', 'video']);
  });

  it.each([
    ['notes', 'note'],
    ['pyq', 'pyq'],
    ['video', 'video'],
    ['course', 'course'],
    ['note', 'note'],
    ['videos', 'video'],
  ])('type=%s searches that type only', async (type, itemType) => {
    const answer = await searchOk('Student', { search: 'obsidianite', type });
    expect(answer.results.map((result) => result.type)).toEqual([itemType]);
  });

  it('a course hit carries its lectures, like the lists', async () => {
    const answer = await searchOk('Student', { search: 'obsidianite', type: 'course' });
    expect(answer.results[0]).toMatchObject({ lectures: [{ title: 'Lecture one', videoUrl: 'https://youtu.be/x' }] });
  });

  it('each type’s result is the item the lists answer, field for field (one query reads them all)', async () => {
    const [noteId] = await c.seed.notes([{ title: 'Porphyrite note', category: 'commerce' }]);
    await c.seed.pyqs([{ title: 'Porphyrite pyq', category: 'commerce' }]);
    await c.seed.videos([{ title: 'Porphyrite video', category: 'commerce' }]);
    const lectures = [
      { title: 'Second in the alphabet, first in order', videoUrl: 'https://youtu.be/b' },
      { title: 'A later lecture', videoUrl: 'https://youtu.be/a' },
    ];
    const [courseId] = await c.seed.courses([{ title: 'Porphyrite course', category: 'commerce' }], lectures);
    // Fields whose types the JSON row must carry as the lists' rows do: decimals, a date, tags.
    await c.t.database.db
      .update(courses)
      .set({ price: 499.5, offerPercent: 12.5, offerPrice: 437.06, startDate: '2027-01-15', tags: ['crystals', 'x'] })
      .where(eq(courses.id, courseId!));
    await c.t.database.db
      .update(notes)
      .set({ tags: ['rocks'], description: 'Layered "quotes" \\ and <b>' })
      .where(eq(notes.id, noteId!));
    await c.t.app.changeFeed.sync();

    const answer = await searchOk('Student', { search: 'porphyrite' });
    expect(answer.results.map((result) => result.type).sort()).toEqual(['course', 'note', 'pyq', 'video']);
    const lists = {
      note: 'getAllPublicNotes',
      pyq: 'getAllPublicPYQ',
      video: 'getAllPublicVideo',
      course: 'getAllPublicCourse',
    };
    for (const result of answer.results) {
      const listed = await c.t.app.inject({
        method: 'GET',
        url: `/api/content/${lists[result.type as keyof typeof lists]}?category=commerce&limit=50`,
        headers: c.accounts.headers('Student'),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      const item = listed.json<{ data: { _id: string }[] }>().data.find((one) => one._id === result._id);
      const { rank: _rank, ...fields } = result;
      expect(fields).toEqual(item);
    }
    const course = answer.results.find((result) => result.type === 'course');
    expect(course).toMatchObject({
      price: 499.5,
      offerPercent: 12.5,
      startDate: '2027-01-15',
      lectures,
      tags: ['crystals', 'x'],
    });
  });

  it('a blank type means all types; an unknown type is refused', async () => {
    expect((await searchOk('Student', { search: 'obsidianite', type: '' })).total).toBe(4);
    const response = await search('Student', { search: 'obsidianite', type: 'podcast' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(SEARCH_MESSAGES.invalidType);
  });
});

describe('paging', () => {
  beforeAll(async () => {
    await c.seed.videos(Array.from({ length: 25 }, (_, index) => ({ title: `Paginated lecture ${index + 1}` })));
  });

  it('the first page holds 20 results by default, with the total', async () => {
    const answer = await searchOk('Student', { search: 'paginated' });
    expect(answer).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(answer.results).toHaveLength(20);
  });

  it('pages do not overlap and together hold every result', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => searchOk('Student', { search: 'paginated', limit: '10', page: String(page) })),
    );
    expect(pages.map((answer) => answer.results.length)).toEqual([10, 10, 5]);
    const ids = pages.flatMap((answer) => answer.results.map((result) => result._id));
    expect(new Set(ids).size).toBe(25);
  });

  it('a page past the end is empty but still tells the total', async () => {
    const answer = await searchOk('Student', { search: 'paginated', page: '9' });
    expect(answer).toMatchObject({ results: [], total: 25, page: 9 });
  });

  it('a limit above 100 or a page below 1 is refused', async () => {
    expect((await search('Student', { search: 'paginated', limit: '101' })).statusCode).toBe(400);
    expect((await search('Student', { search: 'paginated', page: '0' })).statusCode).toBe(400);
    expect((await search('Student', { search: 'paginated', page: 'two' })).statusCode).toBe(400);
  });
});
