import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Linux's SCHED_IDLE for the heavy half of a search (docs/decisions/0024, addendum of the seventh
 * session): a thread or process under it runs only when no other wants the core, and a thread of normal
 * priority that wakes takes the core from it at once. A nice value alone does not give that on the
 * kernel's EEVDF scheduler (Linux 6.6 and later): the running task keeps the core for the rest of its
 * time slice, so a ping that arrives while the index ranks waited up to a slice for the main thread.
 *
 * Through util-linux's `chrt`, as Node has no call for it; any user may move their own threads there.
 * Resolves false where it cannot (not Linux, no `chrt`, not allowed): they keep the nice value they had.
 */
export function runOnlyWhenIdle(pid: number): Promise<boolean> {
  if (process.platform !== 'linux' || !Number.isInteger(pid) || pid <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile('chrt', ['--idle', '--pid', '0', String(pid)], { timeout: 5000 }, (error) => resolve(error === null));
  });
}

/** The calling thread's own id on Linux (a worker thread's, not its process's); undefined elsewhere. */
export function currentThreadId(): number | undefined {
  try {
    // "<pid>/task/<tid>"
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The ids of this process's V8 helper threads (named `V8Worker`), where /proc lists them (Linux). */
function v8HelperThreadIds(): number[] {
  try {
    return readdirSync('/proc/self/task')
      .filter((task) => readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'V8Worker')
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * V8's helper threads under SCHED_IDLE too (docs/decisions/0024, addendum of the ninth session). They
 * are shared by every isolate of the process, so most of their work beside uncached searches is
 * collecting the index thread's garbage; at the normal policy they took a core from the main thread
 * while pings waited. The main thread does its own collection's share itself when no helper runs (V8's
 * parallel jobs are joined by the thread that posts them), so nothing waits on them. Called by the
 * server's entry once it listens (not by tests, whose runner shares the process). Resolves how many
 * threads moved.
 */
export async function runV8HelpersOnlyWhenIdle(): Promise<number> {
  const moved = await Promise.all(v8HelperThreadIds().map((id) => runOnlyWhenIdle(id)));
  return moved.filter(Boolean).length;
}
