/**
 * `npm run bench`: fills a fresh database with N content items, starts the real server (buildApp +
 * listen on a free loopback port, logger and workers off) in a child process, and measures it with
 * autocannon from this process, so that load generation does not share the server's event loop.
 *
 *   node apps/server/bench/bench.ts [--items N] [--duration S] [--connections C]
 *                                   [--only TEXT] [--cpu-profile FILE] [--statements]
 *
 * --only measures just the scenarios whose name contains TEXT (ping is always measured);
 * --cpu-profile writes the server's CPU profile of the measuring (not the filling, nor the reference
 * ping that starts every run) to FILE, for Chrome DevTools or any .cpuprofile viewer; --statements
 * prints the queries that took PostgreSQL's time over the same span (pg_stat_statements).
 *
 * On the embedded PostgreSQL server by default, started as `npm start` starts it (same settings and
 * pool, in a scratch DATA_DIR); with BENCH_DATABASE_URL=postgres://… a scratch database is created on
 * that server and dropped at the end.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { openEmbeddedDatabase } from '../src/db/embedded-database.ts';
import { fillDatabase, RARE_WORD, WORDS } from './bench-fill.ts';

// This file is a command-line tool, the one place besides config.ts that reads process.env.
const { values: flags } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    'cpu-profile': { type: 'string' },
    statements: { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
  },
});
const ITEMS = boundedInteger('items', flags.items, 100, 2_000_000);
const DURATION = boundedInteger('duration', flags.duration, 1, 120);
const CONNECTIONS = boundedInteger('connections', flags.connections, 1, 500);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

function boundedInteger(name: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    process.stderr.write(`--${name} must be a whole number from ${min} to ${max}\n`);
    process.exit(2);
  }
  return value;
}

// --- the server side (child process) ---

async function createScratchDatabase(serverUrl: string) {
  const name = `prepshelf_bench_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runOnServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(`drop database if exists ${name} with (force)`) };
}

async function serve(): Promise<void> {
  const send = (message: object) => process.send!(message);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-bench-'));
  const scratch = DATABASE_URL === undefined ? undefined : await createScratchDatabase(DATABASE_URL);
  const database =
    scratch === undefined
      ? await openEmbeddedDatabase(dataDir)
      : await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 20 });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, logger: false, startWorkers: false, webDistDir: null });
  await app.ready();

  const password = randomBytes(18).toString('base64url');
  const owner = await app.auth.createAccount({
    role: 'Instructor',
    email: 'bench.owner@example.com',
    username: 'Owner',
    password,
  });
  const student = await app.auth.createAccount({
    role: 'Student',
    email: 'bench.student@example.com',
    username: 'Student',
    password,
  });
  const started = performance.now();
  const counts = await fillDatabase(database, owner._id, ITEMS);
  const fillSeconds = (performance.now() - started) / 1000;
  await app.changeFeed.sync();
  // Fresh statistics for the planner, as autovacuum's analyse would give them soon after a fill.
  await runStatement(database, 'analyze');
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { Email: student.Email, Password: password },
  });
  const token = login.json<{ token: string }>().token;
  const firstPage = await app.inject({
    method: 'GET',
    url: '/api/content/getAllPublicNotes?page=1',
    headers: { AuthToken: token },
  });
  const publicNotes = firstPage.json<{ total: number }>().total;
  const profiler = flags['cpu-profile'] === undefined ? undefined : new Session();
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  send({ kind: 'ready', port, token, counts, fillSeconds, publicNotes, database: database.kind });

  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'profile') {
      void (async () => {
        await profiler?.post('Profiler.start');
        if (flags.statements) {
          await runStatement(database, 'create extension if not exists pg_stat_statements')
            .then(() => runStatement(database, 'select pg_stat_statements_reset()'))
            .catch((error: unknown) => process.stderr.write(`pg_stat_statements: ${String(error)}\n`));
        }
        send({ kind: 'profiling' });
      })();
      return;
    }
    if (message.kind !== 'stop') return;
    void (async () => {
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        await writeFile(flags['cpu-profile']!, JSON.stringify(profile));
      }
      if (flags.statements) await printStatements(database);
      await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

async function runStatement(database: Database, statement: string) {
  const client = await database.connect();
  try {
    return (await client.query(statement)).rows as Record<string, unknown>[];
  } finally {
    client.release();
  }
}

/** --statements: the queries that took the server's time while measuring, from pg_stat_statements. */
async function printStatements(database: Database): Promise<void> {
  const rows = await runStatement(
    database,
    `select format('%7s calls %7s ms (mean %s ms) %s', calls, round(total_exec_time),
       round(mean_exec_time::numeric, 3), regexp_replace(left(query, 110), '\\s+', ' ', 'g')) as line
     from pg_stat_statements order by total_exec_time desc limit 12`,
  ).catch((error: unknown): Record<string, unknown>[] => [{ line: `pg_stat_statements: ${String(error)}` }]);
  process.stdout.write('\nStatements while measuring (pg_stat_statements, by total time):\n');
  for (const row of rows) process.stdout.write(`  ${typeof row.line === 'string' ? row.line : ''}\n`);
}

