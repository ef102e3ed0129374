import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { createTestApp, createTestDatabase } from '../../../test/harness.ts';
import { ROLE_CALLERS, useRoleTests } from '../../../test/support/users.ts';
import { countShippedMigrations } from './health.readiness.ts';

const c = useRoleTests();

describe('liveness and readiness', () => {
  it.each(ROLE_CALLERS)('answers live and ready to a %s caller while everything is in order', async (caller) => {
    const live = await c.t.app.inject({ method: 'GET', url: '/api/health/live', headers: c.headersOf(caller) });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true });
    const ready = await c.t.app.inject({ method: 'GET', url: '/api/health/ready', headers: c.headersOf(caller) });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, database: true, store: true, migrations: true });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('tells readiness only to this machine or the bearer METRICS_TOKEN, as /api/metrics does', async () => {
    const token = 'readiness-token-for-the-tests-01';
    const guarded = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const refused = [
        { remoteAddress: '203.0.113.9', headers: {} },
        ...[
          { 'x-forwarded-for': '127.0.0.1' },
          { forwarded: 'for=127.0.0.1' },
          { 'CF-Connecting-IP': '127.0.0.1' },
          { 'True-Client-IP': '127.0.0.1' },
          { Via: '1.1 proxy.example.edu' },
        ].map((headers) => ({ remoteAddress: '127.0.0.1', headers })),
      ];
      for (const { remoteAddress, headers } of refused) {
        const ready = await guarded.app.inject({ method: 'GET', url: '/api/health/ready', remoteAddress, headers });
        expect(ready.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(403);
        expect(ready.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.metricsForbidden });
        const withToken = await guarded.app.inject({
          method: 'GET',
          url: '/api/health/ready',
          remoteAddress,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect(withToken.statusCode).toBe(200);
      }
      const wrongToken = await guarded.app.inject({
        method: 'GET',
        url: '/api/health/ready',
        headers: { authorization: `Bearer ${token}x` },
      });
      expect(wrongToken.statusCode).toBe(401);
      // Liveness says nothing about the parts: it stays open to the orchestrator wherever it probes from.
      const live = await guarded.app.inject({ method: 'GET', url: '/api/health/live', remoteAddress: '203.0.113.9' });
      expect(live.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('counts the migrations this build ships', () => {
    expect(countShippedMigrations()).toBeGreaterThanOrEqual(8);
  });

  it('is not ready while the database lacks a migration this build ships, and live all the same', async () => {
    const database = await createTestDatabase();
    const other = await createTestApp({ database });
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        message: OPERATIONS_MESSAGES.notReady,
        database: true,
        store: true,
        migrations: false,
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, database: false, migrations: false, store: true });
    } finally {
      await other.app.close();
    }
  });

  it('is not ready when the S3 store does not answer', async () => {
    // Port 9 (discard) on loopback: nothing listens, so every S3 call fails.
    const other = await createTestApp({
      env: {
        FILE_STORE: 's3',
        S3_BUCKET: 'prepshelf-nowhere',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, database: true, store: false, migrations: true });
    } finally {
      await other.close();
    }
  });
});
