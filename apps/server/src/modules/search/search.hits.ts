import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { FileRank, SearchIndex } from './search.index.ts';
import type { PageWords } from './search.page-words.ts';
import type { PdfPages } from './search.pdf-pages.ts';
import {
  ALL_ITEM_TYPES,
  NO_COUNTS,
  type SearchHit,
  type Searcher,
  type SearchRepository,
  type TypeCounts,
} from './search.repository.ts';
import type { SearchWord } from './search.words.ts';

/** What a page of hits for typed words is asked: the types of the page, who searches, and which page. */
export interface WordHitsOptions {
  types: readonly ItemType[];
  user: Searcher;
  limit: number;
  offset: number;
  /** The content version the index was made ready for (the kept PDF pages'). */
  version: number;
}

/** A page of hits, `total` counting the chosen types and `counts` every type. */
export interface WordHits {
  hits: SearchHit[];
  total: number;
  counts: TypeCounts;
}

/**
 * One page of hits for typed words: the items' own text from the index, the PDFs' pages (from the
 * pages' words held beside the index, search.page-words.ts; from PostgreSQL when they are not held or
 * too many match) only when the own-text hits do not fill the page (PDF-only hits rank below every item
 * whose own text has all the words), and for the page's notes and PYQs their best PDF page (from the
 * kept pages' text, search.pdf-pages.ts). Items with
 * every word first; when none has them all, those with some (docs/decisions/0024). It runs where the
 * index lives (its own thread in the app), so the server's main thread sends one message per search
 * and makes none of its queries. The index must already hold the version searched. PostgreSQL's
 * search of the PDFs' pages runs on `pdfDb`.
 */
export async function findWordHits(
  index: Pick<SearchIndex, 'match' | 'pdfHits' | 'pdfOnly' | 'filesOf'>,
  repo: Pick<SearchRepository, 'pdfMatches'>,
  pdfPages: Pick<PdfPages, 'bestPages'>,
  pageWords: Pick<PageWords, 'filesMatching'> | undefined,
  pdfDb: Db,
  words: readonly SearchWord[],
  options: WordHitsOptions,
): Promise<WordHits> {
  const { types, user, limit, offset, version } = options;
  if (words.length === 0) return { hits: [], total: 0, counts: NO_COUNTS };
  const keep = offset + limit;
  let mode: 'all' | 'some' = 'all';
  const countOf = (counts: TypeCounts) => types.reduce((sum, type) => sum + counts[type], 0);
  let match = index.match(words, { user, mode, types, keep });
  /** The items found by their PDFs' pages (`type:id`). */
  const pdfKeys = new Set<string>();
  if (countOf(match.counts) < keep) {
    // The items that use a matching PDF come from the index when the pages are few. When no item's own
    // text holds every word, those items alone make the page: ranked by their PDFs' ranks in the index
    // (pdfOnly), not each made a hit and merged.
    let fileRanks: readonly FileRank[] | undefined;
    const itemsOfFiles = (files: readonly FileRank[]) => {
      if (mode === 'all' && match.ownMatches === 0) {
        fileRanks = files;
        return [];
      }
      return index.pdfHits(files, user);
    };
    const pdfMatches = async () => {
      const files = pageWords?.filesMatching(words, mode, version);
      if (files === undefined) return await repo.pdfMatches(pdfDb, { words, mode, user, itemsOfFiles });
      return files.length === 0 ? [] : itemsOfFiles(files);
    };
    let pdf = await pdfMatches();
    const pdfOnly = fileRanks === undefined ? undefined : index.pdfOnly(fileRanks, { user, types, keep });
    const pdfFound =
      pdfOnly === undefined ? pdf.length : ALL_ITEM_TYPES.reduce((sum, type) => sum + pdfOnly.counts[type], 0);
    if (match.ownMatches === 0 && pdfFound === 0 && words.length > 1) {
      mode = 'some';
      pdf = await pdfMatches();
    }
    if (mode === 'all' && pdfOnly !== undefined) {
      match = pdfOnly;
      for (const hit of pdfOnly.best) pdfKeys.add(`${hit.type}:${hit.id}`);
    } else {
      match = index.match(words, { user, mode, types, keep, extra: pdf });
      for (const hit of pdf) pdfKeys.add(`${hit.type}:${hit.id}`);
    }
  }
  const page = match.best.slice(offset, keep);
  // Notes' and PYQs' PDFs, as the index holds them (the version searched).
  const files = index.filesOf(page);
  const mustFind = new Set<string>();
  page.forEach((hit, at) => {
    const file = files[at];
    if (file !== null && file !== undefined && pdfKeys.has(`${hit.type}:${hit.id}`)) mustFind.add(file);
  });
  const pages = await pdfPages.bestPages({
    words,
    mode,
    files: files.filter((file): file is string => file !== null),
    version,
    mustFind,
  });
  const hits = page.map((hit, at) => {
    const file = files[at];
    const best = file === null || file === undefined ? undefined : pages.get(file);
    return { type: hit.type, id: hit.id, rank: hit.rank, page: best?.page ?? null, headline: best?.headline ?? null };
  });
  return { hits, total: countOf(match.counts), counts: match.counts };
}