// --- the load side (parent process) ---

interface Ready {
  kind: 'ready';
  port: number;
  token: string;
  counts: Record<string, number>;
  fillSeconds: number;
  publicNotes: number;
  database: string;
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server's whole process tree (Node and its database server), peak during the scenario. */
  peakMegabytes: number | undefined;
}

/**
 * The proportional set size of a process and all its descendants (Linux): shared pages such as
 * PostgreSQL's shared buffers are divided among the processes that map them, so the sum is honest.
 */
async function treeMegabytes(root: number): Promise<number | undefined> {
  try {
    const { readdir, readFile } = await import('node:fs/promises');
    const parents = new Map<number, number>();
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    }
    const tree = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents) {
        if (!tree.has(pid) && tree.has(parent)) {
          tree.add(pid);
          grew = true;
        }
      }
    }
    let kilobytes = 0;
    for (const pid of tree) {
      const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
      kilobytes += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    }
    return kilobytes / 1024;
  } catch {
    return undefined;
  }
}

/**
 * How often the server's memory is read while a scenario runs, and once more at its end. Reading the
 * Pss of the process group (`smaps_rollup` of Node and every PostgreSQL process) costs the kernel about
 * 0.06 s of CPU each time: every 500 ms it took 12 % of a core from the server it measured.
 */
const MEMORY_SAMPLE_EVERY_MS = 2000;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** A scenario: one path, or a function that gives the n-th request its path (defeating the caches). */
type Target = string | ((n: number) => string);

/**
 * Two different words per request: WORDS.length² queries, more than a run sends, and the caches keep
 * none of them (the n-th pair is new until the run wraps around).
 */
const wordPair = (n: number) =>
  `${WORDS[n % WORDS.length]!} ${WORDS[(Math.floor(n / WORDS.length) + 1 + n) % WORDS.length]!}`;
const uncachedPairs = (n: number) => `/api/content/searchContent?search=${encodeURIComponent(wordPair(n))}`;

/** The loads that may run beside a measured one, by name (a worker thread is given the name). */
const BACKGROUNDS = { uncachedPairs } satisfies Record<string, Target>;
type BackgroundName = keyof typeof BACKGROUNDS;

/** What a background worker thread is given. */
interface BackgroundJob {
  base: string;
  target: BackgroundName;
  headers: Record<string, string>;
}

/**
 * Another load beside a measured one, in a worker thread of its own: its 50 connections' responses
 * are read on that thread's event loop, so the measured client's latencies are not its queueing
 * (with both in one event loop, a ping's time included waiting behind the searches' responses).
 */
function runBackground(job: BackgroundJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job, argv: process.argv.slice(2) });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`background load exited (${code})`))));
  });
}

interface MeasureOptions {
  connections?: number;
  /** The server process, whose memory is sampled while the scenario runs. */
  serverPid?: number;
  /** Another load running at the same time (not measured, in a worker thread), e.g. searches beside pings. */
  background?: { target: BackgroundName; headers: Record<string, string> };
}

