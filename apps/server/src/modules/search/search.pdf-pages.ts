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
import { distinctWordsOf, WORD, WORD_CHARACTER, type SearchWord } from './search.words.ts';

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
  const words = distinctWordsOf(text);
  return words.length === 0 ? '\n' : `\n${words.join('\n')}\n`;
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

/** The matches a headline marks at most, and the passages it considers. */
const HEADLINE_MATCHES = 256;
const HEADLINE_CANDIDATES = 4;
/** How far back a passage's first words are looked for, in characters per word. */
const CHARACTERS_PER_WORD = 40;

/** A word's last character (two code units, for a surrogate pair). */
const ENDS_IN_WORD = new RegExp(`${WORD_CHARACTER}$`, 'u');
/** Whether a match at `at` starts a word of `text` (the character before it is not part of a word). */
const startsWord = (text: string, at: number) => at === 0 || !ENDS_IN_WORD.test(text.slice(Math.max(0, at - 2), at));
/** The word that starts at `lastIndex` (sticky). */
const WORD_HERE = new RegExp(WORD.source, 'uy');

/** Whether a word of a page's text (in lower case) is one of the typed words, a word they start, or a typo's. */
const isMatch = (word: string, typed: readonly PageWord[]) =>
  typed.some((one) => word.startsWith(one.word) || one.typoSet.has(word));

/**
 * Where the typed words are in a page's text, as `rankOf` finds them in the page's word list: each word
 * that starts with one of them or is one of their typo candidates (case ignored), in page order, at most
 * HEADLINE_MATCHES. Found with `indexOf` in the text in lower case, each hit checked to start a word; a
 * regular expression made per search cost far more (V8 builds the Unicode classes of `\p{L}` with the
 * `i` flag anew for each pattern: 0.2 ms, and 1 ms a search for typos). Where lower case changes the
 * text's length (U+0130), every word is split instead.
 */
function matchesOf(text: string, typed: readonly PageWord[]): Span[] {
  const lower = text.toLowerCase();
  const found = new Map<number, Span>();
  const consider = (start: number, end: number) => {
    if (!found.has(start) && isMatch(lower.slice(start, end), typed)) found.set(start, { start, end });
  };
  if (lower.length !== text.length) {
    for (const word of text.matchAll(WORD)) consider(word.index, word.index + word[0].length);
  } else {
    const needles = new Set(typed.flatMap((one) => [one.word, ...one.typoSet]));
    for (const needle of needles) {
      if (needle === '') continue;
      for (
        let at = lower.indexOf(needle);
        at >= 0 && found.size < HEADLINE_MATCHES;
        at = lower.indexOf(needle, at + 1)
      ) {
        if (!startsWord(lower, at)) continue;
        WORD_HERE.lastIndex = at;
        const word = WORD_HERE.exec(lower);
        if (word !== null) consider(at, at + word[0].length);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.start - b.start).slice(0, HEADLINE_MATCHES);
}

interface Span {
  start: number;
  end: number;
}

/** Words from `lastIndex` on (one regular expression, made once). */
const WORDS_FROM = new RegExp(WORD.source, 'gu');

/** Up to `count` words of `text` from character `from` on. */
function wordsFrom(text: string, from: number, count: number): Span[] {
  const words: Span[] = [];
  const word = WORDS_FROM;
  word.lastIndex = from;
  for (let found = word.exec(text); found !== null && words.length < count; found = word.exec(text))
    words.push({ start: found.index, end: found.index + found[0].length });
  return words;
}

/** Where the `count`-th word before character `at` starts (the page's first word when there are fewer). */
function wordsBefore(text: string, at: number, count: number): number {
  if (count <= 0) return at;
  const from = Math.max(0, at - count * CHARACTERS_PER_WORD);
  const starts = [...text.slice(from, at).matchAll(WORD)].map((found) => from + found.index);
  // A slice that begins inside a word holds only that word's end.
  if (from > 0 && starts[0] === from) starts.shift();
  return starts.length >= count ? starts[starts.length - count]! : (starts[0] ?? at);
}

/**
 * A page's headline: up to HEADLINE_FRAGMENTS passages of at most HEADLINE_MAX_WORDS words holding the
 * most matches (the typed words, words they start, their typos), in page order, joined by " … ", each
 * match between HEADLINE_START and HEADLINE_STOP (what parseHeadline reads). A page with no match
 * gives its first words. Only the passages around the first matches are split into words: a page of
 * 3,400 characters took 51 µs when every word was (five pages a search).
 */
export function headlineOf(text: string, typed: readonly PageWord[]): string {
  const matches = matchesOf(text, typed);
  // Each passage starts a few words before a match that the passage before it does not hold.
  const passages: { words: Span[]; matches: number }[] = [];
  for (const match of matches) {
    if (passages.length === HEADLINE_CANDIDATES) break;
    if (match.start < (passages.at(-1)?.words.at(-1)?.end ?? 0)) continue;
    let words = wordsFrom(text, wordsBefore(text, match.start, FRAGMENT_LEAD), HEADLINE_MAX_WORDS);
    // Near the page's end, earlier words make up a passage of at least HEADLINE_MIN_WORDS.
    if (words.length < HEADLINE_MIN_WORDS) {
      const more = HEADLINE_MIN_WORDS - words.length;
      words = wordsFrom(text, wordsBefore(text, words[0]?.start ?? match.start, more), HEADLINE_MAX_WORDS);
    }
    if (words.length === 0) continue;
    const end = words.at(-1)!.end;
    passages.push({ words, matches: matches.filter((one) => one.start >= words[0]!.start && one.start < end).length });
  }
  const chosen: Span[][] = [];
  for (const passage of [...passages].sort((a, b) => b.matches - a.matches || a.words[0]!.start - b.words[0]!.start)) {
    if (chosen.length === HEADLINE_FRAGMENTS) break;
    const first = passage.words[0]!.start;
    const last = passage.words.at(-1)!.end;
    if (chosen.every((other) => last <= other[0]!.start || first >= other.at(-1)!.end)) chosen.push(passage.words);
  }
  if (chosen.length === 0) chosen.push(wordsFrom(text, 0, HEADLINE_MAX_WORDS));
  const isMarked = (word: Span) => matches.some((match) => word.start >= match.start && word.end <= match.end);
  return chosen
    .sort((a, b) => a[0]!.start - b[0]!.start)
    .map((words) =>
      words
        .map((word, at) => {
          const gap = at === 0 ? '' : text.slice(words[at - 1]!.end, word.start).replace(/\s+/g, ' ');
          const shown = text.slice(word.start, word.end);
          return isMarked(word) ? `${gap}${HEADLINE_START}${shown}${HEADLINE_STOP}` : `${gap}${shown}`;
        })
        .join(''),
    )
    .join(FRAGMENT_DELIMITER);
}

/**
 * The best page of each file, from the kept pages where they are, from PostgreSQL for the rest: the
 * pages' text read on `db`, a file too large to keep ranked on `pdfDb` (search.index.worker.ts keeps
 * such queries off the connections that read items and page text).
 */
export function createPdfPages(repo: Pick<SearchRepository, 'bestPages' | 'pageTexts'>, db: Db, pdfDb: Db = db) {
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
        const asked = await repo.bestPages(pdfDb, { words: options.words, mode: options.mode, files: askPostgres });
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
