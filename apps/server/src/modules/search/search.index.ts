import { inArray, sql } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { notes, pyqs } from '../../db/schema/index.ts';
import { commonColumnsOf } from '../content/content.items.ts';
import {
  ALL_ITEM_TYPES,
  FIELD_WEIGHTS,
  KIND_WEIGHTS,
  PER_WORD_FOUND,
  type Searcher,
  type TypeCounts,
} from './search.repository.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { TypoVocabulary, type VocabularyRow } from './search.typos.ts';
import { maxEditsFor, SortedWords, type SearchWord } from './search.words.ts';

/**
 * The words of every item's own text (title; tags, subject, professor, mentor; description), held in
 * this process so that a search for words nobody searched before costs no database ranking
 * (docs/decisions/0024). Built from the items' `search_words` vectors (PostgreSQL's own 'simple'
 * parsing, so the words are exactly those the database would match) and kept in step with the
 * content version: when it moves, the rows whose version (xmin) changed are read again. PDF pages'
 * words are held beside it (search.page-words.ts); they are searched only when the items' own text
 * cannot fill the page.
 */

/** Field weights of the item's own text in the order of the postings (A, B, C). */
const FIELD_ORDER = [FIELD_WEIGHTS.A, FIELD_WEIGHTS.B, FIELD_WEIGHTS.C] as const;

/** One ranked hit of the index or of the PDF pages: `created` in microseconds since 1970. */
export interface RankedHit {
  type: ItemType;
  id: string;
  rank: number;
  created: number;
  /** The item's PDF (null: none) where the index found the hit, so `filesOf` need not look it up. */
  file?: string | null;
}

/** Rows read per query while the index is built. */
const BUILD_BATCH = 20_000;
/** Rows' ids and creation times read per query while the build plans the slots. */
const ORDER_BATCH = 100_000;
/** Typed words whose typo candidates are kept while the content version is unchanged. */
const TYPO_CACHE_WORDS = 20_000;
/** Dead slots (items changed or deleted since the build) past which the next sync builds anew. */
const MAX_DEAD_SLOTS = 10_000;

/** A type's position in ALL_ITEM_TYPES, as the slots store it. */
const TYPE_INDEX = Object.fromEntries(ALL_ITEM_TYPES.map((type, index) => [type, index])) as Record<ItemType, number>;

const FIELD_BITS: Record<string, number> = { A: 1, B: 2, C: 4 };

/**
 * A tsvector's text ('word':1A,2B 'other':3C) as [word, fields] pairs, fields a bit mask (A 1, B 2,
 * C 4; a position without weight counts as C). Quotes inside a word are doubled, backslashes escaped.
 */
export function parseTsvector(text: string): [word: string, fields: number][] {
  const entries: [string, number][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i += 1;
      continue;
    }
    i += 1;
    let word = '';
    for (;;) {
      const character = text[i];
      if (character === undefined) return entries;
      if (character === '\\') {
        word += text[i + 1] ?? '';
        i += 2;
      } else if (character === "'") {
        if (text[i + 1] === "'") {
          word += "'";
          i += 2;
        } else {
          i += 1;
          break;
        }
      } else {
        word += character;
        i += 1;
      }
    }
    let fields = 0;
    if (text[i] === ':') {
      i += 1;
      let hasLetter = false;
      while (i < text.length && text[i] !== ' ') {
        const bit = FIELD_BITS[text[i]!];
        if (bit !== undefined) {
          fields |= bit;
          hasLetter = true;
        } else if (text[i] === ',') {
          if (!hasLetter) fields |= 4;
          hasLetter = false;
        }
        i += 1;
      }
      if (!hasLetter) fields |= 4;
    } else {
      fields = 4;
    }
    entries.push([word, fields]);
  }
  return entries;
}

interface Row {
  id: string;
  created: string;
  isPublic: boolean;
  ownerId: string | null;
  xmin: string;
  words: string;
  /** A note's or PYQ's PDF (null for videos and courses). */
  fileId: string | null;
}

/** A PDF's best page rank for a search (PostgreSQL's part), to be given to the items that use it. */
export interface FileRank {
  fileId: string;
  rank: number;
}

/** A typed word's LEVELS as bits, the levels it used, and any of them. */
interface Mark {
  levels: (Uint32Array | undefined)[];
  any: Uint32Array;
  used: number[];
  /** The used levels' bits and scores, best first (dense, for the ranking's inner loops). */
  usedBits: Uint32Array[];
  usedScores: number[];
}

/**
 * Recently typed words whose marks are kept while the index is unchanged: about 64 KB each at 100,000
 * items (8 MB), about 500 KB each at 1,000,000 (64 MB).
 */
const MARK_CACHE_WORDS = 128;
/**
 * Suggestions with at least this many matches walk the slots newest first and stop at the limit
 * (Slots.newestFirst); fewer are found by a pass over the matches' bits. Walking costs about
 * limit × slots / matches steps, the pass about one step per match.
 */
const NEWEST_FIRST_MATCHES = 512;
/**
 * A search's words whose combinations of levels (one per word) are tried for the highest rank a match
 * holds: at most this many combinations (three words of four levels).
 */
const MAX_LEVEL_COMBINATIONS = 64;
/** Ranks tried for the highest a match holds before ranking without it (each absent one costs a pass). */
const MAX_EMPTY_LEVEL_GROUPS = 4;
/** Slots added since the newest-first order was sorted that a suggestion still checks one by one. */
const UNSORTED_SLOTS = 4096;

/** The number of bits set in each 16-bit value. */
const BITS_IN_HALF = new Uint8Array(1 << 16);
for (let value = 1; value < BITS_IN_HALF.length; value += 1)
  BITS_IN_HALF[value] = BITS_IN_HALF[value >>> 1]! + (value & 1);

/**
 * The number of bits set in a 32-bit word: two table reads (counting a million slots' matches per type
 * took 580 µs with the shifts and masks of a bit count, 240 µs with the table, in a loop by itself).
 */
const bitCount = (bits: number): number => BITS_IN_HALF[bits & 0xffff]! + BITS_IN_HALF[bits >>> 16]!;

/** Sorts positions newest first: `created` descending, then the larger id (`isBetter` at equal ranks). */
function sortNewestFirst(order: Uint32Array, created: ArrayLike<number>, ids: readonly string[]): void {
  order.sort((a, b) => created[b]! - created[a]! || (ids[a]! < ids[b]! ? 1 : ids[a]! > ids[b]! ? -1 : 0));
}

/** 32 slots per element. */
type Bits = Uint32Array;
const bitsFor = (slots: number): Bits => new Uint32Array(Math.ceil(slots / 32));
const setBit = (bits: Bits, slot: number): void => {
  bits[slot >>> 5]! |= 1 << (slot & 31);
};

