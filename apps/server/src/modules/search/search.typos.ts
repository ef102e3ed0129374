import { doubleMetaphone } from 'double-metaphone';

/**
 * Typo candidates from the library's vocabulary (`search_vocabulary`: every word of every item and PDF
 * page, with how many rows hold it and its double metaphone), in the search index's thread
 * (docs/decisions/0024). The same rule as the database's `prepshelf_typo_words` (migration 0012,
 * docs/decisions/0014): words at most `maxEdits` edits away, or sounding the same and at most two more
 * edits away; closest first, then the most used, then in code order; at most 8; never the word itself
 * nor a word it begins (a prefix finds those). Candidates within the edits come from shared trigrams:
 * each edit changes at most three of a word's trigrams, so a word `maxEdits` away shares at least
 * (its trigrams − 3 × maxEdits) of the typed word's.
 */

export interface VocabularyRow {
  word: string;
  rows: number;
  sound: string;
}

/** At most this many candidates per typed word, like the database function. */
const MAX_TYPOS = 8;

/** A word's double metaphone as PostgreSQL's fuzzystrmatch gives it (four characters at most). */
export const soundOf = (word: string): string => doubleMetaphone(word)[0].slice(0, 4);

/** The distinct trigrams of `word` padded as pg_trgm pads a word (two spaces before, one after). */
function trigramsOf(word: string): string[] {
  const characters = [' ', ' ', ...word, ' '];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= characters.length; i += 1) found.add(characters.slice(i, i + 3).join(''));
  return [...found];
}

/** The edit distance of `a` and `b` (in characters), or `max + 1` once it is known to exceed `max`. */
export function editDistance(a: readonly string[], b: readonly string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

export class TypoVocabulary {
  readonly #words: string[];
  readonly #rows: number[];
  readonly #byTrigram = new Map<string, number[]>();
  readonly #bySound = new Map<string, number[]>();
  #counts: Uint16Array;

  constructor(rows: readonly VocabularyRow[]) {
    this.#words = rows.map((row) => row.word);
    this.#rows = rows.map((row) => row.rows);
    this.#counts = new Uint16Array(rows.length);
    rows.forEach((row, id) => {
      for (const trigram of trigramsOf(row.word)) {
        const ids = this.#byTrigram.get(trigram);
        if (ids === undefined) this.#byTrigram.set(trigram, [id]);
        else ids.push(id);
      }
      if (row.sound !== '') {
        const ids = this.#bySound.get(row.sound);
        if (ids === undefined) this.#bySound.set(row.sound, [id]);
        else ids.push(id);
      }
    });
  }

  get size(): number {
    return this.#words.length;
  }

  /** The vocabulary words `typed` may be a typo of, best first. */
  typosOf(typed: string, maxEdits: number): string[] {
    if (maxEdits <= 0) return [];
    const typedCharacters = [...typed];
    const found = new Map<number, number>();
    const consider = (id: number, allowed: number) => {
      const word = this.#words[id]!;
      if (word === typed || word.startsWith(typed)) return;
      const distance = editDistance([...word], typedCharacters, allowed);
      if (distance > allowed) return;
      const known = found.get(id);
      if (known === undefined || distance < known) found.set(id, distance);
    };

    const trigrams = trigramsOf(typed);
    const needed = Math.max(1, trigrams.length - 3 * maxEdits);
    const counts = this.#counts;
    const touched: number[] = [];
    for (const trigram of trigrams) {
      for (const id of this.#byTrigram.get(trigram) ?? []) {
        if (counts[id] === 0) touched.push(id);
        counts[id]! += 1;
      }
    }
    for (const id of touched) {
      if (counts[id]! >= needed) consider(id, maxEdits);
      counts[id] = 0;
    }
    const sound = soundOf(typed);
    if (sound !== '') for (const id of this.#bySound.get(sound) ?? []) consider(id, maxEdits + 2);

    return [...found]
      .sort(([a, distanceA], [b, distanceB]) => {
        if (distanceA !== distanceB) return distanceA - distanceB;
        if (this.#rows[a] !== this.#rows[b]) return this.#rows[b]! - this.#rows[a]!;
        const wordA = this.#words[a]!;
        const wordB = this.#words[b]!;
        return wordA < wordB ? -1 : wordA > wordB ? 1 : 0;
      })
      .slice(0, MAX_TYPOS)
      .map(([id]) => this.#words[id]!);
  }
}
