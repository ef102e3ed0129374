/**
 * How typed text becomes the words a search matches (docs/decisions/0014). Pure functions: the
 * repository turns their output into tsqueries over the items' 'simple' word vectors.
 */

/** More words than this are not searched for (the rest of a pasted paragraph adds only cost). */
export const MAX_SEARCH_WORDS = 8;

/**
 * English words too common to narrow a search. They are left out of a query that has other words
 * (the 'simple' vectors keep them, so a query of only these still finds them). "or" is not one: a
 * query "a or b" finds items with either word through the some-words fallback.
 */
const STOP_WORDS = new Set(
  'an and are as at be by for from in into is it its of on the this that to was were with'.split(' '),
);

/** Letters, combining marks and digits: what a word is made of (Devanagari vowel signs are marks). */
export const WORD_CHARACTER = String.raw`[\p{L}\p{M}\p{N}]`;
/** Runs of WORD_CHARACTER: the words of a text (typed, or a PDF page's, search.pdf-pages.ts). */
export const WORD = new RegExp(`${WORD_CHARACTER}+`, 'gu');

/** Each word of `text` once, in lower case, in the order written. */
export function distinctWordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])];
}

/**
 * The words of `text` as PostgreSQL's parser makes them for the 'simple' configuration, near enough:
 * runs of letters, combining marks (Devanagari vowel signs) and digits, in lower case, each once, in
 * the order typed. Words of one letter are left out unless the whole query is that one letter, and
 * common English words unless the query has nothing else.
 */
export function searchWordsOf(text: string): string[] {
  const words = distinctWordsOf(text);
  const longer = words.filter((word) => [...word].length > 1);
  if (longer.length === 0) return words.length === 1 ? words : [];
  const meaningful = longer.filter((word) => !STOP_WORDS.has(word));
  return (meaningful.length > 0 ? meaningful : longer).slice(0, MAX_SEARCH_WORDS);
}

/** Edits a typo may be from its word: none under 4 letters, one for 4 to 7, two from 8 (in characters). */
export function maxEditsFor(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** A word as a tsquery operand: quoted, with quotes doubled and backslashes escaped, so any text is safe. */
export function tsLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A typed word and the vocabulary words it may be a typo of. */
export interface SearchWord {
  word: string;
  typos: readonly string[];
}

/** The tsqueries that tell how one typed word matched: exactly, as a prefix, or through a typo. */
export interface WordQueries {
  exact: (weights?: string) => string;
  prefix: (weights?: string) => string;
  /** null when the word has no typo candidates. */
  typo: (weights?: string) => string | null;
  /** Any of the three. */
  any: string;
}

export function wordQueries({ word, typos }: SearchWord): WordQueries {
  const lexeme = tsLexeme(word);
  const typo = (weights = '') =>
    typos.length === 0
      ? null
      : `(${typos.map((typo) => `${tsLexeme(typo)}${weights ? `:${weights}` : ''}`).join(' | ')})`;
  return {
    exact: (weights = '') => `${lexeme}${weights ? `:${weights}` : ''}`,
    prefix: (weights = '') => `${lexeme}:*${weights}`,
    typo,
    any: typos.length === 0 ? `${lexeme}:*` : `(${lexeme}:* | ${typos.map(tsLexeme).join(' | ')})`,
  };
}

/** Every word (`all`) or at least one (`some`), as one tsquery. */
export function matchQuery(words: readonly SearchWord[], mode: 'all' | 'some'): string {
  return words.map((word) => wordQueries(word).any).join(mode === 'all' ? ' & ' : ' | ');
}

/** Words kept sorted, so that those that begin with a prefix are found by binary search. */
export class SortedWords {
  readonly #words: string[] = [];

  get length(): number {
    return this.#words.length;
  }

  add(words: readonly string[]): void {
    if (words.length === 0) return;
    for (const word of words) this.#words.push(word);
    this.#words.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** The words that begin with `prefix`, itself included (compared as text, as PostgreSQL's `prefix:*`). */
  startingWith(prefix: string): string[] {
    const words = this.#words;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix); i += 1) found.push(words[i]!);
    return found;
  }
}
