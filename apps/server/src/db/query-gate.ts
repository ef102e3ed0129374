import { availableParallelism } from 'node:os';

/**
 * At most `limit` heavy queries in the database at a time; the rest wait here, in Node, first come
 * first served (docs/decisions/0021). A PostgreSQL backend that ranks thousands of search candidates
 * keeps a core busy for tens of milliseconds; fifty of them at once leave the one Node thread that
 * answers every request a small share of the machine, so even `/api/ping` waits. Waiting in Node costs
 * a closure in an array, and the pool's other connections stay free for cheap queries (lists, pages).
 */
export interface QueryGate {
  /** Runs `work` when a place is free (at once if one is), and frees the place when it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Places taken and callers waiting right now. */
  stats(): { running: number; waiting: number; limit: number };
}

/** One heavy query per core: the database gets the machine, minus what Node takes in between. */
export const HEAVY_QUERIES_IN_FLIGHT = Math.max(1, availableParallelism());

export function createQueryGate(limit: number = HEAVY_QUERIES_IN_FLIGHT): QueryGate {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('a query gate needs a limit of at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The place goes straight to the next caller (running stays the same), so none can overtake it.
    if (next !== undefined) next();
    else running -= 1;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, limit }),
  };
}
