import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { pdfPages } from '../../db/schema/index.ts';
import { closeContentTests, insertStoredFile, openContentTests } from '../content/content.test-support.ts';
import { parseHeadline } from './search.page.ts';
import { createPdfPages, headlineOf, KEPT_FILE_PAGES, pageWordOf, pageWordsOf } from './search.pdf-pages.ts';
import { createSearchRepository, HEADLINE_START, HEADLINE_STOP } from './search.repository.ts';
import { SAMPLE_PAGES } from './search.test-support.ts';
import type { SearchWord } from './search.words.ts';

let t: TestApp;
const repo = createSearchRepository();
const files: Record<string, string> = {};

const typed = (word: string, typos: string[] = []): SearchWord => ({ word, typos });
/** A headline as the results show it: its text and the marked words. */
const shown = (headline: string) => {
  const { snippet, highlights } = parseHeadline(headline);
  return { snippet, marked: highlights.map(({ start, end }) => snippet.slice(start, end)) };
};

beforeAll(async () => {
  ({ t } = await openContentTests());
  const db = t.database.db;
  const pagesOf: Record<string, readonly string[]> = {
    ...SAMPLE_PAGES,
    hyphen: ['A page about foo-bar widgets', 'Another page without it'],
    marks: [`Private ${HEADLINE_START}marks${HEADLINE_STOP} in the text of entropy`],
    book: Array.from({ length: KEPT_FILE_PAGES + 1 }, (_, at) =>
      at === 40 ? 'The entropy chapter' : `Page ${at + 1}`,
    ),
  };
  for (const [name, texts] of Object.entries(pagesOf)) {
    const file = await insertStoredFile(t, 'pdf');
    files[name] = file;
    await db.insert(pdfPages).values(texts.map((text, at) => ({ fileId: file, pageNumber: at + 1, text })));
  }
});
afterAll(() => closeContentTests(t));

describe('a page of text as search sees it', () => {
  it('keeps each distinct word once, in lower case, between newlines', () => {
    expect(pageWordsOf('Light, LIGHT and light-years 42')).toBe('\nlight\nand\nyears\n42\n');
    expect(pageWordsOf('…')).toBe('\n');
  });

  it('marks the typed words, the words they start and their typos, in at most two passages', () => {
    const words = [typed('refrac'), typed('lense', ['lenses'])];
    expect(shown(headlineOf('Refraction of light through lenses; light bends', words.map(pageWordOf)))).toEqual({
      snippet: 'Refraction of light through lenses; light bends',
      marked: ['Refraction', 'lenses'],
    });
    const long = [
      ...Array.from({ length: 40 }, (_, at) => `w${at}`),
      'entropy',
      ...Array.from({ length: 40 }, (_, at) => `v${at}`),
      'entropy',
      'end',
    ].join(' ');
    const { snippet, marked } = shown(headlineOf(long, [pageWordOf(typed('entropy'))]));
    expect(marked).toEqual(['entropy', 'entropy']);
    expect(snippet.split(' … ')).toHaveLength(2);
    expect(snippet.split(/\s+/).length).toBeLessThanOrEqual(2 * 30 + 1);
    // Only at a word's start. A typo candidate PostgreSQL's parser keeps whole ("foo-bar") is no word of
    // the text as split here: its page comes from PostgreSQL (below), and it is not marked.
    expect(
      shown(headlineOf('Synergy of energy; Energy and foo-bar parts', [pageWordOf(typed('energ', ['foo-bar']))])),
    ).toEqual({ snippet: 'Synergy of energy; Energy and foo-bar parts', marked: ['energy', 'Energy'] });
    // Typo candidates are marked as whole words only; case is ignored, in any script.
    expect(
      shown(headlineOf('Physics, PHYSICAL and physicsy; भौतिकी', [pageWordOf(typed('fisics', ['physics', 'भौतिकी']))])),
    ).toEqual({ snippet: 'Physics, PHYSICAL and physicsy; भौतिकी', marked: ['Physics', 'भौतिकी'] });
    // A page with no match (its parser split it otherwise) gives its first words.
    expect(shown(headlineOf('Nothing here matches', [pageWordOf(typed('zebra'))]))).toEqual({
      snippet: 'Nothing here matches',
      marked: [],
    });
  });
});

