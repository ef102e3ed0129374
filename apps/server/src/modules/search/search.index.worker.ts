import { setPriority } from 'node:os';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { HEAVY_QUERIES_IN_FLIGHT } from '../../db/query-gate.ts';
import * as schema from '../../db/schema/index.ts';
import { currentThreadId, runOnlyWhenIdle } from '../../lib/idle-scheduling.ts';
import { createSearchIndex } from './search.index.ts';
import { createAnswers } from './search.page.ts';
import { createSearchRepository } from './search.repository.ts';
import {
  INDEX_APPLICATION_NAME,
  INDEX_PDF_APPLICATION_NAME,
  INDEX_THREAD_NICENESS,
  pagesReadyIn,
  type ErrorLink,
  type IndexBatch,
  type IndexRequest,
  type IndexResponse,
  type IndexThreadData,
} from './search.index-thread.ts';

// The search index's own thread (docs/decisions/0024): ranking a common word's thousands of matches
// takes a fraction of a millisecond of CPU that would otherwise hold up every other request of the
// server's event loop. It reads the items and the PDF pages' words from the database on connections
// of its own, asks PostgreSQL the rest of a typed-word search (best pages, the page's items) on them
// too and builds the finished answer, so the main thread sends one message per search, makes none of its
// queries and sends the answer's bytes as they come.

// A build reads every row's words once; collecting that garbage right away returns the memory to the
// system instead of keeping a heap sized for the build (about 100 MB at 100,000 items).
setFlagsFromString('--expose-gc');
// Below the main thread's priority, as the embedded PostgreSQL server is: while uncached searches fill
// the cores, the event loop that answers every request still gets the CPU first (docs/decisions/0024's
// addendum). Only on Linux, where a thread has a nice value of its own: elsewhere (macOS) the call
// would lower the whole process.
if (process.platform === 'linux') {
  try {
    setPriority(INDEX_THREAD_NICENESS);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
}
// Better still where the system allows it: SCHED_IDLE (lib/idle-scheduling.ts). The nice value above
// stays as the fallback.
void runOnlyWhenIdle(currentThreadId() ?? 0);
const collectGarbage = runInNewContext('gc') as () => void;
let built = -1;

const { url, idleBackends } = workerData as IndexThreadData;
/**
 * A pool of the thread's own, named so that an operator sees its connections in pg_stat_activity. On
 * the embedded server (a child of this process, on this machine) their backends run the search's
 * queries: SCHED_IDLE too, while the app's other connections keep the server's priority. Never on an
 * external server: its process ids are not this machine's to change.
 */
function poolOf(max: number, name: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    application_name: name,
  });
  pool.on('error', () => undefined);
  if (idleBackends) {
    pool.on('connect', (client) => {
      const backend = (client as unknown as { processID: number | null }).processID;
      if (backend !== null) void runOnlyWhenIdle(backend);
    });
  }
  return pool;
}
// Two connections for what every search reads (its items, the pages' text, the index's updates): many
// searches are in the thread at once, and one connection would make each wait for the others' queries.
const pool = poolOf(2, INDEX_APPLICATION_NAME);
// PostgreSQL's search of the PDFs' pages (when their words are not held: too many, or too many pages
// match) and the reading of those words, on connections of its own (one per core): ranking tens of
// thousands of matching pages can take a second at a million items, and on the two above it held up
// every other search's items meanwhile (docs/benchmarks.md, twelfth session).
const pdfPool = poolOf(HEAVY_QUERIES_IN_FLIGHT, INDEX_PDF_APPLICATION_NAME);
const db = drizzle(pool, { schema, casing: 'snake_case' });
const index = createSearchIndex(db);
const answers = createAnswers(index, createSearchRepository(), db, drizzle(pdfPool, { schema, casing: 'snake_case' }));
const port = parentPort!;

/** An error and its first causes (drivers and the ORM wrap errors), each with its code if it has one. */
function chainOf(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  for (let current = error; chain.length < 4 && current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    chain.push({ message: current.message, ...(typeof code === 'string' ? { code } : {}) });
  }
  return chain;
}

/**
 * Answers made in one turn of the thread's event loop go to the main thread together: each message
 * wakes the main thread (a cross-core wake-up costs tens of µs on a small virtual machine), and while
 * searches queue up the thread answers several per turn. At most BATCH_MAX a message: the main thread
 * sends a message's answers one after the other before it reads another request, so a ping waits
 * behind at most four (about 0.25 ms), not behind the sixteen searches the gate lets in.
 */
const BATCH_MAX = 4;
let outbox: IndexResponse[] = [];
let moved: ArrayBuffer[] = [];
function send(response: IndexResponse, transfer?: ArrayBuffer): void {
  outbox.push(response);
  if (transfer !== undefined) moved.push(transfer);
  if (outbox.length >= BATCH_MAX) flush();
  else if (outbox.length === 1) setImmediate(flush);
}
function flush(): void {
  if (outbox.length === 0) return;
  const batch = outbox;
  const buffers = moved;
  outbox = [];
  moved = [];
  port.postMessage(batch.length === 1 ? batch[0]! : ({ batch } satisfies IndexBatch), buffers);
}

/** An answer whose finished bytes are moved to the main thread, not copied. */
function answerWithBytes(id: number, result: { body?: Uint8Array }): void {
  send({ id, result }, result.body?.buffer as ArrayBuffer | undefined);
}

port.on('message', (request: IndexRequest) => {
  const answer = (response: IndexResponse) => send(response);
  const fail = (error: unknown) =>
    answer({ id: request.id, error: error instanceof Error ? error.message : String(error), chain: chainOf(error) });
  try {
    switch (request.kind) {
      case 'ready':
        index
          .ready(request.version)
          .then(() => pagesReadyIn(answers, request.version, request.pages))
          .then(() => {
            answer({ id: request.id, result: null });
            const builds = index.stats().builds + answers.pageWordStats().builds;
            if (builds !== built) {
              built = builds;
              setImmediate(collectGarbage);
            }
          }, fail);
        break;
      case 'match':
        answer({ id: request.id, result: index.match(request.words, request.options) });
        break;
      case 'page':
        index
          .typos(request.words, request.options.version)
          .then((words) => answers.page(words, request.options))
          .then((result) => answerWithBytes(request.id, result), fail);
        break;
      case 'suggest':
        answers.suggestions(request.words, request.options).then((result) => answerWithBytes(request.id, result), fail);
        break;
      case 'typos':
        index.typos(request.words, request.version).then((result) => answer({ id: request.id, result }), fail);
        break;
      case 'heapLimit':
        answer({ id: request.id, result: getHeapStatistics().heap_size_limit });
        break;
      case 'close':
        void Promise.all([pool.end(), pdfPool.end()]).finally(() => answer({ id: request.id, result: null }));
        break;
    }
  } catch (error) {
    fail(error);
  }
});
