import {
  searchContentResponseSchema,
  searchHitFieldsSchema,
  searchSuggestionSchema,
  searchSuggestionsResponseSchema,
  SUGGEST_LIMIT,
  type ItemType,
  type SearchResult,
  type SearchTypeCounts,
} from '@prepshelf/contract';
import { encode, type z } from 'zod';
import type { Db } from '../../db/client.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { toItem } from '../content/content.items.ts';
import { findWordHits, type WordHitsOptions } from './search.hits.ts';
import type { SearchIndex } from './search.index.ts';
import { createPageWords } from './search.page-words.ts';
import { createPdfPages } from './search.pdf-pages.ts';
import {
  HEADLINE_START,
  HEADLINE_STOP,
  type SearchHit,
  type SearchRepository,
  type Searcher,
} from './search.repository.ts';
import type { SearchWord } from './search.words.ts';

/** Items (as answered, without isWatching) kept per loader while the content version is unchanged. */
const ITEM_CACHE_ENTRIES = 20_000;

export interface Highlight {
  start: number;
  end: number;
}

/**
 * A ts_headline with its matches between HEADLINE_START and HEADLINE_STOP, as plain text plus the
 * [start, end) offsets of the marked words in it.
 */
export function parseHeadline(headline: string): { snippet: string; highlights: Highlight[] } {
  let snippet = '';
  let start: number | undefined;
  const highlights: Highlight[] = [];
  for (const character of headline) {
    if (character === HEADLINE_START) {
      start = snippet.length;
    } else if (character === HEADLINE_STOP) {
      if (start !== undefined && snippet.length > start) highlights.push({ start, end: snippet.length });
      start = undefined;
    } else {
      snippet += character;
    }
  }
  return { snippet: snippet.trim() === '' ? '' : snippet, highlights };
}

export type LoadedItem = ReturnType<typeof toItem>;

/**
 * The items of hits as the lists answer them, without the caller's isWatching: from a cache while the
 * content version holds, the rest in one query (courses with their lectures).
 */
export function createItemLoader(repo: Pick<SearchRepository, 'findItemRows'>, db: Db) {
  const itemCache = new VersionedCache<LoadedItem>(ITEM_CACHE_ENTRIES);
  return async (hits: readonly { type: ItemType; id: string }[], version: number): Promise<Map<string, LoadedItem>> => {
    const items = new Map<string, LoadedItem>();
    const missing: Partial<Record<ItemType, string[]>> = {};
    for (const hit of hits) {
      const key = `${hit.type}:${hit.id}`;
      const cached = itemCache.peek(key);
      if (cached !== undefined && cached.version === version) items.set(key, cached.value);
      else (missing[hit.type] ??= []).push(hit.id);
    }
    if (Object.keys(missing).length === 0) return items;
    for (const { type, row } of await repo.findItemRows(db, missing)) {
      const item = toItem(type, row, false, 'lectures' in row ? row.lectures : undefined);
      items.set(`${type}:${row.id}`, item);
      itemCache.set(`${type}:${row.id}`, version, item);
    }
    return items;
  };
}
export type ItemLoader = ReturnType<typeof createItemLoader>;

/** What a hit adds to its item: its rank, and for a PDF hit the page and snippet. */
type HitFields = Pick<SearchResult, 'rank' | 'page' | 'snippet' | 'highlights'>;

/** Each hit's item and what the hit adds to it, in order; an item deleted since is left out. */
function hitsWithItems(
  hits: readonly SearchHit[],
  items: ReadonlyMap<string, LoadedItem>,
): { item: LoadedItem; fields: HitFields }[] {
  const found: { item: LoadedItem; fields: HitFields }[] = [];
  for (const hit of hits) {
    const item = items.get(`${hit.type}:${hit.id}`);
    if (item === undefined) continue;
    const pdf =
      hit.page === null ? {} : { page: hit.page, ...(hit.headline === null ? {} : parseHeadline(hit.headline)) };
    found.push({ item, fields: { rank: hit.rank, ...pdf } });
  }
  return found;
}

/** Hits with their items, in order; an item deleted since the hits were found is left out. */
export async function resultsOf(
  hits: readonly SearchHit[],
  loadItems: ItemLoader,
  version: number,
): Promise<SearchResult[]> {
  const items = await loadItems(hits, version);
  return hitsWithItems(hits, items).map(({ item, fields }) => ({ ...item, ...fields }));
}

/** Where a search's results are in the caller's My Learning: `type:id` of each result, in order. */
export const keysOf = (results: readonly { type: ItemType; _id: string }[]): string[] =>
  results.map((result) => `${result.type}:${result._id}`);

/**
 * A page of a typed-word search, ready to send: the finished JSON answer for a caller with none of its
 * items in My Learning (`body`, checked against the response schema as the route's serializer would;
 * none when nothing matched, since that answer's message is given in the caller's language), and what
 * the server's main thread needs to serve other callers: the results' keys, total and counts.
 */
