import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { notes, pdfPages } from '../../db/schema/index.ts';
import { insertStoredFile, useContentTests } from '../../../test/support/content.ts';
import { HEADLINE_START, HEADLINE_STOP } from './search.repository.ts';
import { parseHeadline } from './search.service.ts';
import { SAMPLE_PAGES } from '../../../test/support/search-pages.ts';

// The best page of a PDF hit and its snippet, from PostgreSQL's page vectors and ts_headline.

let t: TestApp;

interface Hit {
  title: string;
  page?: number;
  snippet?: string;
  highlights?: { start: number; end: number }[];
}

useContentTests(async (opened) => {
  ({ t } = opened);
  const db = t.database.db;
  const pagesOf: Record<string, readonly string[]> = {
    ...SAMPLE_PAGES,
    hyphen: ['A page about foo-bar widgets', 'Another page without it'],
    marks: [`Private ${HEADLINE_START}marks${HEADLINE_STOP} in the text of entropy`],
    book: Array.from({ length: 65 }, (_, at) => (at === 40 ? 'The entropy chapter' : `Page ${at + 1}`)),
  };
  for (const [name, texts] of Object.entries(pagesOf)) {
    const file = await insertStoredFile(t, 'pdf');
    await db.insert(pdfPages).values(texts.map((text, at) => ({ fileId: file, pageNumber: at + 1, text })));
    await db.insert(notes).values({ title: `Reader ${name}`, professor: 'Prof', fileId: file });
  }
  await t.app.changeFeed.sync();
});

async function hitsFor(search: string): Promise<Hit[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/content/searchContent', query: { search } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ results: Hit[] }>().results;
}

/** The marked words of a hit's snippet. */
const marked = (hit: Hit | undefined) =>
  (hit?.highlights ?? []).map(({ start, end }) => hit!.snippet!.slice(start, end));

describe('the best page of a PDF hit', () => {
  it.each([
    ['light', 'Reader optics', 2],
    ['light lenses', 'Reader optics', 3],
    ['telescop microscope', 'Reader optics', 4],
    ['entrop heat', 'Reader heat', 2],
    ['entorpy work', 'Reader heat', 2],
    ['mirrors', 'Reader optics', 2],
    ['entropy chapter', 'Reader book', 41],
    ['foo bar widgets', 'Reader hyphen', 1],
  ])('%j finds %s on page %i', async (search, title, page) => {
    const [hit] = await hitsFor(search);
    expect(hit).toMatchObject({ title, page });
  });

  it('marks the typed words, the words they begin and their typos in the snippet', async () => {
    const [hit] = await hitsFor('refrac lense');
    expect(hit).toMatchObject({ title: 'Reader optics', page: 3 });
    expect(marked(hit)).toEqual(['Refraction', 'lenses']);
    expect(hit!.snippet).not.toMatch(/[\uE000\uE001]/);
  });

  it('strips the headline marks from the page text before marking it', async () => {
    const [hit] = await hitsFor('entropy private');
    expect(hit).toMatchObject({ title: 'Reader marks', snippet: 'Private marks in the text of entropy' });
    expect(marked(hit)).toEqual(['Private', 'entropy']);
  });

  it('with no page holding every word, the best partial page', async () => {
    const [hit] = await hitsFor('lenses thermodynamics');
    expect(hit?.page).toBeDefined();
  });
});

describe('parseHeadline', () => {
  it('gives the plain snippet and the offsets of the marked words', () => {
    expect(parseHeadline(`a ${HEADLINE_START}b${HEADLINE_STOP} c`)).toEqual({
      snippet: 'a b c',
      highlights: [{ start: 2, end: 3 }],
    });
    expect(parseHeadline('   ')).toEqual({ snippet: '', highlights: [] });
  });
});
