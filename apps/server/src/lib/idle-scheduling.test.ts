import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Linux's scheduling policies as /proc shows them. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

interface ThreadState {
  name: string;
  policy: number;
  isMain: boolean;
}

/**
 * A fresh Node process (this runner's own V8 helpers must keep their policy) that calls
 * runV8HelpersOnlyWhenIdle, or not, and reports its threads' policies from /proc.
 */
function threadsOfChild(callIt: boolean): Promise<{ moved: number; threads: ThreadState[] }> {
  const module = new URL('./idle-scheduling.ts', import.meta.url).href;
  const script = `
    import { readdirSync, readFileSync } from 'node:fs';
    const { runV8HelpersOnlyWhenIdle } = await import(${JSON.stringify(module)});
    const moved = ${callIt ? 'await runV8HelpersOnlyWhenIdle()' : '0'};
    const threads = readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync('/proc/self/task/' + task + '/stat', 'utf8');
      // Fields after the name in parentheses: the policy is field 41.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        name: readFileSync('/proc/self/task/' + task + '/comm', 'utf8').trim(),
        policy: Number(fields[38]),
        isMain: task === String(process.pid),
      };
    });
    process.stdout.write(JSON.stringify({ moved, threads }));
  `;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { timeout: 20_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { moved: number; threads: ThreadState[] });
    });
  });
}

describe.runIf(process.platform === 'linux')("V8's helper threads under SCHED_IDLE (the server's entry)", () => {
  it('moves every V8Worker thread of the process and leaves the main thread at the normal policy', async () => {
    const { moved, threads } = await threadsOfChild(true);
    const helpers = threads.filter((thread) => thread.name === 'V8Worker');
    expect(helpers.length).toBeGreaterThan(0);
    expect(moved).toBe(helpers.length);
    for (const helper of helpers) expect(helper.policy).toBe(SCHED_IDLE);
    expect(threads.find((thread) => thread.isMain)?.policy).toBe(SCHED_OTHER);
    // Other threads (libuv's pool, the inspector's) are not V8's helpers and keep theirs.
    for (const other of threads.filter((thread) => thread.name !== 'V8Worker')) expect(other.policy).toBe(SCHED_OTHER);
  });

  it('leaves them at the normal policy when not asked (a process that does not call it, such as the test runner)', async () => {
    const { threads } = await threadsOfChild(false);
    const helpers = threads.filter((thread) => thread.name === 'V8Worker');
    expect(helpers.length).toBeGreaterThan(0);
    for (const helper of helpers) expect(helper.policy).toBe(SCHED_OTHER);
  });
});