async function measure(
  name: string,
  base: string,
  target: Target,
  headers: Record<string, string>,
  options: MeasureOptions = {},
): Promise<Row> {
  const connections = options.connections ?? CONNECTIONS;
  const url = `${base}${typeof target === 'string' ? target : target(0)}`;
  // One count across the warm-up and the run, so that the run's paths are new too.
  let sent = 0;
  const requests =
    typeof target === 'string'
      ? undefined
      : [{ setupRequest: (request: { path: string }) => ({ ...request, path: target(sent++) }) }];
  // A short warm-up (JIT, plan caches, buffers), not counted.
  await autocannon({ url, connections: Math.min(CONNECTIONS, 10), duration: 1, headers, requests });
  const background =
    options.background === undefined
      ? undefined
      : runBackground({ base, target: options.background.target, headers: options.background.headers });
  if (background) await new Promise((resolve) => setTimeout(resolve, 1500));
  let peakMegabytes: number | undefined;
  const sample = async () => {
    const megabytes = await treeMegabytes(options.serverPid!);
    if (megabytes !== undefined) peakMegabytes = Math.max(peakMegabytes ?? 0, megabytes);
  };
  const sampler =
    options.serverPid === undefined ? undefined : setInterval(() => void sample(), MEMORY_SAMPLE_EVERY_MS);
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration: background ? Math.max(1, DURATION - 3) : DURATION,
    headers,
    timeout: 30,
    requests,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  if (sampler) {
    clearInterval(sampler);
    await sample();
  }
  await background;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.non2xx + result.errors + result.timeouts,
    peakMegabytes,
  };
}

