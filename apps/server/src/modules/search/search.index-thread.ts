import { Worker } from 'node:worker_threads';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import { createSearchIndex, type MatchOptions, type OwnTextMatch } from './search.index.ts';
import type { Searcher } from './search.repository.ts';
import type { SearchWord } from './search.words.ts';

/** The index as the search service uses it: every call answered later, wherever the index lives. */
export interface SearchIndexClient {
  ready(version: number): Promise<void>;
  match(words: readonly SearchWord[], options: MatchOptions): Promise<OwnTextMatch>;
  suggest(words: readonly string[], user: Searcher, limit: number): Promise<{ type: ItemType; id: string }[]>;
  typos(words: readonly string[], version: number): Promise<SearchWord[]>;
  close(): Promise<void>;
}

type IndexCall =
  | { kind: 'ready'; version: number }
  | { kind: 'match'; words: readonly SearchWord[]; options: MatchOptions }
  | { kind: 'suggest'; words: readonly string[]; user: Searcher; limit: number }
  | { kind: 'typos'; words: readonly string[]; version: number }
  | { kind: 'close' };
export type IndexRequest = { id: number } & IndexCall;
export type IndexResponse = { id: number } & ({ result: unknown } | { error: string });

/** The index in this thread (tests of the index itself, and tools that search once). */
export function searchIndexHere(db: Db): SearchIndexClient {
  const index = createSearchIndex(db);
  return {
    ready: (version) => index.ready(version),
    match: (words, options) => Promise.resolve(index.match(words, options)),
    suggest: (words, user, limit) => Promise.resolve(index.suggest(words, user, limit)),
    typos: (words, version) => index.typos(words, version),
    close: () => Promise.resolve(),
  };
}

/**
 * The index in a worker thread of its own, reading the database at `url` (docs/decisions/0024). The
 * thread starts at the first call; if it dies, the calls waiting on it fail and the next call starts
 * a new one (which builds the index again).
 */
export function searchIndexThread(url: string): SearchIndexClient {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function start(): Worker {
    // A small young generation, as the main thread's (--max-semi-space-size=8): the index's arrays
    // live long, and a large nursery only keeps garbage resident.
    const started = new Worker(new URL('./search.index.worker.ts', import.meta.url), {
      workerData: { url },
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
    started.unref();
    started.on('message', (response: IndexResponse) => {
      const waiting = pending.get(response.id);
      if (waiting === undefined) return;
      pending.delete(response.id);
      if ('error' in response) waiting.reject(new Error(`search index: ${response.error}`));
      else waiting.resolve(response.result);
    });
    started.on('error', (error: Error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      readyVersion = -1;
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
  return {
    async ready(version) {
      if (worker !== undefined && version <= readyVersion) return;
      const asked = worker;
      await call<void>({ kind: 'ready', version });
      if (worker === asked || asked === undefined) readyVersion = Math.max(readyVersion, version);
    },
    match: (words, options) => call<OwnTextMatch>({ kind: 'match', words, options }),
    suggest: (words, user, limit) => call<{ type: ItemType; id: string }[]>({ kind: 'suggest', words, user, limit }),
    typos: (words, version) => call<SearchWord[]>({ kind: 'typos', words, version }),
    async close() {
      const running = worker;
      if (running === undefined) return;
      await Promise.race([call<void>({ kind: 'close' }), new Promise((resolve) => setTimeout(resolve, 2000))]);
      worker = undefined;
      await running.terminate();
    },
  };
}
