import { LRUCache } from 'lru-cache';
import { encode } from 'zod';
import {
  SEARCH_MESSAGES,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  searchContentResponseSchema,
  type ItemType,
  type SearchContentQuery,
  type SearchResult,
  type SearchSuggestion,
  type SearchSuggestionsQuery,
  type SearchTypeCounts,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { createQueryGate, HEAVY_QUERIES_IN_FLIGHT, type QueryGate } from '../../db/query-gate.ts';
import { ITEM_TYPE_OF_CONTENT_TYPE } from '../content/content.service.ts';
import { toItem } from '../content/content.items.ts';
import { createVersionAndWatching, type VersionAndWatching } from '../content/content.watching.ts';
import { synonymsOf } from './search.glossary.ts';
import {
  HEADLINE_START,
  HEADLINE_STOP,
  NO_COUNTS,
  usesWebsearchSyntax,
  websearchMatcher,
  wordsMatcher,
  type ItemRow,
  type Matcher,
  type SearchHit,
  type SearchRepository,
  type Searcher,
} from './search.repository.ts';
import { maxEditsFor, searchWordsOf, type SearchWord } from './search.words.ts';

const ALL_TYPES: readonly ItemType[] = ['note', 'pyq', 'video', 'course'];
/** Pages of results kept while the content version holds: a repeated search costs one query (version, isWatching). */
const SEARCH_CACHE_ENTRIES = 2000;
/** Typo candidates and completions kept per word and content version: the same words come back in many searches. */
const TYPO_CACHE_ENTRIES = 4096;
/**
 * Uncached searches, and separately suggestions, at once (docs/decisions/0021): each is a few short
 * queries with round trips between them, so two per core keep PostgreSQL busy without a long queue in it.
 */
const SEARCHES_IN_FLIGHT = 2 * HEAVY_QUERIES_IN_FLIGHT;
/** Words offered when a search finds nothing. */
const NEAREST_WORDS = 3;
/** PostgreSQL text cannot hold NUL (a query string may carry %00). */
const NUL = new RegExp(String.fromCharCode(0), 'g');

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

/** An item as the lists answer it (isWatching false), from its row. */
const itemOf = ({ type, row }: ItemRow) => toItem(type, row, false, 'lectures' in row ? row.lectures : undefined);

function resultOf(hit: SearchHit): SearchResult {
  const pdf =
    hit.page === null ? {} : { page: hit.page, ...(hit.headline === null ? {} : parseHeadline(hit.headline)) };
  return { ...itemOf(hit), rank: hit.rank, ...pdf };
}

/** A page of results as kept while the content version holds; `body` is its answer for a caller with none in My Learning. */
interface KeptPage {
  version: number;
  keys: readonly string[];
  results: SearchResult[];
  total: number;
  counts: SearchTypeCounts;
  nearestWords?: string[];
  body?: Buffer;
}

/** What a search answers: an answer to serialize, or finished bytes everyone without its items in My Learning shares. */
export interface SearchAnswer {
  response?: ReturnType<typeof answer>;
  bytes?: Buffer;
}

const keyOf = (item: { type: ItemType; _id: string }) => `${item.type}:${item._id}`;

/** Items with the caller's isWatching set from `watched` (keys `type:id`). */
const withWatching = <T extends { type: ItemType; _id: string }>(items: readonly T[], watched: ReadonlySet<string>) =>
  items.map((item) => ({ ...item, isWatching: watched.has(keyOf(item)) }));

export function createSearchService(deps: {
  db: Db;
  repository: SearchRepository;
  /** Shared with the content lists (default: asked of the database). */
  versionAndWatching?: VersionAndWatching;
  /** How many uncached searches, and separately suggestions, may run at once; cached answers never wait. */
  gates?: { search: QueryGate; suggest: QueryGate };
}) {
  const { db, repository: repo } = deps;
  const gates = deps.gates ?? {
    search: createQueryGate(SEARCHES_IN_FLIGHT),
    suggest: createQueryGate(SEARCHES_IN_FLIGHT),
  };
  const readVersionAndWatching = deps.versionAndWatching ?? createVersionAndWatching(db, undefined);
  const pages = new LRUCache<string, KeptPage>({ max: SEARCH_CACHE_ENTRIES });
  const vocabulary = new LRUCache<string, { typos: string[]; completions: string[] | null }>({
    max: TYPO_CACHE_ENTRIES,
  });
  const inFlight = new Map<string, Promise<KeptPage>>();

  /**
   * Who may see what: anonymous callers share the public answer and Admins the whole one; anyone else
   * may also see their classes' material (visibleTo), so their answer is their own.
   */
  const scopeOf = (user: Searcher) => (user === undefined ? 'public' : user.role === 'Admin' ? 'all' : user.id);

  /** The typed words with their typo candidates and completions (kept per content version) and glossary synonyms. */
  async function searchWords(words: readonly string[], version: number | undefined): Promise<SearchWord[]> {
    const keyOfWord = (word: string) => `${version} ${word}`;
    const missing = words.filter((word) => version === undefined || !vocabulary.has(keyOfWord(word)));
    const found = await repo.vocabularyOf(
      db,
      missing.map((word) => ({ word, maxEdits: maxEditsFor(word) })),
    );
    const fresh = new Map(missing.map((word, at) => [word, found[at]!]));
    if (version !== undefined) for (const [word, known] of fresh) vocabulary.set(keyOfWord(word), known);
    return words.map((word) => ({
      word,
      ...(fresh.get(word) ?? vocabulary.get(keyOfWord(word)) ?? { typos: [], completions: null }),
      synonyms: synonymsOf(word),
    }));
  }

  /**
   * One uncached page. Items with every word; when none has them all, those with some. The PDFs'
   * pages are searched only when the items' own text does not fill the page asked for (a PDF-only hit
   * ranks below them all), so `total` grows once a page reaches the PDF hits.
   */
  async function findPage(
    text: string,
    options: { types: readonly ItemType[]; user: Searcher; limit: number; offset: number; version: number },
  ): Promise<KeptPage> {
    const { types, version } = options;
    const empty: KeptPage = { version, keys: [], results: [], total: 0, counts: NO_COUNTS };
    let words: SearchWord[] = [];
    const matchers: Matcher[] = [];
    if (usesWebsearchSyntax(text)) {
      matchers.push(websearchMatcher(text));
    } else {
      words = await searchWords(searchWordsOf(text), version);
      if (words.length === 0) return empty;
      matchers.push(wordsMatcher(words, 'all', text));
      if (words.length > 1) matchers.push(wordsMatcher(words, 'some', null));
    }
    const totalOf = (counts: SearchTypeCounts) => types.reduce((sum, type) => sum + counts[type], 0);
    for (const matcher of matchers) {
      let found = await repo.searchPage(db, matcher, { ...options, withPdf: false });
      if (totalOf(found.counts) < options.offset + options.limit)
        found = await repo.searchPage(db, matcher, { ...options, withPdf: true });
      if (ALL_TYPES.some((type) => found.counts[type] > 0)) {
        const results = found.hits.map(resultOf);
        return { version, keys: results.map(keyOf), results, total: totalOf(found.counts), counts: found.counts };
      }
    }
    const nearest = new Set<string>();
    for (const { word } of words) {
      for (const near of await repo.nearestWords(db, word, { user: options.user, limit: NEAREST_WORDS }))
        if (nearest.size < NEAREST_WORDS) nearest.add(near);
    }
    return nearest.size === 0 ? empty : { ...empty, nearestWords: [...nearest] };
  }

  /** The content version, and which of `keys` are in `user`'s My Learning, in one read. */
  async function versionAndWatched(
    user: Searcher,
    keys: readonly string[],
  ): Promise<{ version: number; watched: Set<string> }> {
    if (user === undefined)
      return { version: (await readVersionAndWatching(undefined, [])).version, watched: new Set() };
    const refs = keys.map((key) => {
      const colon = key.indexOf(':');
      return { type: key.slice(0, colon) as ItemType, _id: key.slice(colon + 1) };
    });
    const { version, items } = await readVersionAndWatching(user.id, refs);
    return { version, watched: new Set(items.filter((item) => item.isWatching).map(keyOf)) };
  }

  /**
   * `kept` for a caller with `watched` in their My Learning: the shared bytes (made once) when none of
   * its results is there and there is a result (a message is given in the caller's language), else an
   * answer with their isWatching.
   */
  function respond(kept: KeptPage, watched: ReadonlySet<string>, page: { page: number; limit: number }): SearchAnswer {
    const isPersonal = kept.total === 0 || kept.keys.some((key) => watched.has(key));
    if (isPersonal) {
      const results = withWatching(kept.results, watched) as SearchResult[];
      return { response: answer(results, kept, page) };
    }
    kept.body ??= Buffer.from(
      JSON.stringify(encode(searchContentResponseSchema, { success: true, ...answer(kept.results, kept, page) })),
    );
    return { bytes: kept.body };
  }

  /** One search: from the cache while the content version holds, else found (once for simultaneous askers). */
  async function search(user: Searcher, query: SearchContentQuery): Promise<SearchAnswer> {
    const text = query.search.replace(NUL, ' ');
    const types = query.type === undefined ? ALL_TYPES : [ITEM_TYPE_OF_CONTENT_TYPE[query.type]];
    const offset = (query.page - 1) * query.limit;
    const page = { page: query.page, limit: query.limit };
    const key = JSON.stringify([text, types, scopeOf(user), query.limit, offset]);
    const cached = pages.get(key);
    const { version, watched } = await versionAndWatched(user, cached?.keys ?? []);
    // The same search may have been answered while the version was read.
    const now = pages.get(key);
    if (now !== undefined && now.version === version) {
      if (now === cached) return respond(now, watched, page);
      return respond(now, (await versionAndWatched(user, now.keys)).watched, page);
    }

    // The same uncached search asked again while it runs shares the run instead of queueing a copy.
    const flightKey = `${version} ${key}`;
    let flight = inFlight.get(flightKey);
    if (flight === undefined) {
      flight = gates.search.run(() => findPage(text, { types, user, limit: query.limit, offset, version }));
      inFlight.set(flightKey, flight);
      // Findable until its page is in the cache, so that no caller in between starts the same run.
      void flight.then(
        (found) => {
          pages.set(key, found);
          inFlight.delete(flightKey);
        },
        () => inFlight.delete(flightKey),
      );
    }
    const found = await flight;
    // The caller's isWatching, as for a cached page.
    return respond(found, (await versionAndWatched(user, found.keys)).watched, page);
  }

  /** Suggestions with the caller's isWatching: words as prefixes first, then with their typos when none matched. */
  async function suggest(user: Searcher, query: SearchSuggestionsQuery): Promise<{ suggestions: SearchSuggestion[] }> {
    const text = query.search.replace(NUL, ' ');
    if (text.replace(/\s/g, '').length < SUGGEST_MIN_LENGTH) return { suggestions: [] };
    const typed = searchWordsOf(text);
    if (typed.length === 0) return { suggestions: [] };
    const items = await gates.suggest.run(async () => {
      const options = { user, limit: SUGGEST_LIMIT };
      const found = await repo.suggestions(
        db,
        typed.map((word) => ({ word, typos: [], synonyms: synonymsOf(word) })),
        options,
      );
      if (found.length > 0 || typed.every((word) => maxEditsFor(word) === 0)) return found;
      return await repo.suggestions(db, await searchWords(typed, undefined), options);
    });
    const suggestions = items.map(itemOf);
    if (user === undefined || suggestions.length === 0) return { suggestions };
    const { watched } = await versionAndWatched(user, suggestions.map(keyOf));
    return { suggestions: withWatching(suggestions, watched) };
  }

  return {
    /**
     * Search for `query.search` (docs/decisions/0027): every typed word as a word, a prefix, a typo of
     * a word the library holds or a glossary synonym; text with quotes or a minus uses PostgreSQL's
     * websearch syntax. Visible items only (anonymous callers and Students public ones, an Instructor
     * also their own, an Admin all), best first; the page holds `query.type` (or every type), `counts`
     * every type.
     */
    async searchContent(user: Searcher, query: SearchContentQuery): Promise<ReturnType<typeof answer>> {
      const found = await search(user, query);
      if (found.response !== undefined) return found.response;
      const { success: _success, ...rest } = JSON.parse(found.bytes!.toString('utf8')) as ReturnType<typeof answer> & {
        success: true;
      };
      return rest;
    },

    /** `searchContent` for the route: the shared bytes when the page holds nothing personal to the caller. */
    searchShared: search,

    /**
     * At most SUGGEST_LIMIT visible items (the same rules as searchContent) whose titles hold every
     * typed word, its beginning or (when none does) a typo of it, newest first; nothing for fewer than
     * SUGGEST_MIN_LENGTH letters.
     */
    suggest,
  };
}

function answer(
  results: SearchResult[],
  kept: Pick<KeptPage, 'total' | 'counts' | 'nearestWords'>,
  page: { page: number; limit: number },
) {
  const { total, counts, nearestWords } = kept;
  return {
    results,
    total,
    counts,
    ...page,
    ...(total === 0 ? { message: SEARCH_MESSAGES.noResults } : {}),
    ...(nearestWords === undefined ? {} : { nearestWords }),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
