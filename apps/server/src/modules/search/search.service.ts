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
import { ITEM_TYPE_OF_CONTENT_TYPE } from '../content/content.service.ts';
import { createVersionAndWatching, type VersionAndWatching } from '../content/content.watching.ts';
import type { SharedKey } from '../../lib/shared-answers.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { createQueryGate, HEAVY_QUERIES_IN_FLIGHT, type QueryGate } from '../../db/query-gate.ts';
import { type Searcher, NO_COUNTS, type SearchRepository, usesWebsearchSyntax } from './search.repository.ts';
import { searchIndexHere, type SearchIndexClient } from './search.index-thread.ts';
import { createItemLoader, keysOf, resultsOf } from './search.page.ts';
import { searchWordsOf } from './search.words.ts';

const ALL_TYPES: readonly ItemType[] = ['note', 'pyq', 'video', 'course'];
/**
 * Pages of results kept per instance while the content version is unchanged; a page read from it
 * costs one query (the version and the caller's isWatching) however many items matched.
 */
const SEARCH_CACHE_ENTRIES = 2000;
/**
 * Suggestions in the index's thread at once (decision 0021's gate, for them): the thread answers them one
 * after another in a fraction of a millisecond and asks the database nothing, so the bound only keeps a
 * burst's queue short. At two (one per core, as for searches, which query PostgreSQL) the thread waited on
 * the main thread's round trips half the time: 1,600 suggestions a second against 2,200–2,500 at 16–64.
 */
const SUGGESTIONS_IN_FLIGHT = 64;
/**
 * Uncached searches at once. A typed-word search runs in the index's thread, whose two connections
 * already keep its queries to two at a time in PostgreSQL; the gate only keeps that thread's queue
 * short, and at one per core the thread sat idle between a search's round trips (docs/decisions/0024's
 * addendum of 2026-11-29). Text in websearch syntax queries PostgreSQL from this thread's pool and
 * passes a second gate of one per core (0021).
 */
const SEARCHES_IN_FLIGHT = 16;
/** PostgreSQL text cannot hold NUL (a query string may carry %00). */
const NUL = new RegExp(String.fromCharCode(0), 'g');

/**
 * A page of results as kept while the content version holds: the keys (`type:id`) of its results,
 * and the results themselves or the finished answer for a caller with none of them in My Learning
 * (a typed-word search's page comes from the index's thread that way); both once either was needed.
 */
interface KeptPage {
  keys: readonly string[];
  total: number;
  counts: SearchTypeCounts;
  results?: SearchResult[];
  body?: Buffer;
}

/** What a search answers: an answer to serialize, or finished bytes; `shared` when they are everyone's. */
export interface SearchAnswer {
  response?: ReturnType<typeof answer>;
  bytes?: Buffer;
  shared?: SharedKey;
}

/** The thread's bytes as a Buffer over the same memory (no copy). */
const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A finished answer read back, without its `success` (which the route adds). */
function readAnswer<T>(bytes: Buffer): T {
  const { success: _success, ...answer } = JSON.parse(bytes.toString('utf8')) as T & { success: true };
  return answer as T;
}

/** Items with the caller's isWatching set from `watched` (keys `type:id`). */
const withWatching = <T extends { type: ItemType; _id: string }>(items: readonly T[], watched: ReadonlySet<string>) =>
  items.map((item) => ({ ...item, isWatching: watched.has(`${item.type}:${item._id}`) }));

