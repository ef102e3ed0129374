import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, SERVER_MESSAGES } from '@prepshelf/contract';
import type { TestApp } from '../../../test/harness.ts';
import { CALLERS, type Accounts, type Caller, type Seeder, useContentTests } from '../../../test/support/content.ts';

interface Suggestion {
  type: string;
  _id: string;
  title: string;
}

let t: TestApp;
let accounts: Accounts;
let seed: Seeder;

useContentTests(async (opened) => {
  ({ t, accounts, seed } = opened);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await seed.notes([
    { title: 'Hydrology public notes', ownerId: accounts.ids['Instructor owner'], createdAt: minutesAgo(5) },
    { title: 'Hydrology draft notes', status: 'draft', ownerId: accounts.ids['Instructor owner'] },
    { title: 'Hydrology private notes', isPublic: false, ownerId: accounts.ids['Instructor non-owner'] },
    { title: 'Hydrology archived notes', status: 'archived', ownerId: accounts.ids.Admin },
  ]);
  await seed.videos([{ title: 'Hydrology field video', createdAt: minutesAgo(1) }]);
  await seed.pyqs([{ title: 'Hydrology paper', createdAt: minutesAgo(10) }]);
  await seed.courses([{ title: 'Hydrology course', createdAt: minutesAgo(20) }]);
  await seed.videos(
    Array.from({ length: 8 }, (_, index) => ({ title: `Limnology talk ${index + 1}`, createdAt: minutesAgo(index) })),
  );
});

const suggest = (caller: Caller, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/content/searchSuggestions',
    query,
    headers: accounts.headers(caller),
  });

async function suggestionsFor(caller: Caller, search: string): Promise<Suggestion[]> {
  const response = await suggest(caller, { search });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ success: boolean; suggestions: Suggestion[] }>();
  expect(body.success).toBe(true);
  return body.suggestions;
}

describe('who is suggested what', () => {
  const expected: Record<Caller, string[]> = {
    anonymous: ['Hydrology course', 'Hydrology field video', 'Hydrology paper', 'Hydrology public notes'],
    Student: ['Hydrology course', 'Hydrology field video', 'Hydrology paper', 'Hydrology public notes'],
    'Instructor owner': [
      'Hydrology course',
      'Hydrology draft notes',
      'Hydrology field video',
      'Hydrology paper',
      'Hydrology public notes',
    ],
    'Instructor non-owner': [
      'Hydrology course',
      'Hydrology field video',
      'Hydrology paper',
      'Hydrology private notes',
      'Hydrology public notes',
    ],
    // Seven for an Admin: the six newest (the course is the oldest).
    Admin: [
      'Hydrology archived notes',
      'Hydrology draft notes',
      'Hydrology field video',
      'Hydrology paper',
      'Hydrology private notes',
      'Hydrology public notes',
    ],
  };

  it.each(CALLERS)('%s is suggested what searchContent would show them', async (caller) => {
    const suggestions = await suggestionsFor(caller, 'hydro');
    expect(suggestions.map((suggestion) => suggestion.title).sort()).toEqual(expected[caller]);
  });
});

describe('what a suggestion is', () => {
  it('each suggestion is the item with its type, newest first', async () => {
    const suggestions = await suggestionsFor('Student', 'hydro');
    expect(suggestions.map((suggestion) => [suggestion.type, suggestion.title])).toEqual([
      ['video', 'Hydrology field video'],
      ['note', 'Hydrology public notes'],
      ['pyq', 'Hydrology paper'],
      ['course', 'Hydrology course'],
    ]);
    expect(suggestions[1]).toHaveProperty('fileUrl');
  });

  it('at most six are suggested', async () => {
    const suggestions = await suggestionsFor('anonymous', 'limno');
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]!.title).toBe('Limnology talk 1');
  });

  it('every typed word must begin a word of the title', async () => {
    expect((await suggestionsFor('anonymous', 'hydro fie')).map((suggestion) => suggestion.title)).toEqual([
      'Hydrology field video',
    ]);
    expect(await suggestionsFor('anonymous', 'hydro zzz')).toEqual([]);
  });

  it('fewer than three letters suggest nothing', async () => {
    expect(await suggestionsFor('anonymous', 'hy')).toEqual([]);
    expect(await suggestionsFor('anonymous', ' h y ')).toEqual([]);
    expect(await suggestionsFor('anonymous', 'hyd')).toHaveLength(4);
  });

  it('a word with a typo suggests what the full search finds', async () => {
    await seed.notes([{ title: 'Physics for Beginners' }]);
    expect((await suggestionsFor('anonymous', 'fisics')).map((suggestion) => suggestion.title)).toEqual([
      'Physics for Beginners',
    ]);
    expect((await suggestionsFor('anonymous', 'limnolgy')).map((suggestion) => suggestion.title)).toHaveLength(6);
    // A typo never reaches a title only a draft holds.
    expect(await suggestionsFor('anonymous', 'hydrolgy draft')).toEqual([]);
  });

  it('words of descriptions or PDFs are not suggested: titles only', async () => {
    expect(await suggestionsFor('anonymous', 'prof')).toEqual([]);
  });
});

describe('a suggestion in My Learning', () => {
  it("carries the caller's own isWatching: the shared answer for everyone else", async () => {
    const [id] = await seed.notes([{ title: 'Tamarisk watched notes' }]);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/content/addInMylearning',
      headers: accounts.headers('Student'),
      payload: { contentId: id, contentType: 'Note' },
    });
    expect(added.statusCode, added.body).toBe(200);
    for (const [caller, isWatching] of [
      ['Student', true],
      ['anonymous', false],
      ['Admin', false],
    ] as const) {
      const [suggestion] = await suggestionsFor(caller, 'tamarisk');
      expect(suggestion, caller).toMatchObject({ _id: id, isWatching });
    }
  });
});

describe('bad input', () => {
  it('blank text is refused with the search message', async () => {
    for (const query of [{}, { search: '' }, { search: '   ' }] as Record<string, string>[]) {
      const response = await suggest('anonymous', query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
      expect(response.json<{ message: string }>().message).toContain(SEARCH_MESSAGES.blank);
    }
  });

  it('a NUL character is refused', async () => {
    const response = await suggest('anonymous', { search: `hyd${String.fromCharCode(0)}ro` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.nulCharacter });
  });

  it.each(["'", '\\', '&|!:*()<>', "hyd'; drop table notes; --", 'x'.repeat(5000), '数学 भौतिकी'])(
    'any text answers 200: %j',
    async (input) => {
      const response = await suggest('Student', { search: input });
      expect(response.statusCode, response.body).toBe(200);
    },
  );
});

describe('OpenAPI', () => {
  it('documents the suggestions endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    const path = document.paths['/api/content/searchSuggestions'];
    expect(path?.get?.parameters?.map((parameter) => parameter.name)).toContain('search');
  });
});
