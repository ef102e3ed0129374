import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import {
  HEADLINE_START,
  HEADLINE_STOP,
  KIND_WEIGHTS,
  PER_WORD_FOUND,
  type BestPage,
  type SearchRepository,
} from './search.repository.ts';
import type { SearchWord } from './search.words.ts';

/**
 * PDF pages' text kept where the search index lives, so that the best page of a result's PDF and its
 * headline are found without a query (docs/decisions/0024's addendum of 2026-11-29, tenth session).
 * Files with more pages than KEPT_FILE_PAGES, and files not kept, are read once; a file too large to
 * keep is asked of PostgreSQL each time, as before.
 */

/** Files with more pages than this are not kept (a 500-page book is about 1.5 MB of text). */
export const KEPT_FILE_PAGES = 64;
/**
 * How much page text is kept, in characters (each page's text twice: as written, and as its distinct
 * words). At 100,000 items the bench's 30,000 short pages take about 10 million; a college's library
 * of thousands of 30-page PDFs does not fit, and the files of recent results stay.
 */
const KEPT_CHARACTERS = 24_000_000;
/** What a kept page costs beyond its characters (its object and strings' headers), in characters. */
const PAGE_OVERHEAD = 96;

/** How a headline is cut, as ts_headline's options were: MaxWords, MinWords, MaxFragments, the delimiter. */
const HEADLINE_MAX_WORDS = 30;
const HEADLINE_MIN_WORDS = 12;
const HEADLINE_FRAGMENTS = 2;
const FRAGMENT_DELIMITER = ' … ';
/** Words a fragment starts before its first match, so the match is read in its sentence. */
const FRAGMENT_LEAD = 4;

/** Runs of letters, combining marks and digits: words as search.words.ts splits typed text. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = new RegExp(`[${HEADLINE_START}${HEADLINE_STOP}]`, 'g');

interface KeptPage {
  page: number;
  /** The page's text without the headline's mark characters. */
  text: string;
  /** Its distinct words in lower case, each between newlines ("\nword\nother\n"). */
  words: string;
}

/** A file's pages in page order, or null when it has more than KEPT_FILE_PAGES. */
interface KeptFile {
  version: number;
  pages: KeptPage[] | null;
}

/** A typed word as a page's word list is searched for it (and a headline marks it). */
export interface PageWord {
  /** "\nword\n": the word itself. */
  exact: string;
  /** "\nword": a word that starts with it. */
  prefix: string;
  /** "\ntypo\n" for each of its typo candidates. */
  typos: string[];
  /** The typed word and its candidates, to mark words of the text. */
  word: string;
  typoSet: ReadonlySet<string>;
}

export const pageWordOf = ({ word, typos }: SearchWord): PageWord => ({
  exact: `\n${word}\n`,
  prefix: `\n${word}`,
  typos: typos.map((typo) => `\n${typo}\n`),
  word,
  typoSet: new Set(typos),
});

/** A page's distinct words in lower case, each between newlines. */
export function pageWordsOf(text: string): string {
  const words = new Set(text.toLowerCase().match(WORD) ?? []);
  return words.size === 0 ? '\n' : `\n${[...words].join('\n')}\n`;
}

/**
 * A page's rank for the words, as PostgreSQL ranked PDF text (search.repository.ts's best pages): per
 * word found, PER_WORD_FOUND plus its kind's weight (exact, prefix, typo); 0 when the page does not
 * match (a word missing with `all`, none found with `some`).
 */
function rankOf(words: string, typed: readonly PageWord[], mode: 'all' | 'some'): number {
  let rank = 0;
  for (const word of typed) {
    let score = 0;
    if (words.includes(word.exact)) score = KIND_WEIGHTS.exact;
    else if (words.includes(word.prefix)) score = KIND_WEIGHTS.prefix;
    else if (word.typos.some((typo) => words.includes(typo))) score = KIND_WEIGHTS.typo;
    if (score > 0) rank += PER_WORD_FOUND + score;
    else if (mode === 'all') return 0;
  }
  return rank;
}

/** Whether a word of a page's text (in lower case) is one of the typed words, a word they start, or a typo's. */
const isMatch = (word: string, typed: readonly PageWord[]) =>
  typed.some((one) => word.startsWith(one.word) || one.typoSet.has(word));

/**
 * A page's headline: up to HEADLINE_FRAGMENTS passages of at most HEADLINE_MAX_WORDS words holding the
 * most matches (the typed words, words they start, their typos), in page order, joined by " … ", each
 * match between HEADLINE_START and HEADLINE_STOP (what parseHeadline reads). A page with no match
 * gives its first words.
 */
