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

/**
 * A typed word, the vocabulary words it may be a typo of, and the words the glossary gives for it
 * (search.glossary.ts: an English subject or stream for a Hindi one).
 */
export interface SearchWord {
  word: string;
  typos: readonly string[];
  synonyms?: readonly string[];
  /** The vocabulary's words that begin with `word`, when few (search.repository.ts, MAX_COMPLETIONS). */
  completions?: readonly string[] | null;
}

/** The tsqueries that tell how one typed word matched: exactly, as a prefix, or through a typo or synonym. */
export interface WordQueries {
  exact: (weights?: string) => string;
  prefix: (weights?: string) => string;
  /** Its typo candidates and synonyms, each as a whole word; null when it has none. */
  other: (weights?: string) => string | null;
  /** Any of the three: the word's completions when known, else the prefix, or a typo or synonym. */
  any: string;
}

export function wordQueries({ word, typos, synonyms = [], completions }: SearchWord): WordQueries {
  const lexeme = tsLexeme(word);
  const others = [...typos, ...synonyms];
  const starts = completions == null ? [`${lexeme}:*`] : [...new Set([word, ...completions])].map(tsLexeme);
  const weighted = (operand: string, weights: string) => (weights ? `${operand}:${weights}` : operand);
  return {
    exact: (weights = '') => weighted(lexeme, weights),
    prefix: (weights = '') => `${lexeme}:*${weights}`,
    other: (weights = '') =>
      others.length === 0 ? null : `(${others.map((other) => weighted(tsLexeme(other), weights)).join(' | ')})`,
    any:
      others.length === 0 && starts.length === 1 ? starts[0]! : `(${[...starts, ...others.map(tsLexeme)].join(' | ')})`,
  };
}

/** Every word (`all`) or at least one (`some`), as one tsquery; `weights` restricts each to those fields. */
export function matchQuery(words: readonly SearchWord[], mode: 'all' | 'some', weights = ''): string {
  const anyOf = (word: SearchWord) => {
    if (weights === '') return wordQueries(word).any;
    const queries = wordQueries(word);
    const other = queries.other(weights);
    return other === null ? queries.prefix(weights) : `(${queries.prefix(weights)} | ${other})`;
  };
  return words.map(anyOf).join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * The typed text's words in order as a phrase over the titles ('a':A <-> 'b':A), every word kept (one
 * letter or common ones too): a title that holds them so ranks first. Null when the text has no word.
 */
export function titlePhraseQuery(text: string): string | null {
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length === 0 || words.length > MAX_SEARCH_WORDS) return null;
  return words.map((word) => `${tsLexeme(word)}:A`).join(' <-> ');
}
