import {
  SEARCH_MESSAGES,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  type ItemType,
  type SearchContentQuery,
  type SearchResult,
  type SearchSuggestion,
  type SearchSuggestionsQuery,
  type SearchTypeCounts,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { toItem } from '../content/content.items.ts';
import { ITEM_TYPE_OF_CONTENT_TYPE } from '../content/content.service.ts';
import { createVersionAndWatching, type VersionAndWatching } from '../content/content.watching.ts';
import type { SharedKey } from '../../lib/shared-answers.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { createQueryGate, type QueryGate } from '../../db/query-gate.ts';
import {
  HEADLINE_START,
  HEADLINE_STOP,
  type SearchHit,
  type Searcher,
  NO_COUNTS,
  type SearchRepository,
  usesWebsearchSyntax,
} from './search.repository.ts';
import { searchIndexHere, type SearchIndexClient } from './search.index-thread.ts';
import { searchWordsOf, type SearchWord } from './search.words.ts';

const ALL_TYPES: readonly ItemType[] = ['note', 'pyq', 'video', 'course'];
/**
 * Pages of results kept per instance while the content version is unchanged; a page read from it
 * costs one query (the version and the caller's isWatching) however many items matched.
 */
const SEARCH_CACHE_ENTRIES = 2000;
/** Items (as answered, without isWatching) kept per instance while the content version is unchanged. */
const ITEM_CACHE_ENTRIES = 20_000;
/** Typed words whose typo candidates are kept per instance while the content version is unchanged. */
const TYPO_CACHE_WORDS = 20_000;
/**
 * Suggestions in the index's thread at once (decision 0021's gate, for them): the thread answers them one
 * after another in a fraction of a millisecond and asks the database nothing, so the bound only keeps a
 * burst's queue short. At two (one per core, as for searches, which query PostgreSQL) the thread waited on
 * the main thread's round trips half the time: 1,600 suggestions a second against 2,200–2,500 at 16–64.
 */
const SUGGESTIONS_IN_FLIGHT = 64;
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

export function createSearchService(deps: {
  db: Db;
  repository: SearchRepository;
  /** Shared with the content lists (default: asked of the database). */
  versionAndWatching?: VersionAndWatching;
  /**
   * How many uncached searches, and separately suggestions, may run at once (default: one search per
   * core, SUGGESTIONS_IN_FLIGHT suggestions; docs/decisions/0021). Cached answers never wait.
   */
  gates?: { search: QueryGate; suggest: QueryGate };
  /** The items' words (default: an index over `db` in this thread; the app runs it in its own). */
  index?: SearchIndexClient;
}) {
  const { db, repository: repo } = deps;
  const gates = deps.gates ?? { search: createQueryGate(), suggest: createQueryGate(SUGGESTIONS_IN_FLIGHT) };
  const index = deps.index ?? searchIndexHere(db);
  const itemCache = new VersionedCache<ReturnType<typeof toItem>>(ITEM_CACHE_ENTRIES);
  const typoCache = new VersionedCache<readonly string[]>(TYPO_CACHE_WORDS);
  const inFlight = new Map<string, ReturnType<SearchRepository['searchHits']>>();
  const readVersionAndWatching = deps.versionAndWatching ?? createVersionAndWatching(db, undefined);
  const searchCache = new VersionedCache<{ results: SearchResult[]; total: number; counts: SearchTypeCounts }>(
    SEARCH_CACHE_ENTRIES,
  );

  /**
   * Each typed word's typo candidates, from the vocabulary as it was at content `version`: kept per word
   * while the version holds (any change to an item or a PDF page bumps it, and the vocabulary changes only
   * with those), so a new pair of known words costs no vocabulary lookup at all.
   */
  async function typosOf(words: readonly string[], version: number): Promise<SearchWord[]> {
    const known = new Map<string, readonly string[]>();
    for (const word of words) {
      const entry = typoCache.peek(word);
      if (entry !== undefined && entry.version === version) known.set(word, entry.value);
    }
    const missing = words.filter((word) => !known.has(word));
    if (missing.length > 0) {
      for (const { word, typos } of await index.typos(missing, version)) {
        known.set(word, typos);
        typoCache.set(word, version, typos);
      }
    }
    return words.map((word) => ({ word, typos: known.get(word) ?? [] }));
  }

  /**
   * The items of `hits` as the lists answer them, without the caller's isWatching: from the item cache
   * while the content version holds, the rest in one query per type (and one for courses' lectures).
   */
  async function loadItems(hits: readonly { type: ItemType; id: string }[], version: number) {
    const items = new Map<string, ReturnType<typeof toItem>>();
    const missing = new Map<ItemType, string[]>();
    for (const hit of hits) {
      const key = `${hit.type}:${hit.id}`;
      const cached = itemCache.peek(key);
      if (cached !== undefined && cached.version === version) items.set(key, cached.value);
      else missing.set(hit.type, [...(missing.get(hit.type) ?? []), hit.id]);
    }
    if (missing.size === 0) return items;
    const [rowsByType, lectures] = await Promise.all([
      Promise.all(
        [...missing].map(async ([type, ids]) => [type, await repo.findRows(db, type, ids, undefined)] as const),
      ),
      repo.findLecturesOf(db, missing.get('course') ?? []),
    ]);
    for (const [type, rows] of rowsByType) {
      for (const row of rows) {
        const item = toItem(type, row, false, lectures.get(row.id));
        items.set(`${type}:${row.id}`, item);
        itemCache.set(`${type}:${row.id}`, version, item);
      }
    }
    return items;
  }

  /**
   * One page of hits for typed words (search.hits.ts), found where the index lives: in the app its own
   * thread, which also asks PostgreSQL for the PDFs' part, so this thread sends one message and makes
   * no query (docs/decisions/0024). No words (only punctuation) need no index at all.
   */
  async function wordHits(
    words: readonly SearchWord[],
    options: { types: readonly ItemType[]; user: Searcher; limit: number; offset: number; version: number },
  ): Promise<{ hits: SearchHit[]; total: number; counts: SearchTypeCounts }> {
    const { types, user, limit, offset } = options;
    if (words.length === 0) return { hits: [], total: 0, counts: NO_COUNTS };
    await index.ready(options.version);
    return index.hits(words, { types, user, limit, offset });
  }

  /** Who may see what: anonymous callers and Students share the public answer. */
  const scopeOf = (user: Searcher) =>
    user === undefined || user.role === 'Student' ? 'public' : user.role === 'Admin' ? 'all' : user.id;

  /** One search; `shared` when the answer came from the cache and holds nothing personal to the caller. */
  async function search(
    user: Searcher,
    query: SearchContentQuery,
  ): Promise<{ response: ReturnType<typeof answer>; shared?: SharedKey }> {
    const text = query.search.replace(NUL, ' ');
    const types = query.type === undefined ? ALL_TYPES : [ITEM_TYPE_OF_CONTENT_TYPE[query.type]];
    const offset = (query.page - 1) * query.limit;
    const page = { page: query.page, limit: query.limit };
    const key = JSON.stringify([text, types, scopeOf(user), query.limit, offset]);
    let cached = searchCache.peek(key);
    let { version, items: watched } = await readVersionAndWatching(user?.id, cached?.value.results ?? []);
    if (cached === undefined || cached.version !== version) {
      // The same search may have been answered while the version was read: a fast run (the search
      // index) can finish in that time, and its answer is then cached rather than findable in flight.
      const now = searchCache.peek(key);
      if (now !== undefined && now.version === version && now !== cached) {
        cached = now;
        ({ version, items: watched } = await readVersionAndWatching(user?.id, now.value.results));
      }
    }
    if (cached !== undefined && cached.version === version) {
      const response = answer(watched, cached.value.total, cached.value.counts, page);
      const isPersonal = response.message !== undefined || watched.some((item) => item.isWatching);
      return isPersonal ? { response } : { response, shared: { key, version } };
    }

    const websearch = usesWebsearchSyntax(text) ? text : undefined;
    // The same uncached search asked again while it runs (many students, one popular word) shares
    // the run instead of queueing a copy of it at the gate.
    const flightKey = `${version} ${key}`;
    let flight = inFlight.get(flightKey);
    // The caller that starts the run keeps it findable until its answer is in the cache: one arriving
    // between the two (while the items load) would otherwise start the same run again.
    const isFirst = flight === undefined;
    if (flight === undefined) {
      flight = gates.search.run(async () => {
        if (websearch !== undefined) {
          return repo.searchHits(db, { websearch, types, user, limit: query.limit, offset });
        }
        const words = await typosOf(searchWordsOf(text), version);
        return wordHits(words, { types, user, limit: query.limit, offset, version });
      });
      inFlight.set(flightKey, flight);
    }
    try {
      const { hits, total, counts } = await flight;
      const items = await loadItems(hits, version);
      const results: SearchResult[] = [];
      for (const hit of hits) {
        // An item deleted between the two queries is simply left out.
        const item = items.get(`${hit.type}:${hit.id}`);
        if (item === undefined) continue;
        const pdf =
          hit.page === null ? {} : { page: hit.page, ...(hit.headline === null ? {} : parseHeadline(hit.headline)) };
        results.push({ ...item, rank: hit.rank, ...pdf });
      }
      searchCache.set(key, version, { results, total, counts });
      // The caller's isWatching, as for a cached page.
      const own = await readVersionAndWatching(user?.id, results);
      return { response: answer(own.items, total, counts, page) };
    } finally {
      if (isFirst) inFlight.delete(flightKey);
    }
  }

  return {
    /** Brings the search index up to the library's current version (at start, before the first search). */
    async warm(): Promise<void> {
      const { version } = await readVersionAndWatching(undefined, []);
      await index.ready(version);
    },

    /**
     * Search for `query.search` (docs/decisions/0014): every typed word as a word, a prefix or a typo
     * of a word the library holds; text with quotes or a minus uses PostgreSQL's websearch syntax.
     * Visible items only (anonymous callers and Students public ones, an Instructor also their own,
     * an Admin all), best first; the page holds `query.type` (or every type), `counts` every type.
     */
    async searchContent(user: Searcher, query: SearchContentQuery) {
      return (await search(user, query)).response;
    },

    /**
     * `searchContent`, and for a cached page that holds nothing personal to the caller (no item of it
     * in their My Learning, no message) the cache entry's key and version: the route then sends the
     * finished answer that every such caller shares (lib/shared-answers.ts).
     */
    searchShared: search,

    /**
     * At most SUGGEST_LIMIT visible items (the same rules as searchContent) whose titles hold every
     * typed word or its beginning, newest first; nothing for fewer than SUGGEST_MIN_LENGTH letters.
     */
    async suggest(user: Searcher, query: SearchSuggestionsQuery): Promise<{ suggestions: SearchSuggestion[] }> {
      const text = query.search.replace(NUL, ' ');
      if (text.replace(/\s/g, '').length < SUGGEST_MIN_LENGTH) return { suggestions: [] };
      const { version } = await readVersionAndWatching(user?.id, []);
      const hits = await gates.suggest.run(async () => {
        await index.ready(version);
        return await index.suggest(searchWordsOf(text), user, SUGGEST_LIMIT);
      });
      const items = await loadItems(hits, version);
      const found = hits.flatMap((hit) => items.get(`${hit.type}:${hit.id}`) ?? []);
      return { suggestions: (await readVersionAndWatching(user?.id, found)).items };
    },
  };
}

function answer(
  results: SearchResult[],
  total: number,
  counts: SearchTypeCounts,
  page: { page: number; limit: number },
) {
  return { results, total, counts, ...page, ...(total === 0 ? { message: SEARCH_MESSAGES.noResults } : {}) };
}

export type SearchService = ReturnType<typeof createSearchService>;