export function headlineOf(text: string, typed: readonly PageWord[]): string {
  const words = [...text.matchAll(WORD)];
  if (words.length === 0) return '';
  const matched = words.map((word) => isMatch(word[0].toLowerCase(), typed));
  const matchesIn = (start: number) => {
    let count = 0;
    for (let at = start; at < Math.min(words.length, start + HEADLINE_MAX_WORDS); at += 1) if (matched[at]) count += 1;
    return count;
  };
  // Each fragment starts a few words before one of the matches; the one holding most matches wins,
  // then the next one that does not overlap it.
  const starts: { start: number; matches: number }[] = [];
  for (let at = 0; at < words.length; at += 1) {
    if (!matched[at]) continue;
    const start = Math.max(0, Math.min(at - FRAGMENT_LEAD, words.length - HEADLINE_MIN_WORDS));
    if (starts.at(-1)?.start !== start) starts.push({ start, matches: matchesIn(start) });
  }
  const chosen: number[] = [];
  for (const candidate of [...starts].sort((a, b) => b.matches - a.matches || a.start - b.start)) {
    if (chosen.length === HEADLINE_FRAGMENTS) break;
    if (chosen.every((start) => Math.abs(start - candidate.start) >= HEADLINE_MAX_WORDS)) chosen.push(candidate.start);
  }
  if (chosen.length === 0) chosen.push(0);
  return chosen
    .sort((a, b) => a - b)
    .map((start) => {
      const end = Math.min(words.length, start + HEADLINE_MAX_WORDS);
      let fragment = '';
      for (let at = start; at < end; at += 1) {
        const word = words[at]!;
        if (at > start) {
          const previous = words[at - 1]!;
          fragment += text.slice(previous.index + previous[0].length, word.index).replace(/\s+/g, ' ');
        }
        fragment += matched[at] ? `${HEADLINE_START}${word[0]}${HEADLINE_STOP}` : word[0];
      }
      return fragment;
    })
    .join(FRAGMENT_DELIMITER);
}

/** The best page of each file, from the kept pages where they are, from PostgreSQL for the rest. */
export function createPdfPages(repo: Pick<SearchRepository, 'bestPages' | 'pageTexts'>, db: Db) {
  const kept = new LRUCache<string, KeptFile>({
    maxSize: KEPT_CHARACTERS,
    sizeCalculation: (file) =>
      PAGE_OVERHEAD +
      (file.pages ?? []).reduce((sum, page) => sum + PAGE_OVERHEAD + page.text.length + page.words.length, 0),
  });

  /** The files' pages at `version`, read from the database for those not kept at that version. */
  async function pagesOf(files: readonly string[], version: number): Promise<Map<string, KeptPage[] | null>> {
    const found = new Map<string, KeptPage[] | null>();
    const missing: string[] = [];
    for (const file of files) {
      const entry = kept.get(file);
      if (entry !== undefined && entry.version === version) found.set(file, entry.pages);
      else missing.push(file);
    }
    if (missing.length === 0) return found;
    const read = new Map<string, KeptPage[] | null>(missing.map((file) => [file, []]));
    for (const row of await repo.pageTexts(db, missing, KEPT_FILE_PAGES)) {
      if (row.pageCount > KEPT_FILE_PAGES) read.set(row.file, null);
      else if (row.page !== null && row.text !== null) {
        const text = row.text.replace(MARKS, '');
        read.get(row.file)?.push({ page: row.page, text, words: pageWordsOf(text) });
      }
    }
    for (const [file, pages] of read) {
      kept.set(file, { version, pages });
      found.set(file, pages);
    }
    return found;
  }

  return {
    /**
     * For each of `files`, the page that matches the words best (every word, or some; the first such
     * page at equal ranks) and its headline; files without such a page are not in the answer, except
     * those of `mustFind` (PDF hits, which PostgreSQL found by a page), asked of PostgreSQL again when
     * the kept text finds none (its parser splits a few words otherwise). Files too large to keep are
     * asked of PostgreSQL.
     */
    async bestPages(options: {
      words: readonly SearchWord[];
      mode: 'all' | 'some';
      files: readonly string[];
      version: number;
      mustFind?: ReadonlySet<string>;
    }): Promise<Map<string, BestPage>> {
      const best = new Map<string, BestPage>();
      const files = [...new Set(options.files)];
      if (files.length === 0 || options.words.length === 0) return best;
      const typed = options.words.map(pageWordOf);
      const askPostgres: string[] = [];
      for (const [file, pages] of await pagesOf(files, options.version)) {
        if (pages === null) {
          askPostgres.push(file);
          continue;
        }
        let chosen: KeptPage | undefined;
        let chosenRank = 0;
        for (const page of pages) {
          const rank = rankOf(page.words, typed, options.mode);
          if (rank > chosenRank) {
            chosen = page;
            chosenRank = rank;
          }
        }
        if (chosen !== undefined) best.set(file, { page: chosen.page, headline: headlineOf(chosen.text, typed) });
        else if (options.mustFind?.has(file)) askPostgres.push(file);
      }
      if (askPostgres.length > 0) {
        const asked = await repo.bestPages(db, { words: options.words, mode: options.mode, files: askPostgres });
        for (const [file, page] of asked) best.set(file, page);
      }
      return best;
    },
    /** How many files are kept (tests). */
    get size() {
      return kept.size;
    },
  };
}
export type PdfPages = ReturnType<typeof createPdfPages>;
