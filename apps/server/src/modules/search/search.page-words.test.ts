import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { contentVersion, notes, pdfPages, pyqs } from '../../db/schema/index.ts';
import { closeContentTests, insertStoredFile, openContentTests } from '../content/content.test-support.ts';
import { findWordHits } from './search.hits.ts';
import { createSearchIndex, type FileRank } from './search.index.ts';
import { createPageWords } from './search.page-words.ts';
import { createPdfPages } from './search.pdf-pages.ts';
import { createSearchRepository, pagesRankedByFile, type Searcher } from './search.repository.ts';
import { SAMPLE_PAGES } from './search.test-support.ts';
import type { SearchWord } from './search.words.ts';

let t: TestApp;
const repo = createSearchRepository();
const files: Record<string, string> = {};

const version = async () => {
  const [row] = await t.database.db.select().from(contentVersion).where(eq(contentVersion.id, 1));
  return Number(row?.version ?? 0);
};
const typed = (word: string, typos: string[] = []): SearchWord => ({ word, typos });
const byFile = (ranks: readonly FileRank[]) => [...ranks].sort((a, b) => a.fileId.localeCompare(b.fileId));

/** The files PostgreSQL's word index finds for the words, each with its best page's rank (pdfMatches). */
async function filesFromPostgres(words: readonly SearchWord[], mode: 'all' | 'some'): Promise<FileRank[]> {
  let found: FileRank[] = [];
  await repo.pdfMatches(t.database.db, {
    words,
    mode,
    user: undefined,
    itemsOfFiles: (ranks) => {
      found = [...ranks];
      return [];
    },
  });
  return byFile(found);
}

/** Searches that hold every kind of match: exact, prefix, typo, several words, other scripts, none. */
const SEARCHES: { words: SearchWord[]; mode: 'all' | 'some' }[] = [
  { words: [typed('entropy')], mode: 'all' },
  { words: [typed('refrac')], mode: 'all' },
  { words: [typed('light'), typed('lenses')], mode: 'all' },
  { words: [typed('light'), typed('lenses')], mode: 'some' },
  { words: [typed('lense', ['lenses', 'lens'])], mode: 'all' },
  { words: [typed('entrpy', ['entropy']), typed('heat')], mode: 'all' },
  // A typo candidate that begins with the word matches as a prefix.
  { words: [typed('therm', ['thermodynamics'])], mode: 'all' },
  { words: [typed('ऊष्मा')], mode: 'all' },
  { words: [typed('ऊष्')], mode: 'all' },
  { words: [typed('telescope'), typed('zymurgy')], mode: 'all' },
  { words: [typed('telescope'), typed('zymurgy')], mode: 'some' },
  { words: [typed('xylophonist')], mode: 'all' },
  { words: [typed('light'), typed('heat'), typed('entropy')], mode: 'some' },
];

beforeAll(async () => {
  ({ t } = await openContentTests());
  const db = t.database.db;
  const pagesOf: Record<string, readonly string[]> = {
    ...SAMPLE_PAGES,
    hindi: ['ऊष्मा और ताप', 'ऊष्मागतिकी के नियम'],
    lens: ['A single lens of light', 'Lens makers formula'],
  };
  for (const [name, texts] of Object.entries(pagesOf)) {
    const file = await insertStoredFile(t, 'pdf');
    files[name] = file;
    await db.insert(pdfPages).values(texts.map((text, at) => ({ fileId: file, pageNumber: at + 1, text })));
  }
  await db.insert(notes).values([
    { title: 'Optics reader', professor: 'Prof', fileId: files.optics! },
    { title: 'Heat reader', professor: 'Prof', fileId: files.heat! },
    { title: 'Lens reader', professor: 'Prof', fileId: files.lens! },
    { title: 'Light and lenses', professor: 'Prof', fileId: files.hindi! },
  ]);
  await db.insert(pyqs).values({ title: 'Optics paper', subject: 'Physics', year: 2024, fileId: files.optics! });
  await t.app.changeFeed.sync();
});
afterAll(() => closeContentTests(t));