/** `into` = the AND (`all`) or OR of `sets`, chunk by chunk (up to three sets in one pass). */
function combineInto(into: Bits, sets: readonly Bits[], all: boolean): void {
  const size = into.length;
  if (sets.length === 0) {
    into.fill(0);
  } else if (sets.length === 1) {
    into.set(sets[0]!.subarray(0, size));
  } else if (sets.length === 2) {
    const a = sets[0]!;
    const b = sets[1]!;
    if (all) for (let i = 0; i < size; i += 1) into[i] = a[i]! & b[i]!;
    else for (let i = 0; i < size; i += 1) into[i] = a[i]! | b[i]!;
  } else if (sets.length === 3) {
    // A word's levels in title, tags and description: one pass, not three.
    const a = sets[0]!;
    const b = sets[1]!;
    const c = sets[2]!;
    if (all) for (let i = 0; i < size; i += 1) into[i] = a[i]! & b[i]! & c[i]!;
    else for (let i = 0; i < size; i += 1) into[i] = a[i]! | b[i]! | c[i]!;
  } else {
    into.set(sets[0]!.subarray(0, size));
    for (let w = 1; w < sets.length; w += 1) {
      const other = sets[w]!;
      if (all) for (let i = 0; i < size; i += 1) into[i]! &= other[i]!;
      else for (let i = 0; i < size; i += 1) into[i]! |= other[i]!;
    }
  }
}

/**
 * The slots of one word in one field: in order of slot, and, once the word is common (in more than one
 * slot of 32, where the set of bits is smaller than the list), also as bits, filled lazily from the
 * list (which only grows) so that ORing a common word into a query is a pass over machine words.
 */
class Posting {
  readonly slots: number[] = [];
  bits: Bits | null = null;
  /** How many of `slots` are in `bits`. */
  filled = 0;

  /** ORs this posting into `into` (capacity `capacity` slots). */
  orInto(into: Bits, capacity: number): void {
    const list = this.slots;
    if (list.length * 32 > capacity) {
      if (this.bits === null || this.bits.length !== into.length) {
        this.bits = new Uint32Array(into.length);
        this.filled = 0;
      }
      const bits = this.bits;
      for (let i = this.filled; i < list.length; i += 1) setBit(bits, list[i]!);
      this.filled = list.length;
      for (let i = 0; i < into.length; i += 1) into[i]! |= bits[i]!;
    } else {
      for (let i = 0; i < list.length; i += 1) setBit(into, list[i]!);
    }
  }
}

/**
 * What the index holds: one slot per indexed row version (a changed or deleted row's slot goes dead),
 * in typed columns; each word's slots per field; the sorted vocabulary for prefixes.
 */
class Slots {
  count = 0;
  /** Slots the bit sets are sized for; doubles as slots are added. */
  capacity = 1024;
  typeOf = new Uint8Array(1024);
  created = new Float64Array(1024);
  alive = bitsFor(1024);
  isPublic = bitsFor(1024);
  /** Per type (TYPE_INDEX), the slots of that type: a match's counts per type are bit counts. */
  typeBits = [bitsFor(1024), bitsFor(1024), bitsFor(1024), bitsFor(1024)];
  /** The row's version (PostgreSQL's xmin, a 32-bit transaction id) when it was read. */
  xmin = new Uint32Array(1024);
  id: string[] = [];
  owner: (string | null)[] = [];
  fileOf: (string | null)[] = [];
  /** Owners are few: one string each. */
  readonly #owners = new Map<string, string>();
  readonly #files = new Map<string, string>();
  /** Per type (TYPE_INDEX), id → its live slot. */
  readonly slotsByType = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
  ];
  live = 0;

  /** Per PDF, the live slots of the notes and PYQs that use it. */
  readonly slotsByFile = new Map<string, number[]>();

  slotOf(type: ItemType, id: string): number | undefined {
    return this.slotsByType[TYPE_INDEX[type]]!.get(id);
  }
  /** word → its postings in fields A, B and C. */
  postings = new Map<string, [Posting, Posting, Posting]>();
  /** Every word of `postings`, sorted (code units), so a prefix is a contiguous range. */
  readonly vocabulary = new SortedWords();
  dead = 0;

  /**
   * Slots 0 … ordered − 1 were given out newest first (created, then id, descending: `isBetter`'s order
   * at equal ranks) when the index was built; slots added since come after them in any order. Ranking
   * walks the slots upwards, so among the ordered slots a later one never beats an earlier one of the
   * same rank, and neither does a chunk of them whose best possible rank only ties the worst kept hit.
   */
  ordered = 0;
  /** While a build fills the slots it planned: per type, id → its planned slot not yet filled. */
  #planned: Map<string, number>[] | null = null;

  /**
   * Gives rows their slots before they are read: `order` lists the rows (by position in `types`,
   * `created` and `ids`) newest first. `add` then fills each row's slot; `endPlan` lets go of those
   * never filled (rows deleted meanwhile).
   */
  plan(types: Uint8Array, created: Float64Array, ids: readonly string[], order: Uint32Array): void {
    while (this.capacity < order.length) this.#grow();
    const planned = [
      new Map<string, number>(),
      new Map<string, number>(),
      new Map<string, number>(),
      new Map<string, number>(),
    ];
    for (let slot = 0; slot < order.length; slot += 1) {
      const row = order[slot]!;
      this.typeOf[slot] = types[row]!;
      this.created[slot] = created[row]!;
      this.id.push(ids[row]!);
      this.owner.push(null);
      this.fileOf.push(null);
      planned[types[row]!]!.set(ids[row]!, slot);
    }
    this.count = order.length;
    this.ordered = order.length;
    this.#planned = planned;
  }

  /**
   * Puts every posting in slot order: the build fills planned slots in the order it reads the rows.
   * Slots added later are larger than every earlier one, so the lists stay in order as they grow.
   */
  sortPostings(): void {
    for (const postings of this.postings.values()) {
      for (const posting of postings) {
        const list = posting.slots;
        let inOrder = true;
        for (let k = 1; inOrder && k < list.length; k += 1) inOrder = list[k - 1]! < list[k]!;
        if (inOrder) continue;
        const sorted = Uint32Array.from(list).sort();
        for (let k = 0; k < list.length; k += 1) list[k] = sorted[k]!;
      }
    }
  }

  /** Planned slots no row filled stay dead. */
  endPlan(): void {
    for (const left of this.#planned ?? []) this.dead += left.size;
    this.#planned = null;
  }

  add(type: ItemType, row: Row, newWords: string[]): void {
    const created = Number(row.created);
    const planned = this.#planned?.[TYPE_INDEX[type]];
    let slot = planned?.get(row.id);
    if (slot !== undefined) {
      planned!.delete(row.id);
      // Created again between the plan and the read (not done by the product): the planned slot
      // would break the order, so the row takes a new one and the planned one stays dead.
      if (this.created[slot] !== created) {
        this.dead += 1;
        slot = undefined;
      }
    }
    if (slot === undefined) {
      slot = this.count;
      if (slot === this.capacity) this.#grow();
      this.count += 1;
      this.id.push(row.id);
      this.owner.push(null);
      this.fileOf.push(null);
    }
    this.typeOf[slot] = TYPE_INDEX[type];
    setBit(this.typeBits[TYPE_INDEX[type]]!, slot);
    this.created[slot] = created;
    setBit(this.alive, slot);
    if (row.isPublic) setBit(this.isPublic, slot);
    this.xmin[slot] = Number(row.xmin);
    this.id[slot] = row.id;
    let owner = row.ownerId;
    if (owner !== null) {
      const known = this.#owners.get(owner);
      if (known === undefined) this.#owners.set(owner, owner);
      else owner = known;
    }
    this.owner[slot] = owner;
    this.slotsByType[TYPE_INDEX[type]]!.set(row.id, slot);
    let fileId = row.fileId;
    if (fileId !== null) {
      // Files are fewer than items: one string each, as for owners.
      fileId = this.#files.get(fileId) ?? fileId;
      this.#files.set(fileId, fileId);
      const users = this.slotsByFile.get(fileId);
      if (users === undefined) this.slotsByFile.set(fileId, [slot]);
      else users.push(slot);
    }
    this.fileOf[slot] = fileId;
    this.live += 1;
    for (const [word, fields] of parseTsvector(row.words)) {
      let postings = this.postings.get(word);
      if (postings === undefined) {
        postings = [new Posting(), new Posting(), new Posting()];
        this.postings.set(word, postings);
        newWords.push(word);
      }
      if (fields & 1) postings[0].slots.push(slot);
      if (fields & 2) postings[1].slots.push(slot);
      if (fields & 4) postings[2].slots.push(slot);
    }
  }

  #grow(): void {
    this.capacity *= 2;
    const typeOf = new Uint8Array(this.capacity);
    typeOf.set(this.typeOf);
    this.typeOf = typeOf;
    const created = new Float64Array(this.capacity);
    created.set(this.created);
    this.created = created;
    const xmin = new Uint32Array(this.capacity);
    xmin.set(this.xmin);
    this.xmin = xmin;
    const grown = (old: Bits) => {
      const bits = bitsFor(this.capacity);
      bits.set(old);
      return bits;
    };
    this.alive = grown(this.alive);
    this.isPublic = grown(this.isPublic);
    this.typeBits = this.typeBits.map(grown);
  }

  remove(type: ItemType, id: string): void {
    const slots = this.slotsByType[TYPE_INDEX[type]]!;
    const slot = slots.get(id);
    if (slot === undefined) return;
    this.alive[slot >>> 5]! &= ~(1 << (slot & 31));
    slots.delete(id);
    const fileId = this.fileOf[slot];
    if (fileId !== null && fileId !== undefined) {
      const users = this.slotsByFile.get(fileId)!.filter((user) => user !== slot);
      if (users.length === 0) {
        this.slotsByFile.delete(fileId);
        this.#files.delete(fileId);
      } else this.slotsByFile.set(fileId, users);
    }
    this.live -= 1;
    this.dead += 1;
  }

  /** Slots 0 … sorted − 1, newest first (created, then id, descending: `isBetter` at equal ranks). */
  #newest = new Uint32Array(0);
  #sorted = 0;

  /**
   * Every slot newest first as of the last sort: `order` holds slots 0 … `sorted` − 1; slots added since
   * (numbers `sorted` … count − 1) are not in it. Sorted again once more than UNSORTED_SLOTS were added.
   */
  newestFirst(): { order: Uint32Array; sorted: number } {
    if (this.count - this.#sorted > UNSORTED_SLOTS || (this.#sorted === 0 && this.count > 0)) {
      const order = new Uint32Array(this.count);
      for (let slot = 0; slot < order.length; slot += 1) order[slot] = slot;
      // Slots given out newest first by the build are in order already (no sort of a million at the
      // first suggestion after it).
      if (this.ordered < this.count) sortNewestFirst(order, this.created, this.id);
      this.#newest = order;
      this.#sorted = order.length;
    }
    return { order: this.#newest, sorted: this.#sorted };
  }

  addWords(words: readonly string[]): void {
    this.vocabulary.add(words);
  }

  /** The vocabulary's words that begin with `prefix`, itself included. */
  wordsStartingWith(prefix: string): string[] {
    return this.vocabulary.startingWith(prefix);
  }
}