export function createSearchService(deps: {
  db: Db;
  repository: SearchRepository;
  /** Shared with the content lists (default: asked of the database). */
  versionAndWatching?: VersionAndWatching;
  /**
   * How many uncached searches, and separately suggestions, may run at once (default:
   * SEARCHES_IN_FLIGHT searches, SUGGESTIONS_IN_FLIGHT suggestions; docs/decisions/0021). Cached answers
   * never wait.
   */
  gates?: { search: QueryGate; suggest: QueryGate };
  /** The items' words (default: an index over `db` in this thread; the app runs it in its own). */
  index?: SearchIndexClient;
}) {
  const { db, repository: repo } = deps;
  const gates = deps.gates ?? {
    search: createQueryGate(SEARCHES_IN_FLIGHT),
    suggest: createQueryGate(SUGGESTIONS_IN_FLIGHT),
  };
  /** Searches in websearch syntax query PostgreSQL from this thread: one per core (0021). */
  const websearchGate = createQueryGate(HEAVY_QUERIES_IN_FLIGHT);
  const index = deps.index ?? searchIndexHere(db);
  const loadItems = createItemLoader(repo, db);
  const inFlight = new Map<string, Promise<KeptPage>>();
  const readVersionAndWatching = deps.versionAndWatching ?? createVersionAndWatching(db, undefined);
  const searchCache = new VersionedCache<KeptPage>(SEARCH_CACHE_ENTRIES);

  /** Who may see what: anonymous callers and Students share the public answer. */
  const scopeOf = (user: Searcher) =>
    user === undefined || user.role === 'Student' ? 'public' : user.role === 'Admin' ? 'all' : user.id;

  /** The kept page's results (read back from its finished answer if that is all it holds). */
  function resultsOfPage(kept: KeptPage): SearchResult[] {
    kept.results ??= kept.body === undefined ? [] : readAnswer<{ results: SearchResult[] }>(kept.body).results;
    return kept.results;
  }

  /**
   * One uncached page: typed words from the index (its thread answers with the finished bytes), text in
   * websearch syntax from PostgreSQL here.
   */
  async function findPage(
    text: string,
    options: { types: readonly ItemType[]; user: Searcher; limit: number; offset: number; version: number },
  ): Promise<KeptPage> {
    const { types, user, limit, offset, version } = options;
    if (usesWebsearchSyntax(text)) {
      const found = await websearchGate.run(() => repo.searchHits(db, { websearch: text, types, user, limit, offset }));
      const results = await resultsOf(found.hits, loadItems, version);
      return { keys: keysOf(results), total: found.total, counts: found.counts, results };
    }
    // The typed words' typo candidates are found where the vocabulary lives, in the same message.
    const words = searchWordsOf(text);
    // No words (only punctuation) need no index at all.
    if (words.length === 0) return { keys: [], total: 0, counts: NO_COUNTS, results: [] };
    await index.ready(version);
    const page = await index.page(words, { types, user, limit, offset, page: offset / limit + 1, version });
    const body = page.body === undefined ? undefined : bufferOf(page.body);
    return {
      keys: page.keys,
      total: page.total,
      counts: page.counts,
      ...(body === undefined ? { results: [] } : { body }),
    };
  }

  /** The content version, and which of `keys` are in `user`'s My Learning, in one read. */
  async function versionAndWatched(
    user: Searcher,
    keys: readonly string[],
  ): Promise<{ version: number; watched: Set<string> }> {
    // Anonymous callers have no My Learning: only the version.
    if (user === undefined)
      return { version: (await readVersionAndWatching(undefined, [])).version, watched: new Set() };
    const refs = keys.map((key) => {
      const colon = key.indexOf(':');
      return { type: key.slice(0, colon) as ItemType, _id: key.slice(colon + 1) };
    });
    const { version, items } = await readVersionAndWatching(user.id, refs);
    const watched = new Set<string>();
    for (const item of items) if (item.isWatching) watched.add(`${item.type}:${item._id}`);
    return { version, watched };
  }

  /**
   * `kept` for a caller with `watched` in their My Learning: the finished bytes when none of its results
   * is there and there is no message (given in the caller's language), else an answer with their
   * isWatching; `shared` (a cached page's key) lets the route keep the bytes of a page built here.
   */
  function respond(
    kept: KeptPage,
    watched: ReadonlySet<string>,
    page: { page: number; limit: number },
    shared: SharedKey | undefined,
  ): SearchAnswer {
    const isPersonal = kept.total === 0 || kept.keys.some((key) => watched.has(key));
    if (!isPersonal && kept.body !== undefined) return { bytes: kept.body };
    if (!isPersonal) return { response: answer(kept.results ?? [], kept.total, kept.counts, page), shared };
    const results = withWatching(resultsOfPage(kept), watched) as SearchResult[];
    return { response: answer(results, kept.total, kept.counts, page) };
  }

  /** One search: from the cache while the content version holds, else found (once for simultaneous askers). */
  async function search(user: Searcher, query: SearchContentQuery): Promise<SearchAnswer> {
    const text = query.search.replace(NUL, ' ');
    const types = query.type === undefined ? ALL_TYPES : [ITEM_TYPE_OF_CONTENT_TYPE[query.type]];
    const offset = (query.page - 1) * query.limit;
    const page = { page: query.page, limit: query.limit };
    const key = JSON.stringify([text, types, scopeOf(user), query.limit, offset]);
    let cached = searchCache.peek(key);
    let { version, watched } = await versionAndWatched(user, cached?.value.keys ?? []);
    if (cached === undefined || cached.version !== version) {
      // The same search may have been answered while the version was read: a fast run (the search
      // index) can finish in that time, and its answer is then cached rather than findable in flight.
      const now = searchCache.peek(key);
      if (now !== undefined && now.version === version && now !== cached) {
        cached = now;
        ({ version, watched } = await versionAndWatched(user, now.value.keys));
      }
    }
    if (cached !== undefined && cached.version === version)
      return respond(cached.value, watched, page, { key, version });

    // The same uncached search asked again while it runs (many students, one popular word) shares
    // the run instead of queueing a copy of it at the gate.
    const flightKey = `${version} ${key}`;
    let flight = inFlight.get(flightKey);
    if (flight === undefined) {
      flight = gates.search.run(() => findPage(text, { types, user, limit: query.limit, offset, version }));
      inFlight.set(flightKey, flight);
      // Findable until its page is in the cache, so that no caller in between starts the same run.
      void flight.then(
        (found) => {
          searchCache.set(key, version, found);
          inFlight.delete(flightKey);
        },
        () => inFlight.delete(flightKey),
      );
    }
    const found = await flight;
    // The caller's isWatching, as for a cached page.
    const own = await versionAndWatched(user, found.keys);
    return respond(found, own.watched, page, undefined);
  }

  /** Suggestions from the index's thread: its finished bytes, or an answer with the caller's isWatching. */
  async function suggest(
    user: Searcher,
    query: SearchSuggestionsQuery,
  ): Promise<{ bytes: Buffer; response?: undefined } | { response: { suggestions: SearchSuggestion[] } }> {
    const text = query.search.replace(NUL, ' ');
    if (text.replace(/\s/g, '').length < SUGGEST_MIN_LENGTH) return { response: { suggestions: [] } };
    const { version } = await readVersionAndWatching(undefined, []);
    const found = await gates.suggest.run(async () => {
      await index.ready(version);
      return await index.suggest(searchWordsOf(text), { user, limit: SUGGEST_LIMIT, version });
    });
    const bytes = bufferOf(found.body);
    const { watched } = await versionAndWatched(user, found.keys);
    if (!found.keys.some((key) => watched.has(key))) return { bytes };
    const { suggestions } = readAnswer<{ suggestions: SearchSuggestion[] }>(bytes);
    return { response: { suggestions: withWatching(suggestions, watched) } };
  }

  return {
    /** Brings the search index up to the library's current version (at start, before the first search). */
    async warm(): Promise<void> {
      const { version } = await readVersionAndWatching(undefined, []);
      // The PDF pages' words too: the first searches find them held.
      await index.ready(version, { pages: true });
    },

    /**
     * Search for `query.search` (docs/decisions/0014): every typed word as a word, a prefix or a typo
     * of a word the library holds; text with quotes or a minus uses PostgreSQL's websearch syntax.
     * Visible items only (anonymous callers and Students public ones, an Instructor also their own,
     * an Admin all), best first; the page holds `query.type` (or every type), `counts` every type.
     */
    async searchContent(user: Searcher, query: SearchContentQuery): Promise<ReturnType<typeof answer>> {
      const found = await search(user, query);
      return found.response ?? readAnswer<ReturnType<typeof answer>>(found.bytes!);
    },

    /**
     * `searchContent` for the route: the finished bytes of a page that holds nothing personal to the
     * caller (no item of it in their My Learning, no message) when they were built in the index's
     * thread, else the answer, with the cache entry's key and version when every such caller shares it
     * (the route then keeps its bytes, lib/shared-answers.ts).
     */
    searchShared: search,

    /**
     * At most SUGGEST_LIMIT visible items (the same rules as searchContent) whose titles hold every
     * typed word or its beginning, newest first; nothing for fewer than SUGGEST_MIN_LENGTH letters.
     */
    async suggest(user: Searcher, query: SearchSuggestionsQuery): Promise<{ suggestions: SearchSuggestion[] }> {
      const found = await suggest(user, query);
      return found.response ?? readAnswer<{ suggestions: SearchSuggestion[] }>(found.bytes);
    },

    /** `suggest` for the route: the finished bytes when none of the suggestions is in the caller's My Learning. */
    suggestShared: suggest,
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
