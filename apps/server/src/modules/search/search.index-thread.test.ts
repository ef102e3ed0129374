import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { closeContentTests, openContentTests, type Seeder } from '../content/content.test-support.ts';
import { INDEX_THREAD_NICENESS } from './search.index-thread.ts';

let t: TestApp;
let seed: Seeder;

beforeAll(async () => {
  ({ t, seed } = await openContentTests());
  await seed.notes([{ title: 'Niceness hydrology notes' }]);
});
afterAll(() => closeContentTests(t));

/** This process's threads as /proc shows them: name and nice value (Linux). */
async function threads(): Promise<{ name: string; nice: number }[]> {
  const tasks = await readdir('/proc/self/task');
  return Promise.all(
    tasks.map(async (task) => {
      const stat = await readFile(`/proc/self/task/${task}/stat`, 'utf8');
      // Fields after the name in parentheses: state is field 3, nice field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { name: (await readFile(`/proc/self/task/${task}/comm`, 'utf8')).trim(), nice: Number(fields[16]) };
    }),
  );
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