describe("the PDF pages' words held beside the index", () => {
  it("finds each file's best page rank as PostgreSQL's word index does", async () => {
    const pageWords = createPageWords(t.database.db);
    const current = await version();
    // Not held yet: PostgreSQL answers.
    expect(pageWords.filesMatching([typed('entropy')], 'all', current)).toBeUndefined();
    await pageWords.ready(current);
    for (const { words, mode } of SEARCHES) {
      const held = pageWords.filesMatching(words, mode, current);
      expect(held && byFile(held), `${words.map((word) => word.word).join(' ')} (${mode})`).toEqual(
        await filesFromPostgres(words, mode),
      );
    }
    // Ranks as PostgreSQL gives them: per word found 1,000, plus 1/4 of exact 3, prefix 2, typo 1.
    expect(pageWords.filesMatching([typed('refrac')], 'all', current)).toEqual([
      { fileId: files.optics, rank: 1000.5 },
    ]);
    expect(pageWords.filesMatching([typed('entrpy', ['entropy']), typed('heat')], 'all', current)).toEqual([
      { fileId: files.heat, rank: 2001 },
    ]);
    expect(byFile(pageWords.filesMatching([typed('light'), typed('lenses')], 'some', current)!)).toEqual(
      byFile([
        { fileId: files.optics!, rank: 2001.5 },
        { fileId: files.lens!, rank: 1000.75 },
      ]),
    );
    // Devanagari words and their beginnings.
    expect(pageWords.filesMatching([typed('ऊष्')], 'all', current)).toEqual([{ fileId: files.hindi, rank: 1000.5 }]);
    // A later version than the one held: PostgreSQL answers until the pages are read again.
    expect(pageWords.filesMatching([typed('entropy')], 'all', current + 1)).toBeUndefined();
  });

  it('keeps in step as pages are added, replaced and deleted, reading only the files that changed', async () => {
    const db = t.database.db;
    const pageWords = createPageWords(db);
    await pageWords.ready(await version());
    const { builds } = pageWords.stats();

    const added = await insertStoredFile(t, 'pdf');
    await db.insert(pdfPages).values([
      { fileId: added, pageNumber: 1, text: 'Zymurgy: the chemistry of fermentation' },
      { fileId: added, pageNumber: 2, text: 'The telescope of a brewer' },
    ]);
    // Replaced as a PDF's text is saved again: its pages deleted and written anew in one transaction.
    await db.transaction(async (tx) => {
      await tx.delete(pdfPages).where(eq(pdfPages.fileId, files.lens!));
      await tx.insert(pdfPages).values({ fileId: files.lens!, pageNumber: 1, text: 'Lens aberrations and entropy' });
    });
    // One page changed in place.
    await db
      .update(pdfPages)
      .set({ text: 'Heat engines and the third law of zymurgy' })
      .where(sql`${pdfPages.fileId} = ${files.heat!} and ${pdfPages.pageNumber} = 1`);
    const hindi = await insertStoredFile(t, 'pdf');
    await db.insert(pdfPages).values({ fileId: hindi, pageNumber: 1, text: 'ऊष्मा' });
    await db.delete(pdfPages).where(eq(pdfPages.fileId, hindi));

    const current = await version();
    await pageWords.ready(current);
    for (const { words, mode } of [
      ...SEARCHES,
      { words: [typed('zymurgy')], mode: 'all' as const },
      { words: [typed('lens'), typed('entropy')], mode: 'all' as const },
      { words: [typed('third')], mode: 'all' as const },
      { words: [typed('second')], mode: 'all' as const },
    ]) {
      const held = pageWords.filesMatching(words, mode, current);
      expect(held && byFile(held), `${words.map((word) => word.word).join(' ')} (${mode})`).toEqual(
        await filesFromPostgres(words, mode),
      );
    }
    expect(pageWords.filesMatching([typed('second')], 'all', current)).toEqual([]);
    expect(byFile(pageWords.filesMatching([typed('zymurgy')], 'all', current)!).map((file) => file.fileId)).toEqual(
      [added, files.heat!].sort(),
    );
    // Updated in place, not built anew.
    expect(pageWords.stats()).toMatchObject({ builds, updates: 1 });

    // A change to items alone reads no pages.
    await db.insert(notes).values({ title: 'Another reader', professor: 'Prof', fileId: added });
    const later = await version();
    expect(later).toBeGreaterThan(current);
    await pageWords.ready(later);
    expect(pageWords.stats()).toMatchObject({ builds, updates: 1, builtVersion: later });
    expect(pageWords.filesMatching([typed('zymurgy')], 'all', later)).toHaveLength(2);
  });

  it('gives a search the same page of hits as PostgreSQL would, for every caller and type choice', async () => {
    const db = t.database.db;
    const index = createSearchIndex(db);
    const pdfPagesKept = createPdfPages(repo, db);
    const pageWords = createPageWords(db);
    const current = await version();
    await index.ready(current);
    await pageWords.ready(current);
    const users: Searcher[] = [undefined, { id: '00000000-0000-4000-8000-000000000001', role: 'Admin' }];
    for (const { words } of SEARCHES) {
      for (const user of users) {
        for (const types of [['note', 'pyq', 'video', 'course'] as const, ['pyq'] as const]) {
          const options = { types, user, limit: 2, offset: 0, version: current };
          const asked = `${words.map((word) => word.word).join(' ')} ${types.join()}`;
          const held = await findWordHits(index, repo, pdfPagesKept, pageWords, db, words, options);
          const fromPostgres = await findWordHits(index, repo, pdfPagesKept, undefined, db, words, options);
          expect(held, asked).toEqual(fromPostgres);
        }
      }
    }
  });

  it('leaves to PostgreSQL a search whose words more pages hold than a search ranks by file', async () => {
    const db = t.database.db;
    const crowded = await insertStoredFile(t, 'pdf');
    const pages = pagesRankedByFile(0) + 1;
    await db.execute(sql`insert into pdf_pages (file_id, page_number, text)
      select ${crowded}, p, 'Ubiquitin page ' || p from generate_series(1, ${pages}) p`);
    const pageWords = createPageWords(db);
    const current = await version();
    await pageWords.ready(current);
    expect(pageWords.filesMatching([typed('ubiquitin')], 'all', current)).toBeUndefined();
    // A word on fewer pages is still answered here.
    expect(pageWords.filesMatching([typed('entropy')], 'all', current)).toEqual(
      await filesFromPostgres([typed('entropy')], 'all'),
    );
  });

  it('holds no pages when they hold more words than it keeps, and PostgreSQL answers', async () => {
    const pageWords = createPageWords(t.database.db, { maxPostings: 10 });
    const current = await version();
    await pageWords.ready(current);
    expect(pageWords.stats()).toMatchObject({ tooLarge: true, pages: 0 });
    expect(pageWords.filesMatching([typed('entropy')], 'all', current)).toBeUndefined();
    // Later versions are not read again.
    await pageWords.ready(current + 1);
    expect(pageWords.stats().builds).toBe(0);
  });
});