export interface WordPage {
  body?: Uint8Array;
  keys: string[];
  total: number;
  counts: SearchTypeCounts;
}

export interface WordPageOptions extends WordHitsOptions {
  /** The page number and size, as the answer repeats them. */
  page: number;
}

/** Suggestions ready to send: the finished answer for a caller with none of them in My Learning, and their keys. */
export interface SuggestionPage {
  body: Uint8Array;
  keys: string[];
}

/**
 * Typed-word searches and suggestions answered where the index lives (its own thread in the app):
 * hits, their items and the finished answer, so the main thread sends bytes it did not have to build
 * (docs/decisions/0024). One item cache serves both.
 */
export function createAnswers(
  index: Pick<SearchIndex, 'match' | 'suggest' | 'pdfHits' | 'pdfOnly' | 'filesOf'>,
  repo: Pick<SearchRepository, 'pdfMatches' | 'bestPages' | 'pageTexts' | 'findItemRows'>,
  db: Db,
  /** Where PostgreSQL searches the PDFs' pages (default `db`): its ranking can take a second at a million items. */
  pdfDb: Db = db,
) {
  const loadItems = createItemLoader(repo, db);
  const pdfPages = createPdfPages(repo, db, pdfDb);
  const pageWords = createPageWords(pdfDb);
  const encoder = new TextEncoder();
  /**
   * Each item's JSON as the contract's item schema encodes it, made once per item as loaded (the loader
   * keeps the items while the content version holds): an answer joins its items' JSON instead of
   * checking and writing every item again (a third of an answer's cost in its thread).
   */
  const itemJson = new WeakMap<LoadedItem, string>();
  const jsonOf = (item: LoadedItem): string => {
    let json = itemJson.get(item);
    if (json === undefined) {
      json = JSON.stringify(encode(searchSuggestionSchema, item));
      itemJson.set(item, json);
    }
    return json;
  };
  /** The item's JSON with the hit's fields (checked by their schema) added to it. */
  const resultJson = (item: LoadedItem, fields: HitFields): string =>
    `${jsonOf(item).slice(0, -1)},${JSON.stringify(encode(searchHitFieldsSchema, fields)).slice(1)}`;
  /**
   * `envelope` (an answer checked by `schema` with its list empty) with `list` (JSON values) in place
   * of that empty list, the answer's second field.
   */
  const withList = <T>(schema: z.ZodType<T>, envelope: T, field: string, list: readonly string[]): Uint8Array => {
    const json = JSON.stringify(encode(schema, envelope));
    const head = `{"success":true,"${field}":[`;
    if (!json.startsWith(`${head}]`)) throw new Error(`the answer's fields are not in the expected order: ${json}`);
    return encoder.encode(`${head}${list.join(',')}${json.slice(head.length)}`);
  };
  return {
    /**
     * Resolves once the PDF pages' words are held at content `version` (or are too many to hold): until
     * then, a search asks PostgreSQL for the pages that match.
     */
    pagesReady: (version: number) => pageWords.ready(version),
    /** The held pages' sizes (tests, the decision record's figures). */
    pageWordStats: () => pageWords.stats(),

    async page(words: readonly SearchWord[], options: WordPageOptions): Promise<WordPage> {
      const { hits, total, counts } = await findWordHits(index, repo, pdfPages, pageWords, pdfDb, words, options);
      const found = hitsWithItems(hits, await loadItems(hits, options.version));
      const keys = keysOf(found.map(({ item }) => item));
      if (total === 0) return { keys: [], total, counts };
      const envelope = { success: true as const, results: [], total, counts, page: options.page, limit: options.limit };
      const results = found.map(({ item, fields }) => resultJson(item, fields));
      return { body: withList(searchContentResponseSchema, envelope, 'results', results), keys, total, counts };
    },

    /** At most `limit` suggestions for `words` (SearchIndex.suggest), with their items, at content `version`. */
    async suggestions(
      words: readonly string[],
      options: { user: Searcher; limit: number; version: number },
    ): Promise<SuggestionPage> {
      const hits = index.suggest(words, options.user, options.limit);
      const items = await loadItems(hits, options.version);
      const suggestions = hits.flatMap((hit) => items.get(`${hit.type}:${hit.id}`) ?? []);
      // The schema's bound on the list, which the empty envelope below cannot check.
      if (suggestions.length > SUGGEST_LIMIT)
        throw new Error(`${suggestions.length} suggestions, more than ${SUGGEST_LIMIT}`);
      const envelope = { success: true as const, suggestions: [] };
      const body = withList(searchSuggestionsResponseSchema, envelope, 'suggestions', suggestions.map(jsonOf));
      return { body, keys: keysOf(suggestions) };
    },
  };
}
export type Answers = ReturnType<typeof createAnswers>;
