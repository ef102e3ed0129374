import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { closeContentTests, openContentTests, type Seeder } from '../content/content.test-support.ts';
import { INDEX_APPLICATION_NAME, INDEX_PDF_APPLICATION_NAME, INDEX_THREAD_NICENESS } from './search.index-thread.ts';

let t: TestApp;
let seed: Seeder;

beforeAll(async () => {
  ({ t, seed } = await openContentTests());
  await seed.notes([{ title: 'Niceness hydrology notes' }]);
});
afterAll(() => closeContentTests(t));

/** Linux's scheduling policies as /proc shows them. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** A thread's or process's nice value and scheduling policy, from its /proc stat line. */
async function schedulingOf(statPath: string): Promise<{ nice: number; policy: number }> {
  const stat = await readFile(statPath, 'utf8');
  // Fields after the name in parentheses: state is field 3, nice field 19, policy field 41.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { nice: Number(fields[16]), policy: Number(fields[38]) };
}

/** This process's threads as /proc shows them: name, nice value and scheduling policy (Linux). */
async function threads(): Promise<{ name: string; nice: number; policy: number }[]> {
  const tasks = await readdir('/proc/self/task');
  return Promise.all(
    tasks.map(async (task) => ({
      name: (await readFile(`/proc/self/task/${task}/comm`, 'utf8')).trim(),
      ...(await schedulingOf(`/proc/self/task/${task}/stat`)),
    })),
  );
}

/** Asks again until `check` passes or `ms` have gone by (the policy is set by a child process, later). */
async function eventually(check: () => Promise<void>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.skipIf(process.platform !== 'linux')('the search index thread', () => {
  it('runs below the main thread’s priority, which stays where it was', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/content/searchContent?search=hydrology',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ total: number }>().total).toBe(1);

    const all = await threads();
    const main = all.find((thread) => thread.name === 'MainThread') ?? all[0]!;
    expect(main.nice).toBe(0);
    // The test runner's own workers are processes here (pool: forks), so the one worker thread is the index's.
    expect(all.filter((thread) => thread.name === 'WorkerThread').map((thread) => thread.nice)).toContain(
      INDEX_THREAD_NICENESS,
    );
  });

  it('runs only when the cores are otherwise idle (SCHED_IDLE), the main thread keeping the normal policy', async () => {
    await eventually(async () => {
      const all = await threads();
      const main = all.find((thread) => thread.name === 'MainThread') ?? all[0]!;
      expect(main.policy).toBe(SCHED_OTHER);
      expect(all.filter((thread) => thread.name === 'WorkerThread').map((thread) => thread.policy)).toContain(
        SCHED_IDLE,
      );
    });
  });

  it.skipIf(inject('testServerKind') === 'postgres')(
    'has its embedded PostgreSQL backends under SCHED_IDLE too, and only those',
    async () => {
      // A search the thread answers from the database (its PDF pages) holds at least one connection of
      // each of its pools open (items and page text; PostgreSQL's search of the pages).
      const response = await t.app.inject({ method: 'GET', url: '/api/content/searchContent?search=hydrology' });
      expect(response.statusCode).toBe(200);
      const ours = new Set([INDEX_APPLICATION_NAME, INDEX_PDF_APPLICATION_NAME]);
      const backends = async () => {
        const result = await t.database.db.execute(
          sql`select pid, application_name as name from pg_stat_activity where datname = current_database()`,
        );
        return (result as { rows: { pid: number; name: string }[] }).rows;
      };
      await eventually(async () => {
        const all = await backends();
        const index = all.filter((backend) => ours.has(backend.name));
        expect(new Set(index.map((backend) => backend.name))).toEqual(ours);
        for (const backend of index) expect((await schedulingOf(`/proc/${backend.pid}/stat`)).policy).toBe(SCHED_IDLE);
      });
      // The app's own connections (this very query's among them) keep the server's normal policy.
      const others = (await backends()).filter((backend) => !ours.has(backend.name));
      expect(others.length).toBeGreaterThan(0);
      for (const backend of others) {
        expect((await schedulingOf(`/proc/${backend.pid}/stat`)).policy).toBe(SCHED_OTHER);
      }
    },
  );
});

/**
 * What a child Node started as `npm start` starts the server (with a bounded old generation) reports: its
 * own heap limit and the index thread's, in MB. The thread asks the database nothing for this.
 */
function heapLimitsUnder(flags: readonly string[]): { main: number; index: number } {
  const script = `
    import { getHeapStatistics } from 'node:v8';
    import { searchIndexThread } from ${JSON.stringify(new URL('./search.index-thread.ts', import.meta.url).href)};
    const client = searchIndexThread('postgres://nobody@127.0.0.1:1/none');
    const index = await client.heapLimit();
    await client.close();
    process.stdout.write(JSON.stringify({ main: getHeapStatistics().heap_size_limit / 2 ** 20, index: index / 2 ** 20 }));
  `;
  // A file, not --eval: the thread would inherit --input-type.
  const folder = mkdtempSync(join(tmpdir(), 'heap-limits-'));
  try {
    const file = join(folder, 'limits.mjs');
    writeFileSync(file, script);
    const output = execFileSync(process.execPath, [...flags, file], { encoding: 'utf8' });
    return JSON.parse(output) as { main: number; index: number };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the search index thread’s heap', () => {
  it('keeps V8’s own bound when the main thread’s old generation is bounded (npm start)', () => {
    const start = JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    const flags = start.scripts.start.split(' ').filter((word) => word.startsWith('--'));
    const bound = Number(/--max-old-space-size=(\d+)/.exec(start.scripts.start)?.[1]);
    expect(bound).toBeGreaterThan(0);
    const plain = heapLimitsUnder([]);
    const bounded = heapLimitsUnder(flags);
    // The main thread takes the bound (plus its young generation, a few tens of MB)...
    expect(bounded.main).toBeGreaterThanOrEqual(bound);
    expect(bounded.main).toBeLessThan(bound + 100);
    expect(bounded.main).toBeLessThan(plain.main);
    // ...and the index's thread does not: V8 would otherwise apply it to every isolate started later.
    expect(bounded.index).toBe(plain.index);
  });
});
