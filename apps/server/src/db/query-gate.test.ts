import { describe, expect, it } from 'vitest';
import { createQueryGate, HEAVY_QUERIES_IN_FLIGHT } from './query-gate.ts';

/** A piece of work that runs until the test settles it. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the query gate', () => {
  it('lets at most `limit` pieces of work run at once; the others start, in order, as places free', async () => {
    const gate = createQueryGate(2);
    const works = [0, 1, 2, 3, 4].map(() => pending<number>());
    const started: number[] = [];
    const results = works.map((work, index) =>
      gate.run(() => {
        started.push(index);
        return work.promise;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 3, limit: 2 });

    works[1]!.resolve(11);
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(await results[1]).toBe(11);

    works[0]!.resolve(10);
    works[2]!.resolve(12);
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 0, limit: 2 });

    works[3]!.resolve(13);
    works[4]!.resolve(14);
    expect(await Promise.all(results)).toEqual([10, 11, 12, 13, 14]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, limit: 2 });
  });

  it('frees the place of work that fails, and hands the caller its error', async () => {
    const gate = createQueryGate(1);
    const failing = gate.run(() => Promise.reject(new Error('statement timeout')));
    const throwing = gate.run(() => {
      throw new Error('bad input');
    });
    const next = gate.run(() => Promise.resolve('ran'));
    await expect(failing).rejects.toThrow('statement timeout');
    await expect(throwing).rejects.toThrow('bad input');
    expect(await next).toBe('ran');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, limit: 1 });
  });

  it('runs work at once while places are free, and refuses a limit below one', async () => {
    const gate = createQueryGate(3);
    let ran = false;
    const result = gate.run(() => {
      ran = true;
      return Promise.resolve(1);
    });
    // Started synchronously: no queueing while the gate is open.
    expect(ran).toBe(true);
    await result;
    expect(() => createQueryGate(0)).toThrow(RangeError);
    expect(HEAVY_QUERIES_IN_FLIGHT).toBeGreaterThanOrEqual(1);
  });
});
