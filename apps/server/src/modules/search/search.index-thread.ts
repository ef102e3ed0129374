import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/client.ts';
import { createSearchIndex, type MatchOptions, type OwnTextMatch } from './search.index.ts';
import {
  createAnswers,
  type Answers,
  type SuggestionPage,
  type WordPage,
  type WordPageOptions,
} from './search.page.ts';
import { createSearchRepository, type Searcher } from './search.repository.ts';
import type { SearchWord } from './search.words.ts';

/**
 * The index thread's scheduling priority below the main thread's (Unix nice; on Linux it applies to that
 * thread alone). In `npm run bench`, pings beside 50 uncached searches: p95 7.5 and 7.6 ms against
 * 10.5 and 11.4 ms without it, a new pair's throughput unchanged (docs/benchmarks.md).
 */
export const INDEX_THREAD_NICENESS = 10;

/** The `application_name` of the index thread's database connections. */
export const INDEX_APPLICATION_NAME = 'prepshelf search index';
/** …and of those on which it asks PostgreSQL to search the PDFs' pages. */
export const INDEX_PDF_APPLICATION_NAME = `${INDEX_APPLICATION_NAME} (PDF pages)`;

/** What the thread is started with. */
export interface IndexThreadData {
  url: string;
  /**
   * The database is the embedded server, this process's child: its backends for the thread's
   * connections run under SCHED_IDLE as the thread does (lib/idle-scheduling.ts).
   */
  idleBackends: boolean;
}

/** The index as the search service uses it: every call answered later, wherever the index lives. */
export interface SearchIndexClient {
  /**
   * Resolves once the index holds content `version`. The PDF pages' words follow in the background
   * (until they do, PostgreSQL searches the pages), unless `pages` asks to wait for them too (at start).
   */
  ready(version: number, options?: { pages?: boolean }): Promise<void>;
  match(words: readonly SearchWord[], options: MatchOptions): Promise<OwnTextMatch>;
  /**
   * A page of a typed-word search, PDF pages included, as the finished answer (search.page.ts), at the
   * version last made ready: the typed words' typo candidates are found there too (one message a search).
   */
  page(words: readonly string[], options: WordPageOptions): Promise<WordPage>;
  /** Suggestions with their items, as the finished answer (search.page.ts), at content `version`. */
  suggest(
    words: readonly string[],
    options: { user: Searcher; limit: number; version: number },
  ): Promise<SuggestionPage>;
  typos(words: readonly string[], version: number): Promise<SearchWord[]>;
  /** The most V8 lets the index's heap hold, in bytes (where it runs). */
  heapLimit(): Promise<number>;
  close(): Promise<void>;
}

type IndexCall =
  | { kind: 'ready'; version: number; pages: boolean }
  | { kind: 'match'; words: readonly SearchWord[]; options: MatchOptions }
  | { kind: 'page'; words: readonly string[]; options: WordPageOptions }
  | { kind: 'suggest'; words: readonly string[]; options: { user: Searcher; limit: number; version: number } }
  | { kind: 'typos'; words: readonly string[]; version: number }
  | { kind: 'heapLimit' }
  | { kind: 'close' };
export type IndexRequest = { id: number } & IndexCall;
/** One error of a chain (the error, then its causes) as the thread sends it: what db/unavailable.ts reads. */
export interface ErrorLink {
  message: string;
  code?: string;
}
export type IndexResponse = { id: number } & ({ result: unknown } | { error: string; chain?: ErrorLink[] });
/** Answers the thread made in one turn, sent together. */
export interface IndexBatch {
  batch: IndexResponse[];
}

/**
 * The thread's error with its chain of causes rebuilt, codes included: a database that is down or busy
 * while the thread queries it is then answered 503, as when the main thread's own queries fail.
 */
function threadError(message: string, chain: readonly ErrorLink[] = []): Error {
  let cause: Error | undefined;
  for (const link of [...chain].reverse()) {
    cause = Object.assign(
      new Error(link.message, cause === undefined ? undefined : { cause }),
      link.code === undefined ? {} : { code: link.code },
    );
  }
  return new Error(`search index: ${message}`, cause === undefined ? undefined : { cause });
}

/**
 * Only what the index and the repository read of the caller: the app's user is the whole account row,
 * which a message to the thread would otherwise copy in full.
 */
/**
 * The PDF pages' words brought to content `version`: waited for when `wait`, else in the background.
 * A search never waits for them while items change (the pages' own check is one query, but under load
 * it queued behind the idle-priority backends and halved a busy multi-instance tier's searches); until
 * they are there, PostgreSQL searches the pages, with the same answers.
 */