describe('best pages from the kept text', () => {
  const cases: { words: SearchWord[]; mode: 'all' | 'some' }[] = [
    { words: [typed('light')], mode: 'all' },
    { words: [typed('light'), typed('lenses')], mode: 'all' },
    { words: [typed('lens')], mode: 'all' },
    { words: [typed('lenses'), typed('entropy')], mode: 'some' },
    { words: [typed('telescop'), typed('microscope')], mode: 'all' },
    { words: [typed('entrop'), typed('heat')], mode: 'all' },
    { words: [typed('entorpy', ['entropy'])], mode: 'all' },
    { words: [typed('heat'), typed('light')], mode: 'all' },
    { words: [typed('zebra')], mode: 'some' },
  ];

  it("are PostgreSQL's best pages, for every word, prefix, typo and mode", async () => {
    const db = t.database.db;
    const pages = createPdfPages(repo, db);
    const all = [files.optics!, files.heat!, files.hyphen!, files.marks!];
    for (const { words, mode } of cases) {
      const kept = await pages.bestPages({ words, mode, files: all, version: 1 });
      const asked = await repo.bestPages(db, { words, mode, files: all });
      expect([...kept].map(([file, best]) => [file, best.page]).sort(), JSON.stringify(words)).toEqual(
        [...asked].map(([file, best]) => [file, best.page]).sort(),
      );
      for (const best of kept.values()) expect(best.headline).toContain(HEADLINE_START);
    }
  });

  it('read each file once per content version, and again at the next', async () => {
    const db = t.database.db;
    const pages = createPdfPages(repo, db);
    const words = [typed('mirrors')];
    expect(
      (await pages.bestPages({ words, mode: 'all', files: [files.optics!], version: 1 })).get(files.optics!)?.page,
    ).toBe(2);
    await db.execute(
      sql`update pdf_pages set text = 'Plane mirrors again' where file_id = ${files.optics!} and page_number = 4`,
    );
    try {
      // Kept at version 1: the old text.
      const before = await pages.bestPages({
        words: [typed('again')],
        mode: 'all',
        files: [files.optics!],
        version: 1,
      });
      expect(before.size).toBe(0);
      const after = await pages.bestPages({ words: [typed('again')], mode: 'all', files: [files.optics!], version: 2 });
      expect(after.get(files.optics!)?.page).toBe(4);
      expect(shown(after.get(files.optics!)!.headline!).marked).toEqual(['again']);
    } finally {
      await db.execute(
        sql`update pdf_pages set text = 'Optical instruments: the telescope and the microscope use lenses' where file_id = ${files.optics!} and page_number = 4`,
      );
    }
  });

  it('strips the headline marks from the text before marking it', async () => {
    const pages = createPdfPages(repo, t.database.db);
    const best = await pages.bestPages({ words: [typed('entropy')], mode: 'all', files: [files.marks!], version: 1 });
    expect(shown(best.get(files.marks!)!.headline!)).toEqual({
      snippet: 'Private marks in the text of entropy',
      marked: ['entropy'],
    });
  });

  it('asks PostgreSQL for a file too large to keep, and for a PDF hit whose words the kept text splits otherwise', async () => {
    const db = t.database.db;
    const pages = createPdfPages(repo, db);
    const book = await pages.bestPages({ words: [typed('entropy')], mode: 'all', files: [files.book!], version: 1 });
    expect(book.get(files.book!)?.page).toBe(41);
    expect(shown(book.get(files.book!)!.headline!).marked).toEqual(['entropy']);
    expect(pages.size).toBe(1);

    // PostgreSQL's parser keeps "foo-bar" as one word too, which a typo may name; the kept text has
    // "foo" and "bar" only.
    const words = [typed('foobar', ['foo-bar'])];
    const hyphen = files.hyphen!;
    expect((await pages.bestPages({ words, mode: 'all', files: [hyphen], version: 1 })).size).toBe(0);
    const found = await pages.bestPages({
      words,
      mode: 'all',
      files: [hyphen],
      version: 1,
      mustFind: new Set([hyphen]),
    });
    expect(found.get(hyphen)?.page).toBe(1);
  });
});
