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