/**
 * A typed word's levels, best first: field × kind (title exact 24, title prefix 16, tags exact 12,
 * title typo 8, tags prefix 8, description exact 6, tags typo 4, description prefix 4, description
 * typo 2). A slot's score for the word is that of the first level holding it.
 */
const LEVELS = [
  [0, 'exact'],
  [0, 'prefix'],
  [1, 'exact'],
  [0, 'typo'],
  [1, 'prefix'],
  [2, 'exact'],
  [1, 'typo'],
  [2, 'prefix'],
  [2, 'typo'],
] as const;
const LEVEL_SCORES = LEVELS.map(([field, kind]) => FIELD_ORDER[field] * KIND_WEIGHTS[kind]);
const levelOf = (field: number, kind: keyof typeof KIND_WEIGHTS): number =>
  LEVELS.findIndex(([f, k]) => f === field && k === kind);

/** Better first: higher rank, then newer, then the larger id (as PostgreSQL orders them). */
function isBetter(a: RankedHit, b: RankedHit): boolean {
  if (a.rank !== b.rank) return a.rank > b.rank;
  if (a.created !== b.created) return a.created > b.created;
  return a.id > b.id;
}

/** The best `keep` of a stream of hits, best first. */
class Best {
  readonly hits: RankedHit[] = [];
  readonly keep: number;
  constructor(keep: number) {
    this.keep = keep;
  }

  /** The rank a hit needs at least to be kept (a tie is kept when newer), or -Infinity while not full. */
  worstRank(): number {
    return this.hits.length >= this.keep && this.keep > 0 ? this.hits[this.hits.length - 1]!.rank : -Infinity;
  }

  /** The creation time of the worst kept hit, or -Infinity while not full. */
  worstCreated(): number {
    return this.hits.length >= this.keep && this.keep > 0 ? this.hits[this.hits.length - 1]!.created : -Infinity;
  }

  /** Keeps the hit if it is among the best so far; most candidates are turned away before any object is made. */
  consider(rank: number, created: number, id: string, type: ItemType, file?: string | null): void {
    const hits = this.hits;
    if (this.keep <= 0) return;
    if (hits.length >= this.keep) {
      const worst = hits[hits.length - 1]!;
      if (
        rank < worst.rank ||
        (rank === worst.rank && (created < worst.created || (created === worst.created && id <= worst.id)))
      )
        return;
    }
    const hit = { type, id, rank, created, file };
    let low = 0;
    let high = hits.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isBetter(hit, hits[middle]!)) high = middle;
      else low = middle + 1;
    }
    hits.splice(low, 0, hit);
    if (hits.length > this.keep) hits.pop();
  }
}

