/**
 * EXPLAIN (ANALYZE, BUFFERS) of the bench's uncached searches on a bench-sized database, kept between
 * runs so a query or index change is measured without a new fill:
 *   node apps/server/bench/search-explain.ts [--items N] [--plans] [--repeat N]
 * EXPLAIN_DATABASE_URL (default a `prepshelf_search_explain` database on the local PostgreSQL) is
 * filled once with the bench's data (bench-fill.ts); drop it to fill again.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import type { Db } from '../src/db/client.ts';
import { createSearchRepository } from '../src/modules/search/search.repository.ts';
import { createSearchService } from '../src/modules/search/search.service.ts';
import { users } from '../src/db/schema/index.ts';
import { fillDatabase, WORDS } from './bench-fill.ts';

const { values: flags } = parseArgs({
  options: { items: { type: 'string' }, plans: { type: 'boolean' }, repeat: { type: 'string' } },
});
const ITEMS = Number(flags.items ?? 100_000);
const url = new URL(process.env.EXPLAIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/prepshelf_search_explain');
const name = url.pathname.slice(1);
const server = new URL(url);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin.query(`create database ${name}`);
await admin.end();

const database = await openDatabase({ url: url.toString(), poolSize: 4 });
const real = database.db;
if (!exists) {
  const [owner] = await real
    .insert(users)
    .values({
      role: 'Instructor',
      publicId: 'explain-owner',
      email: 'explain.owner@example.com',
      username: 'Owner',
    } as never)
    .returning({ id: users.id });
  const started = performance.now();
  await fillDatabase(database, owner!.id, ITEMS);
  process.stdout.write(`filled ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

let plans = Boolean(flags.plans);
const execute = real.execute.bind(real);
const explaining = Object.create(real) as Db;
explaining.execute = (async (query: SQL) => {
  if (plans) {
    const plan: unknown = await execute(sql`explain (analyze, buffers) ${query}`);
    const lines = (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
  return execute(query);
}) as Db['execute'];
// A new content version each time: no search is answered from the cache.
const noWatching = () => Promise.resolve({ version: Math.random(), items: [] });
const service = createSearchService({
  db: explaining,
  repository: createSearchRepository(),
  versionAndWatching: noWatching,
});
const student = { id: '00000000-0000-4000-8000-000000000000', role: 'Student' as const };

const at = (n: number) => WORDS[n % WORDS.length]!;
const scenarios: [string, (n: number) => Promise<unknown>][] = [
  ['pair', (n) => service.searchContent(student, { search: `${at(n)} ${at(n * 7 + 3)}`, page: 1, limit: 20 } as never)],
  [
    'prefix+word',
    (n) =>
      service.searchContent(student, { search: `${at(n).slice(0, 4)} ${at(n * 7 + 3)}`, page: 1, limit: 20 } as never),
  ],
  [
    'typo',
    (n) => {
      const word = at(n);
      const typo = word.slice(0, 2) + (word[2] === 'x' ? 'q' : 'x') + word.slice(3);
      return service.searchContent(student, { search: typo, page: 1, limit: 20 } as never);
    },
  ],
  ['common word', (n) => service.searchContent(student, { search: at(n), page: 1, limit: 1 + (n % 100) } as never)],
  ['suggestions', (n) => service.suggest(student, { search: at(n).slice(0, 3 + (n % 3)) })],
];
const repeat = Number(flags.repeat ?? 20);
for (const [label, run] of scenarios) {
  if (plans) {
    process.stdout.write(`=== ${label}\n`);
    await run(8);
    continue;
  }
  await run(1);
  const started = performance.now();
  for (let n = 0; n < repeat; n += 1) await run(n + 100);
  process.stdout.write(`${label}: ${((performance.now() - started) / repeat).toFixed(1)} ms a search\n`);
}
plans = false;
await database.close();