export async function pagesReadyIn(
  answers: Pick<Answers, 'pagesReady'>,
  version: number,
  wait: boolean,
): Promise<void> {
  if (wait) await answers.pagesReady(version);
  else void answers.pagesReady(version).catch(() => undefined);
}

const searcherOf = (user: Searcher): Searcher => (user === undefined ? undefined : { id: user.id, role: user.role });

/** The index in this thread (tests of the index itself, and tools that search once). */
export function searchIndexHere(db: Db): SearchIndexClient {
  const index = createSearchIndex(db);
  const answers = createAnswers(index, createSearchRepository(), db);
  return {
    ready: async (version, options = {}) => {
      await index.ready(version);
      await pagesReadyIn(answers, version, options.pages === true);
    },
    match: (words, options) => Promise.resolve(index.match(words, options)),
    page: async (words, options) => answers.page(await index.typos(words, options.version), options),
    suggest: (words, options) => answers.suggestions(words, options),
    typos: (words, version) => index.typos(words, version),
    heapLimit: () => Promise.resolve(getHeapStatistics().heap_size_limit),
    close: () => Promise.resolve(),
  };
}

/**
 * The index in a worker thread of its own, reading the database at `url` (docs/decisions/0024). The
 * thread starts at the first call; if it dies, the calls waiting on it fail and the next call starts
 * a new one (which builds the index again).
 */
export function searchIndexThread(url: string, options: { embedded?: boolean } = {}): SearchIndexClient {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    // `npm start` bounds the main thread's old generation (--max-old-space-size, package.json): V8 then
    // lets its garbage grow to under twice the live heap instead of four times. V8 applies that flag to
    // every isolate started after it, whatever their own limits say; the index's thread (long-lived
    // arrays, hundreds of MB at a million items, and a search's garbage) keeps V8's default instead
    // (docs/benchmarks.md, 2026-11-28, fifth session).
    setFlagsFromString('--max-old-space-size=0');
    // A small young generation, as the main thread's (--max-semi-space-size=8): the index's arrays
    // live long, and a large nursery only keeps garbage resident.
    const started = new Worker(new URL('./search.index.worker.ts', import.meta.url), {
      workerData: { url, idleBackends: options.embedded === true } satisfies IndexThreadData,
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
    started.unref();
    const settle = (response: IndexResponse) => {
      const waiting = pending.get(response.id);
      if (waiting === undefined) return;
      pending.delete(response.id);
      if ('error' in response) waiting.reject(threadError(response.error, response.chain));
      else waiting.resolve(response.result);
    };
    started.on('message', (message: IndexResponse | IndexBatch) => {
      if ('batch' in message) for (const response of message.batch) settle(response);
      else settle(message);
    });
    started.on('error', (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      readyVersion = -1;
      pagesVersion = -1;
      failAll(new Error(`search index: its thread stopped (${code})`));
    });
    return started;
  }

  function call<T>(request: IndexCall): Promise<T> {
    worker ??= start();
    const id = (nextId += 1);
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
    worker.postMessage({ ...request, id });
    return answer;
  }

  /** The newest content version the thread has said it holds (a thread started anew holds none). */
  let readyVersion = -1;
  /** The same for the PDF pages' words, when the caller waited for them. */
  let pagesVersion = -1;
  return {
    async ready(version, options = {}) {
      const pages = options.pages === true;
      if (worker !== undefined && version <= readyVersion && (!pages || version <= pagesVersion)) return;
      const asked = worker;
      await call<void>({ kind: 'ready', version, pages });
      if (worker === asked || asked === undefined) {
        readyVersion = Math.max(readyVersion, version);
        if (pages) pagesVersion = Math.max(pagesVersion, version);
      }
    },
    match: (words, options) =>
      call<OwnTextMatch>({ kind: 'match', words, options: { ...options, user: searcherOf(options.user) } }),
    // One message for the whole search: its queries (PDF-only hits, best pages, items) run in the
    // thread too, and the answer comes back as bytes (moved, not copied).
    page: (words, options) =>
      call<WordPage>({ kind: 'page', words, options: { ...options, user: searcherOf(options.user) } }),
    suggest: (words, options) =>
      call<SuggestionPage>({ kind: 'suggest', words, options: { ...options, user: searcherOf(options.user) } }),
    typos: (words, version) => call<SearchWord[]>({ kind: 'typos', words, version }),
    heapLimit: () => call<number>({ kind: 'heapLimit' }),
    async close() {
      const running = worker;
      if (running === undefined) return;
      await Promise.race([call<void>({ kind: 'close' }), new Promise((resolve) => setTimeout(resolve, 2000))]);
      worker = undefined;
      await running.terminate();
    },
  };
}