/** What `match` is asked: who searches, every word or some, the types and how many best hits to keep. */
export interface MatchOptions {
  user: Searcher;
  mode: 'all' | 'some';
  types: readonly ItemType[];
  keep: number;
  /** PDF hits (from PostgreSQL) to merge with the own-text ones. */
  extra?: readonly RankedHit[];
}

export interface OwnTextMatch {
  /** The best `keep` hits of the chosen types (own text merged with `extra`), best first. */
  best: RankedHit[];
  /** Matches per type (all types, whatever was chosen). */
  counts: TypeCounts;
  /** Items whose own text matched (before `extra`), all types. */
  ownMatches: number;
}

export function createSearchIndex(db: Db) {
  let slots = new Slots();
  let builtVersion = -1;
  let builds = 0;
  let syncing: Promise<void> | undefined;
  /** Slots of the matches of the query being answered; reused by each query. */
  let matched = bitsFor(0);
  /**
   * Each recently typed word's marks, for the index as it is (`generation` moves with every change):
   * a word typed again, alone or with others, costs no pass over its postings.
   */
  const markCache = new Map<string, { generation: number; mark: Mark }>();
  let generation = 0;
  /**
   * Buffers of marks that left the cache, used again for the next ones: a new word per search (a new
   * prefix, a new typo) would otherwise leave up to ten buffers the size of the index as garbage each
   * time, which V8 collects only in full collections.
   */
  const spareBits: Bits[] = [];
  const SPARE_BUFFERS = 64;
  function recycle(mark: Mark): void {
    for (const bits of [mark.any, ...mark.usedBits]) if (spareBits.length < SPARE_BUFFERS) spareBits.push(bits);
  }
  /** A cleared buffer for `size` chunks: a spare one if one fits. */
  function clearedBits(size: number): Bits {
    const spare = spareBits.pop();
    if (spare === undefined || spare.length !== size) return new Uint32Array(size);
    return spare.fill(0);
  }

  /** The marks of `word` in `fields`, from the cache or made now. */
  function markOf(word: SearchWord, fields: readonly number[]): Mark {
    const key = `${fields.join('')} ${word.word} ${word.typos.join(' ')}`;
    const kept = markCache.get(key);
    if (kept !== undefined) {
      markCache.delete(key);
      if (kept.generation === generation) {
        markCache.set(key, kept);
        return kept.mark;
      }
      recycle(kept.mark);
    }
    const mark = markWord(word, fields);
    markCache.set(key, { generation, mark });
    // The least recently used go; never one of the query's own words, which were just used.
    while (markCache.size > MARK_CACHE_WORDS) {
      const [oldestKey, oldest] = markCache.entries().next().value!;
      markCache.delete(oldestKey);
      recycle(oldest.mark);
    }
    return mark;
  }

  /**
   * The slots whose title holds `word` or a word that begins with it, as suggestions need them: no
   * levels, and kept like the marks, in buffers that are used again. A new prefix per keystroke would
   * otherwise leave a buffer the size of the index as garbage each time, and their collection took a
   * third of a core in the suggestions bench.
   */
  const titleBits = new Map<string, { generation: number; bits: Bits }>();
  function titleBitsOf(word: string): Bits {
    const size = Math.ceil(slots.capacity / 32);
    const kept = titleBits.get(word);
    if (kept !== undefined) titleBits.delete(word);
    if (kept !== undefined && kept.generation === generation && kept.bits.length === size) {
      titleBits.set(word, kept);
      return kept.bits;
    }
    let bits = kept?.bits;
    if (bits === undefined && titleBits.size >= MARK_CACHE_WORDS) {
      // The least recently used buffer (never one of this query's: those were just used).
      const [oldestWord, oldest] = titleBits.entries().next().value!;
      titleBits.delete(oldestWord);
      bits = oldest.bits;
    }
    if (bits === undefined || bits.length !== size) bits = new Uint32Array(size);
    else bits.fill(0);
    for (const vocabularyWord of slots.wordsStartingWith(word)) {
      slots.postings.get(vocabularyWord)![0].orInto(bits, slots.capacity);
    }
    titleBits.set(word, { generation, bits });
    return bits;
  }

  /** The bits of the current query's matches, sized for the slots. */
  function matchedBits(): Bits {
    const size = Math.ceil(slots.capacity / 32);
    if (matched.length !== size) matched = new Uint32Array(size);
    return matched;
  }

  async function readRows(type: ItemType, ids?: readonly string[], after?: string): Promise<Row[]> {
    const table = commonColumnsOf(type);
    const where =
      ids !== undefined ? inArray(table.id, [...ids]) : after === undefined ? sql`true` : sql`${table.id} > ${after}`;
    const result = await db.execute(sql`select ${table.id} as id,
        (extract(epoch from ${table.createdAt}) * 1000000)::int8::text as created,
        (${table.status} = 'public' and ${table.isPublic}) as "isPublic",
        ${table.ownerId} as "ownerId", ${table.id.table}.xmin::text as xmin, ${table.searchWords}::text as words,
        ${type === 'note' ? notes.fileId : type === 'pyq' ? pyqs.fileId : sql`null::text`} as "fileId"
      from ${table} where ${where} order by ${table.id} limit ${ids !== undefined ? ids.length : BUILD_BATCH}`);
    return (result as { rows: Row[] }).rows;
  }

  /**
   * Every row's type, id and creation time, and their order newest first (created, then id,
   * descending), for `Slots.plan`.
   */
  async function readOrder(): Promise<Parameters<Slots['plan']>> {
    const ids: string[] = [];
    const types: number[] = [];
    const created: number[] = [];
    for (const type of ALL_ITEM_TYPES) {
      const table = commonColumnsOf(type);
      let after: string | undefined;
      for (;;) {
        const result = await db.execute(sql`select ${table.id} as id,
            (extract(epoch from ${table.createdAt}) * 1000000)::int8::text as created
          from ${table} where ${after === undefined ? sql`true` : sql`${table.id} > ${after}`}
          order by ${table.id} limit ${ORDER_BATCH}`);
        const rows = (result as { rows: { id: string; created: string }[] }).rows;
        for (const row of rows) {
          ids.push(row.id);
          types.push(TYPE_INDEX[type]);
          created.push(Number(row.created));
        }
        if (rows.length < ORDER_BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
    }
    const order = new Uint32Array(ids.length);
    for (let row = 0; row < order.length; row += 1) order[row] = row;
    sortNewestFirst(order, created, ids);
    return [Uint8Array.from(types), Float64Array.from(created), ids, order];
  }

  /**
   * A new index of every row: the rows' slots planned newest first, then the rows read and added a
   * batch at a time (only one batch's text held at once).
   */
  async function build(): Promise<Slots> {
    const fresh = new Slots();
    fresh.plan(...(await readOrder()));
    const words: string[] = [];
    for (const type of ALL_ITEM_TYPES) {
      let after: string | undefined;
      for (;;) {
        const batch = await readRows(type, undefined, after);
        for (const row of batch) fresh.add(type, row, words);
        if (batch.length < BUILD_BATCH) break;
        after = batch[batch.length - 1]!.id;
      }
    }
    fresh.endPlan();
    fresh.sortPostings();
    fresh.addWords(words);
    return fresh;
  }

  /**
   * Reads again the rows whose version changed since they were indexed and applies it all at once;
   * false (nothing applied) when so many changed that building anew is cheaper.
   */
  async function update(): Promise<boolean> {
    const changes: [ItemType, string[], Row[]][] = [];
    let changedRows = 0;
    for (const type of ALL_ITEM_TYPES) {
      const table = commonColumnsOf(type);
      const result = await db.execute(
        sql`select ${table.id} as id, ${table.id.table}.xmin::text as xmin from ${table}`,
      );
      const current = (result as { rows: { id: string; xmin: string }[] }).rows;
      const present = new Set<string>();
      const changed: string[] = [];
      for (const { id, xmin } of current) {
        present.add(id);
        const slot = slots.slotOf(type, id);
        if (slot === undefined || slots.xmin[slot] !== Number(xmin)) changed.push(id);
      }
      const gone: string[] = [];
      for (const id of slots.slotsByType[TYPE_INDEX[type]]!.keys()) if (!present.has(id)) gone.push(id);
      changedRows += changed.length;
      if (changedRows > Math.max(BUILD_BATCH, slots.live / 2)) return false;
      const rows: Row[] = [];
      for (let from = 0; from < changed.length; from += BUILD_BATCH) {
        rows.push(...(await readRows(type, changed.slice(from, from + BUILD_BATCH))));
      }
      changes.push([type, gone, rows]);
    }
    const words: string[] = [];
    for (const [type, gone, rows] of changes) {
      for (const id of gone) slots.remove(type, id);
      for (const row of rows) {
        slots.remove(type, row.id);
        slots.add(type, row, words);
      }
    }
    slots.addWords(words);
    // In the same turn as the changes: no query sees the new slots with a word's old marks.
    generation += 1;
    return true;
  }

  let vocabulary = new TypoVocabulary([]);
  /**
   * Typed words' typo candidates, kept while the content version holds (any change to an item or a
   * PDF page moves it, and the vocabulary changes only with those): a new pair of known words costs no
   * vocabulary lookup.
   */
  const typoCache = new VersionedCache<readonly string[]>(TYPO_CACHE_WORDS);
  let vocabularyVersion = -1;
  let loadingVocabulary: Promise<void> | undefined;

  /** The whole vocabulary, read after `version` was (so it holds at least that version's words). */
  async function loadVocabulary(version: number): Promise<void> {
    const result = await db.execute(sql`select word, rows, sound from search_vocabulary`);
    vocabulary = new TypoVocabulary((result as { rows: VocabularyRow[] }).rows);
    vocabularyVersion = version;
  }

  async function syncTo(version: number): Promise<void> {
    if (builtVersion === -1 || slots.dead > Math.max(MAX_DEAD_SLOTS, slots.live)) {
      slots = await build();
      generation += 1;
      builds += 1;
    } else if (!(await update())) {
      slots = await build();
      generation += 1;
      builds += 1;
    }
    builtVersion = version;
  }

  /** ORs into the word's levels every slot whose own text holds it (as typed, as a prefix or a typo). */
  function markWord(word: SearchWord, fields: readonly number[]): Mark {
    const capacity = slots.capacity;
    const size = Math.ceil(capacity / 32);
    const into: Mark = { levels: [], any: clearedBits(size), used: [], usedBits: [], usedScores: [] };
    const used = new Set<number>();
    const orInto = (posting: Posting, level: number) => {
      if (posting.slots.length === 0) return;
      into.levels[level] ??= clearedBits(size);
      posting.orInto(into.levels[level], capacity);
      used.add(level);
    };
    for (const vocabularyWord of slots.wordsStartingWith(word.word)) {
      const postings = slots.postings.get(vocabularyWord)!;
      const kind = vocabularyWord === word.word ? 'exact' : 'prefix';
      for (const field of fields) orInto(postings[field]!, levelOf(field, kind));
    }
    for (const typo of word.typos) {
      const postings = slots.postings.get(typo);
      if (postings === undefined || typo.startsWith(word.word)) continue;
      for (const field of fields) orInto(postings[field]!, levelOf(field, 'typo'));
    }
    into.used = [...used].sort((a, b) => a - b);
    into.usedBits = into.used.map((level) => into.levels[level]!);
    into.usedScores = into.used.map((level) => LEVEL_SCORES[level]!);
    combineInto(into.any, into.usedBits, false);
    return into;
  }

  /**
   * The slots of chunk `i` of `bits` that are live and that `user` may see: public ones, all for an
   * Admin, and an Instructor's own.
   */
  function visibleIn(bits: number, i: number, user: Searcher): number {
    const live = bits & slots.alive[i]!;
    if (live === 0 || user?.role === 'Admin') return live;
    let visible = live & slots.isPublic[i]!;
    if (user?.role === 'Instructor') {
      let hidden = live & ~visible;
      while (hidden !== 0) {
        const low = hidden & -hidden;
        hidden ^= low;
        if (slots.owner[i * 32 + 31 - Math.clz32(low)] === user.id) visible |= low;
      }
    }
    return visible;
  }

  /**
   * At most `limit` visible items whose title holds a word that begins with `prefix` (suggestions for
   * one word), newest first, from the title postings of those words without a pass over the index's
   * bits: the slots added since the build are at the end of every list and are each considered; the
   * ordered ones are merged in slot order (newest first) until `limit` visible ones are found.
   */
  function newestWithTitlePrefix(prefix: string, user: Searcher, limit: number): { type: ItemType; id: string }[] {
    const s = slots;
    const lists = s.wordsStartingWith(prefix).map((word) => s.postings.get(word)![0].slots);
    const best = new Best(limit);
    const considerIfVisible = (slot: number): boolean => {
      if (visibleIn(1 << (slot & 31), slot >>> 5, user) === 0) return false;
      best.consider(0, s.created[slot]!, s.id[slot]!, ALL_ITEM_TYPES[s.typeOf[slot]!]!);
      return true;
    };
    const ordered = s.ordered;
    // The lists' ends: slots after the ordered ones, each once (a title may hold two of the words).
    const ends = lists.map((list) => {
      let end = list.length;
      while (end > 0 && list[end - 1]! >= ordered) end -= 1;
      return end;
    });
    const seen = new Set<number>();
    lists.forEach((list, at) => {
      for (let k = ends[at]!; k < list.length; k += 1) {
        if (seen.has(list[k]!)) continue;
        seen.add(list[k]!);
        considerIfVisible(list[k]!);
      }
    });
    // The ordered slots: a merge of the lists by slot through a heap of their heads.
    const heap: number[] = [];
    const next = new Int32Array(lists.length);
    const slotAt = (at: number) => lists[at]![next[at]!]!;
    const below = (a: number, b: number) => slotAt(heap[a]!) < slotAt(heap[b]!);
    const swap = (a: number, b: number) => {
      const kept = heap[a]!;
      heap[a] = heap[b]!;
      heap[b] = kept;
    };
    const siftDown = (from: number) => {
      for (let at = from; ;) {
        const left = 2 * at + 1;
        const smallest = left + 1 < heap.length && below(left + 1, left) ? left + 1 : left < heap.length ? left : -1;
        if (smallest === -1 || !below(smallest, at)) return;
        swap(at, smallest);
        at = smallest;
      }
    };
    lists.forEach((_, at) => {
      if (ends[at]! > 0) heap.push(at);
    });
    for (let at = (heap.length >>> 1) - 1; at >= 0; at -= 1) siftDown(at);
    let last = -1;
    for (let found = 0; found < limit && heap.length > 0;) {
      const at = heap[0]!;
      const slot = slotAt(at);
      next[at] = next[at]! + 1;
      if (next[at] >= ends[at]!) {
        heap[0] = heap[heap.length - 1]!;
        heap.pop();
      }
      if (heap.length > 0) siftDown(0);
      if (slot === last) continue;
      last = slot;
      if (considerIfVisible(slot)) found += 1;
    }
    return best.hits.map(({ type, id }) => ({ type, id }));
  }

  /**
   * The highest rank held by a slot that holds every word and that `rankableIn` keeps, with the sets of
   * word levels (one level per word) that give it: the combinations of the words' levels are tried
   * from the best down, each with a pass that stops at the first such slot. A slot in a combination's
   * levels ranks at least that combination's score (a word's levels overlap: a slot in a lower one may
   * also be in a better one), and its own best levels are a combination too; so the first combination
   * with a slot gives the highest rank, and every slot in that rank's combinations holds exactly it.
   * Undefined when the words have too many combinations, or when the best MAX_EMPTY_LEVEL_GROUPS ranks
   * have none (each cost a whole pass): the caller then ranks without it.
   */
  function highestLevels(
    marks: readonly Mark[],
    rankableIn: (bits: number, i: number) => number,
  ): { rank: number; combos: Bits[][] } | undefined {
    let combinations = 1;
    for (const mark of marks) combinations *= mark.usedBits.length;
    if (combinations > MAX_LEVEL_COMBINATIONS) return undefined;
    const combos: { score: number; sets: Bits[] }[] = [];
    for (let n = 0; n < combinations; n += 1) {
      let rest = n;
      let score = 0;
      const sets: Bits[] = [];
      for (const mark of marks) {
        const u = rest % mark.usedBits.length;
        rest = Math.floor(rest / mark.usedBits.length);
        score += PER_WORD_FOUND + mark.usedScores[u]!;
        sets.push(mark.usedBits[u]!);
      }
      combos.push({ score, sets });
    }
    combos.sort((a, b) => b.score - a.score);
    const size = Math.ceil(slots.capacity / 32);
    for (let at = 0, groups = 0; at < combos.length && groups < MAX_EMPTY_LEVEL_GROUPS; groups += 1) {
      const rank = combos[at]!.score;
      const group: Bits[][] = [];
      for (; at < combos.length && combos[at]!.score === rank; at += 1) group.push(combos[at]!.sets);
      if (group.length === 1 && group[0]!.length <= 2) {
        // One word, or two (most searches): a pass over one or two arrays.
        const [first, second = first] = group[0]! as [Bits, Bits?];
        for (let i = 0; i < size; i += 1) {
          const bits = first[i]! & second[i]!;
          if (bits !== 0 && rankableIn(bits, i) !== 0) return { rank, combos: group };
        }
        continue;
      }
      if (group.length === 2 && group[0]!.length === 2 && group[1]!.length === 2) {
        // Two words, each at one of two levels in turn (title and tags, tags and title).
        const [[a, b], [c, d]] = group as [[Bits, Bits], [Bits, Bits]];
        for (let i = 0; i < size; i += 1) {
          const bits = (a[i]! & b[i]!) | (c[i]! & d[i]!);
          if (bits !== 0 && rankableIn(bits, i) !== 0) return { rank, combos: group };
        }
        continue;
      }
      for (let i = 0; i < size; i += 1) {
        let bits = 0;
        for (const sets of group) {
          let inAll = sets[0]![i]!;
          for (let w = 1; w < sets.length && inAll !== 0; w += 1) inAll &= sets[w]![i]!;
          bits |= inAll;
        }
        if (bits !== 0 && rankableIn(bits, i) !== 0) return { rank, combos: group };
      }
    }
    return undefined;
  }

  /** Per bit of a chunk: the sum of the words' scores and how many words were found. */
  const chunkSums = new Float64Array(32);
  const chunkFound = new Uint8Array(32);

  const ALL_FIELDS = [0, 1, 2] as const;

  return {
    /** Resolves once the index holds the library as it was at content `version` (or later). */
    async ready(version: number): Promise<void> {
      while (builtVersion < version) {
        syncing ??= syncTo(version).finally(() => {
          syncing = undefined;
        });
        await syncing;
      }
    },

    /**
     * The items whose own text holds every word (`all`) or at least one (`some`), ranked like the
     * database ranks them (PER_WORD_FOUND per word found plus each word's best field × kind), merged
     * with `extra` hits (their PDFs' pages: an item in both takes the higher rank). Synchronous.
     */
    match(words: readonly SearchWord[], options: MatchOptions): OwnTextMatch {
      const isChosen = ALL_ITEM_TYPES.map((type) => options.types.includes(type));
      let best = new Best(options.keep);
      const s = slots;
      const marks = words.map((word) => markOf(word, ALL_FIELDS));
      const matched = matchedBits();
      const needsAll = options.mode === 'all';
      // One or two words (most searches) are combined in the pass below, which reads them anyway.
      const [any0, any1 = any0] = marks.map((mark) => mark.any) as [Bits, Bits?];
      const combinedHere = marks.length === 1 || marks.length === 2;
      if (!combinedHere)
        combineInto(
          matched,
          marks.map((mark) => mark.any),
          needsAll,
        );
      // The PDFs' hits by slot (an item in both takes the higher rank).
      const extraRank = new Map<number, RankedHit>();
      const extraElsewhere: RankedHit[] = [];
      for (const hit of options.extra ?? []) {
        const slot = s.slotOf(hit.type, hit.id);
        if (slot === undefined) {
          extraElsewhere.push(hit);
          continue;
        }
        const known = extraRank.get(slot);
        if (known === undefined || hit.rank > known.rank) extraRank.set(slot, hit);
      }
      const wordCount = marks.length;
      const typeBits = s.typeBits;
      const allChosen = isChosen.every(Boolean);
      // Chunks wholly within the ordered slots (Slots.ordered).
      const orderedChunks = s.ordered >>> 5;
      // The rank of a slot with every word at the word's best level.
      let bestPossible = 0;
      for (const mark of marks) bestPossible += PER_WORD_FOUND + (mark.usedScores[0] ?? 0);
      const [typeNote, typePyq, typeVideo, typeCourse] = typeBits as [Bits, Bits, Bits, Bits];
      const sees = options.user?.role;
      const { alive, isPublic } = s;
      /** The slots of chunk `i` of a chosen type. */
      const chosenIn = (i: number): number => {
        let chosen = 0;
        for (let t = 0; t < 4; t += 1) if (isChosen[t] === true) chosen |= typeBits[t]![i]!;
        return chosen;
      };
      /** The bits of chunk `i` of `bits` that are live, visible to the caller and of a chosen type. */
      const rankableIn = (bits: number, i: number): number => {
        const visible = visibleIn(bits, i, options.user);
        return allChosen || visible === 0 ? visible : visible & chosenIn(i);
      };
      // Most pages are full of hits of the highest rank any match holds (often a title holding every
      // word as typed): those are gathered on the way, newest first among the ordered slots, while the
      // pass ranks as if they were not. Once they fill the page they are the page, and the ordered
      // slots left are only counted (no bound per chunk, no ranking).
      const topGroup =
        extraRank.size === 0 && options.keep > 0 && marks.every((mark) => mark.usedBits.length > 0)
          ? needsAll
            ? highestLevels(marks, rankableIn)
            : { rank: bestPossible, combos: [marks.map((mark) => mark.usedBits[0]!)] }
          : undefined;
      const topRank = topGroup?.rank ?? bestPossible;
      const topCombos = topGroup?.combos ?? [];
      const top = topGroup === undefined ? undefined : new Best(options.keep);
      let worst = best.worstRank();
      let worstCreated = best.worstCreated();
      let notes = 0;
      let pyqs = 0;
      let videos = 0;
      let courses = 0;
      for (let i = 0; i < matched.length; i += 1) {
        const found = !combinedHere ? matched[i]! : needsAll ? any0[i]! & any1[i]! : any0[i]! | any1[i]!;
        if (found === 0) continue;
        // visibleIn, written out: as a call it made this pass 6–12 % slower at a million items.
        const visible =
          sees === 'Admin'
            ? found & alive[i]!
            : sees === 'Instructor'
              ? visibleIn(found, i, options.user)
              : found & alive[i]! & isPublic[i]!;
        if (visible === 0) continue;
        // Counted per type by bits; only the chosen types' matches are ranked.
        notes += bitCount(visible & typeNote[i]!);
        pyqs += bitCount(visible & typePyq[i]!);
        videos += bitCount(visible & typeVideo[i]!);
        courses += bitCount(visible & typeCourse[i]!);
        let rankable = visible;
        if (extraRank.size === 0) {
          // The page is full of hits of the highest rank a match holds: the ordered slots left are
          // older ties at most, and are only counted.
          if (worst >= topRank && i < orderedChunks) continue;
          if (!allChosen) {
            rankable &= chosenIn(i);
            if (rankable === 0) continue;
          }
          if (top !== undefined && i < orderedChunks) {
            let tops = 0;
            for (const combo of topCombos) {
              let bits = rankable;
              for (let w = 0; w < combo.length && bits !== 0; w += 1) bits &= combo[w]![i]!;
              tops |= bits;
            }
            while (tops !== 0) {
              const low = tops & -tops;
              tops ^= low;
              const slot = i * 32 + 31 - Math.clz32(low);
              top.consider(
                topRank,
                s.created[slot]!,
                s.id[slot]!,
                ALL_ITEM_TYPES[s.typeOf[slot]!]!,
                s.fileOf[slot] ?? null,
              );
              if (top.hits.length === options.keep) break;
            }
            if (top.hits.length === options.keep) {
              // Newer than every ordered slot left: the page. The rest of this chunk is older.
              best = top;
              worst = best.worstRank();
              worstCreated = best.worstCreated();
              continue;
            }
          }
          // Once the best are found, a chunk whose best possible rank (each word's best level among
          // its bits, as if one slot had them all) is below the worst kept one is not ranked bit by
          // bit. Counted as what it loses against bestPossible, each word's levels only as far as
          // they can still reach the worst kept rank (a tie among the ordered slots, walked
          // upwards, is older than every hit kept so far).
          if (worst > -Infinity) {
            const slack = bestPossible - worst;
            const ordered = i < orderedChunks;
            let lost = 0;
            for (let w = 0; w < wordCount && lost <= slack; w += 1) {
              const mark = marks[w]!;
              const scores = mark.usedScores;
              const first = scores[0] ?? 0;
              const rest = rankable & mark.any[i]!;
              if (rest === 0) {
                lost += PER_WORD_FOUND + first;
                continue;
              }
              // `rest` is in `any`, the union of the levels: one of them holds it.
              const sets = mark.usedBits;
              let u = 0;
              while (u + 1 < sets.length && (sets[u]![i]! & rest) === 0 && first - scores[u + 1]! <= slack - lost)
                u += 1;
              lost += (sets[u]![i]! & rest) !== 0 ? first - scores[u]! : slack + 1;
            }
            if (lost > slack || (lost === slack && ordered)) continue;
          }
        }
        // Each word's best level for every bit at once, then each bit's rank.
        for (let w = 0; w < wordCount; w += 1) {
          const mark = marks[w]!;
          let rest = rankable & mark.any[i]!;
          const sets = mark.usedBits;
          for (let u = 0; rest !== 0 && u < sets.length; u += 1) {
            let bits = sets[u]![i]! & rest;
            if (bits === 0) continue;
            rest &= ~bits;
            const score = mark.usedScores[u]!;
            while (bits !== 0) {
              const low = bits & -bits;
              bits ^= low;
              const bit = 31 - Math.clz32(low);
              chunkSums[bit]! += score;
              chunkFound[bit]! += 1;
            }
          }
        }
        let rest = rankable;
        while (rest !== 0) {
          const low = rest & -rest;
          rest ^= low;
          const bit = 31 - Math.clz32(low);
          const found = chunkFound[bit]!;
          let rank = PER_WORD_FOUND * found + chunkSums[bit]!;
          chunkFound[bit] = 0;
          chunkSums[bit] = 0;
          if (found === 0) continue;
          const slot = i * 32 + bit;
          const typeIndex = s.typeOf[slot]!;
          if (extraRank.size > 0) {
            const fromPages = extraRank.get(slot);
            if (fromPages !== undefined) {
              extraRank.delete(slot);
              if (fromPages.rank > rank) rank = fromPages.rank;
            }
          }
          // Most matches rank below the worst kept one, or tie with it and are older: turned away
          // without a call.
          if (isChosen[typeIndex] !== true || rank < worst || (rank === worst && i < orderedChunks)) continue;
          const created = s.created[slot]!;
          if (rank === worst && created < worstCreated) continue;
          best.consider(rank, created, s.id[slot]!, ALL_ITEM_TYPES[typeIndex]!, s.fileOf[slot] ?? null);
          worst = best.worstRank();
          worstCreated = best.worstCreated();
        }
      }
      const ownMatches = notes + pyqs + videos + courses;
      const perType = [notes, pyqs, videos, courses];
      // PDF hits whose item's own text did not match.
      for (const hit of [...extraRank.values(), ...extraElsewhere]) {
        perType[TYPE_INDEX[hit.type]]! += 1;
        if (isChosen[TYPE_INDEX[hit.type]] === true) best.consider(hit.rank, hit.created, hit.id, hit.type, hit.file);
      }
      const counts: TypeCounts = { note: perType[0]!, pyq: perType[1]!, video: perType[2]!, course: perType[3]! };
      return { best: best.hits, counts, ownMatches };
    },

    /**
     * Each hit's PDF (a note's or a PYQ's file), or null: an item without one, or not in the index. A
     * hit of `match` carries it (a lookup by id in a map of 40,000 took 1–2 µs a hit in the server).
     */
    filesOf(hits: readonly { type: ItemType; id: string; file?: string | null }[]): (string | null)[] {
      return hits.map((hit) => {
        if (hit.file !== undefined) return hit.file;
        const slot = slots.slotOf(hit.type, hit.id);
        return slot === undefined ? null : (slots.fileOf[slot] ?? null);
      });
    },

    /**
     * The live notes and PYQs that use each of `files` and that `user` may see, each with its file's
     * rank: a search's PDF-only hits from the PDFs' ranks alone (PostgreSQL then reads no items).
     */
    pdfHits(files: readonly FileRank[], user: Searcher): RankedHit[] {
      const hits: RankedHit[] = [];
      for (const { fileId, rank } of files) {
        for (const slot of slots.slotsByFile.get(fileId) ?? []) {
          if (visibleIn(1 << (slot & 31), slot >>> 5, user) === 0) continue;
          hits.push({
            type: ALL_ITEM_TYPES[slots.typeOf[slot]!]!,
            id: slots.id[slot]!,
            rank,
            created: slots.created[slot]!,
            file: fileId,
          });
        }
      }
      return hits;
    },

    /**
     * A page of PDF-only hits, for a search whose words no item's own text holds: the live notes and
     * PYQs that use each of `files` and that `user` may see, best first by their file's rank (newer
     * first at equal ranks), the types of `types` only, with the counts of every type. As `match` with
     * `pdfHits` as its `extra` ranks them, without a hit made for each (for two words common in PDFs,
     * tens of thousands at a million items: 60 ms of this thread's time, docs/benchmarks.md, twelfth
     * session).
     */
    pdfOnly(files: readonly FileRank[], options: Pick<MatchOptions, 'user' | 'types' | 'keep'>): OwnTextMatch {
      const isChosen = ALL_ITEM_TYPES.map((type) => options.types.includes(type));
      const best = new Best(options.keep);
      const perType = [0, 0, 0, 0];
      for (const { fileId, rank } of files) {
        for (const slot of slots.slotsByFile.get(fileId) ?? []) {
          if (visibleIn(1 << (slot & 31), slot >>> 5, options.user) === 0) continue;
          const typeIndex = slots.typeOf[slot]!;
          perType[typeIndex]! += 1;
          if (isChosen[typeIndex] === true)
            best.consider(rank, slots.created[slot]!, slots.id[slot]!, ALL_ITEM_TYPES[typeIndex]!, fileId);
        }
      }
      const counts: TypeCounts = { note: perType[0]!, pyq: perType[1]!, video: perType[2]!, course: perType[3]! };
      return { best: best.hits, counts, ownMatches: 0 };
    },

    /**
     * At most `limit` visible items whose title holds every word as a word or its beginning, newest
     * first. Synchronous.
     */
    suggest(words: readonly string[], user: Searcher, limit: number): { type: ItemType; id: string }[] {
      if (words.length === 0) return [];
      if (words.length === 1) return newestWithTitlePrefix(words[0]!, user, limit);
      const matched = matchedBits();
      combineInto(matched, words.map(titleBitsOf), true);
      let matches = 0;
      for (let i = 0; i < matched.length; i += 1) if (matched[i] !== 0) matches += bitCount(matched[i]!);
      const best = new Best(limit);
      const s = slots;
      const consider = (slot: number) =>
        best.consider(0, s.created[slot]!, s.id[slot]!, ALL_ITEM_TYPES[s.typeOf[slot]!]!);
      if (matches >= NEWEST_FIRST_MATCHES) {
        // Many matches (the first letters of a common word): the newest ones are found within the
        // first few hundred slots, newest first, instead of ranking them all.
        const { order, sorted } = s.newestFirst();
        for (let slot = sorted; slot < s.count; slot += 1) {
          const bit = 1 << (slot & 31);
          if ((matched[slot >>> 5]! & bit) !== 0 && visibleIn(bit, slot >>> 5, user) !== 0) consider(slot);
        }
        for (let k = 0, found = 0; k < sorted && found < limit; k += 1) {
          const slot = order[k]!;
          const bit = 1 << (slot & 31);
          if ((matched[slot >>> 5]! & bit) === 0 || visibleIn(bit, slot >>> 5, user) === 0) continue;
          consider(slot);
          found += 1;
        }
      } else {
        for (let i = 0; i < matched.length; i += 1) {
          if (matched[i] === 0) continue;
          let rest = visibleIn(matched[i]!, i, user);
          while (rest !== 0) {
            const low = rest & -rest;
            rest ^= low;
            consider(i * 32 + 31 - Math.clz32(low));
          }
        }
      }
      return best.hits.map(({ type, id }) => ({ type, id }));
    },

    /**
     * Each typed word with the vocabulary words it may be a typo of (none under 4 letters), from the
     * vocabulary as it was at content `version` (or later), read again when the version moves.
     */
    async typos(words: readonly string[], version: number): Promise<SearchWord[]> {
      const known = (word: string) => {
        const kept = typoCache.peek(word);
        return kept !== undefined && kept.version === version ? kept.value : undefined;
      };
      if (words.every((word) => maxEditsFor(word) === 0 || known(word) !== undefined)) {
        return words.map((word) => ({ word, typos: known(word) ?? [] }));
      }
      while (vocabularyVersion < version) {
        loadingVocabulary ??= loadVocabulary(version).finally(() => {
          loadingVocabulary = undefined;
        });
        await loadingVocabulary;
      }
      return words.map((word) => {
        let typos = known(word);
        if (typos === undefined) {
          typos = vocabulary.typosOf(word, maxEditsFor(word));
          typoCache.set(word, version, typos);
        }
        return { word, typos };
      });
    },

    /** Sizes, for tests and the decision record's figures. */
    stats: () => ({
      slots: slots.count,
      ordered: slots.ordered,
      live: slots.live,
      words: slots.vocabulary.length,
      builtVersion,
      builds,
    }),
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
