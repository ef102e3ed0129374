import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailability } from './unavailable.ts';

/** The error node-postgres really raises for this connection, or undefined. */
async function connectError(config: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client(config);
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('telling an unreachable or overloaded database from a fault', () => {
  let silent: Server;
  let silentPort = 0;

  beforeAll(async () => {
    // Accepts connections and never answers, like a database server that hangs.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    silentPort = typeof address === 'object' && address !== null ? address.port : 0;
  });

  afterAll(() => {
    silent.close();
  });

  it('a refused connection means the database is down', async () => {
    const error = await connectError({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1000 });
    expect(error).toBeInstanceOf(Error);
    expect(databaseUnavailability(error)).toBe('down');
  });

  it('a server that never answers means the database is down', async () => {
    const error = await connectError({ host: '127.0.0.1', port: silentPort, connectionTimeoutMillis: 100 });
    expect(databaseUnavailability(error)).toBe('down');
  });

  it('a pool with no connection free in time means the database is busy', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, max: 1, connectionTimeoutMillis: 300 });
    pool.on('error', () => undefined);
    // The first connection hangs and holds the only slot; the second waits in the queue and gives up.
    const first = pool.connect().catch((error: unknown) => error);
    const second = await pool.connect().catch((error: unknown) => error);
    await pool.end().catch(() => undefined);
    expect(databaseUnavailability(second)).toBe('busy');
    // The hanging connection itself: the server never answered.
    expect(databaseUnavailability(await first)).toBe('down');
  });

  it('reads the cause of a wrapped error', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailability(new Error('Failed query: select 1', { cause: refused }))).toBe('down');
    expect(
      databaseUnavailability(
        new Error('Failed query', { cause: Object.assign(new Error('too many clients'), { code: '53300' }) }),
      ),
    ).toBe('busy');
  });

  it('anything else is a fault, not unavailability', () => {
    expect(databaseUnavailability(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailability(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(databaseUnavailability('not an error')).toBeUndefined();
  });
});