function printTable(rows: readonly Row[]): void {
  const header = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'peak MB'];
  // Sub-millisecond figures keep two decimals: an idle p95 of 0.4 ms is compared with others.
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    String(row.errors),
    row.peakMegabytes === undefined ? '–' : row.peakMegabytes.toFixed(0),
  ]);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`;
  process.stdout.write(
    `${format(header)}\n|${widths.map((width, index) => (index === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|\n`,
  );
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

/** The Node flags of `npm start` (package.json's `start` script). */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(' ').filter((word) => word.startsWith('--'));
}

async function main(): Promise<void> {
  const child: ChildProcess = fork(process.argv[1]!, [...process.argv.slice(2), '--serve'], {
    // The V8 flags `npm start` runs the product with, read from its script (docs/decisions/0026), so
    // that the "peak MB" column describes the product as started.
    execArgv: [...process.execArgv, ...startFlags()],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.send({ kind: 'stop' });
    });
  try {
    process.stdout.write(
      `Filling ${DATABASE_URL === undefined ? 'the embedded PostgreSQL server' : 'a scratch PostgreSQL database'} with ${ITEMS} items…\n`,
    );
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Ready));
      child.once('exit', (code) => reject(new Error(`the server process exited (${code})`)));
    });
    const counts = Object.entries(ready.counts)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    process.stdout.write(`Filled in ${ready.fillSeconds.toFixed(1)} s (${counts}).\n`);
    const base = `http://127.0.0.1:${ready.port}`;
    const auth = { AuthToken: ready.token };
    const lastPage = Math.max(1, Math.ceil(ready.publicNotes / 10));
    const deepPage = Math.min(500, lastPage);
    // Every page of every category, in both orders and five page sizes, one after another: more
    // distinct pages than the list cache holds, so each request misses it.
    const everyPagePaths: string[] = [];
    for (const sortBy of ['latest', 'oldest']) {
      for (const category of ['sciTechnology', 'commerce', 'artscivils']) {
        for (let limit = 10; limit < 15; limit += 1) {
          for (let page = 1; page <= Math.ceil(ready.publicNotes / limit); page += 1) {
            everyPagePaths.push(
              `/api/content/getAllPublicNotes?page=${page}&limit=${limit}&category=${category}&sortBy=${sortBy}`,
            );
          }
        }
      }
    }
    const everyPage = (n: number) => everyPagePaths[n % everyPagePaths.length]!;
    // Issue 11's typing: the start of one word (4 letters or more) and a whole other word; a word
    // with one letter changed; the start of a word as suggestions see it (3 letters or more).
    const wordStart = (word: string, n: number, shortest: number) =>
      word.slice(0, shortest + (n % Math.max(1, word.length - shortest)));
    const uncachedPrefixes = (n: number) => {
      const [first, second] = wordPair(n).split(' ') as [string, string];
      const prefix = wordStart(first, Math.floor(n / (WORDS.length * WORDS.length)) + n, 4);
      return `/api/content/searchContent?search=${encodeURIComponent(`${prefix} ${second}`)}`;
    };
    const uncachedTypos = (n: number) => {
      const word = WORDS[n % WORDS.length]!;
      const position = 1 + (Math.floor(n / WORDS.length) % (word.length - 1));
      const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(n / (WORDS.length * 4)) % 26]!;
      const typo = word.slice(0, position) + (word[position] === letter ? 'q' : letter) + word.slice(position + 1);
      return `/api/content/searchContent?search=${encodeURIComponent(typo)}`;
    };
    // A common word (each of WORDS is in about a sixth of the items) with a new page size each time.
    const uncachedCommonWords = (n: number) =>
      `/api/content/searchContent?search=${WORDS[n % WORDS.length]!}&limit=${1 + (Math.floor(n / WORDS.length) % 100)}`;
    const suggestionPrefixes = (n: number) => {
      const word = WORDS[n % WORDS.length]!;
      return `/api/content/searchSuggestions?search=${encodeURIComponent(wordStart(word, Math.floor(n / WORDS.length), 3))}`;
    };
    const scenarios: [string, Target, Record<string, string>, MeasureOptions?][] = [
      ['GET /api/ping (reference)', '/api/ping', {}],
      ['public notes, page 1', '/api/content/getAllPublicNotes?page=1', auth],
      [`public notes, page ${deepPage} of ${lastPage}`, `/api/content/getAllPublicNotes?page=${deepPage}`, auth],
      ['public notes, every page, category, order, size (uncached)', everyPage, auth],
      [`search common word (${WORDS[0]})`, `/api/content/searchContent?search=${WORDS[0]}`, auth],
      [`search rare word (${RARE_WORD})`, `/api/content/searchContent?search=${RARE_WORD}`, auth],
      ['search a new pair of words each time (uncached)', uncachedPairs, auth],
      ['search a new prefix and word each time (uncached)', uncachedPrefixes, auth],
      ['search a new one-letter typo each time (uncached)', uncachedTypos, auth],
      ['search a new common word each time (uncached)', uncachedCommonWords, auth],
      ['suggestions for a new prefix each time', suggestionPrefixes, auth],
      // Whether one request waits behind another's query: pings at 10 connections, alone and then
      // while 50 uncached searches run (their p95 should stay near the idle one).
      ['GET /api/ping, 10 connections, idle', '/api/ping', {}, { connections: 10 }],
      [
        `GET /api/ping, 10 connections, beside ${CONNECTIONS} uncached searches`,
        '/api/ping',
        {},
        { connections: 10, background: { target: 'uncachedPairs', headers: auth } },
      ],
    ];
    const rows: Row[] = [];
    const chosen = scenarios.filter(
      ([name], index) => index === 0 || flags.only === undefined || name.includes(flags.only),
    );
    for (const [name, target, headers, options] of chosen) {
      if (name === chosen[1]?.[0] && (flags['cpu-profile'] !== undefined || flags.statements)) {
        await new Promise((resolve) => {
          child.once('message', resolve);
          child.send({ kind: 'profile' });
        });
      }
      process.stdout.write(`Measuring ${name}…\n`);
      rows.push(await measure(name, base, target, headers, { ...options, serverPid: child.pid }));
    }
    process.stdout.write(
      `\n${ready.database}, ${ITEMS} items, ${CONNECTIONS} connections, ${DURATION} s per scenario (Node ${process.version}):\n\n`,
    );
    printTable(rows);
  } finally {
    await stopChild();
  }
}

if (!isMainThread) {
  const job = workerData as BackgroundJob;
  await measure('background', job.base, BACKGROUNDS[job.target], job.headers);
  parentPort?.close();
} else if (flags.serve) {
  await serve();
} else {
  await main();
}
