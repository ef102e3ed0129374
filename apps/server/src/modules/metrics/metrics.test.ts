import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { createTestApp } from '../../../test/harness.ts';
import { files } from '../../db/schema/index.ts';
import { ROLE_CALLERS, useRoleTests } from '../../../test/support/users.ts';
import { isLoopbackAddress } from '../../lib/this-machine.ts';

const TOKEN = 'scrape-token-for-the-tests-0123';
const REMOTE = '203.0.113.9';

const c = useRoleTests({}, undefined, { env: { METRICS_TOKEN: TOKEN } });

async function scrape(app = c.t.app): Promise<ParsedFamily[]> {
  const response = await app.inject({ method: 'GET', url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(response.body);
}

function familyOf(families: ParsedFamily[], name: string): ParsedFamily {
  const family = families.find((candidate) => candidate.name === name);
  if (family === undefined) throw new Error(`no metric ${name}`);
  return family;
}

/** The value of the sample of `name` whose labels include `labels`; 0 when there is none yet. */
function valueOf(families: ParsedFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((candidate) => candidate.name === name);
  const sample = family?.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  if (sample === undefined) return 0;
  return Number(sample.value ?? sample.count);
}

describe('who may read GET /api/metrics', () => {
  it('serves a loopback caller without a token', async () => {
    const response = await c.t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const response6 = await c.t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '::1' });
    expect(response6.statusCode).toBe(200);
  });

  it.each(ROLE_CALLERS)(
    'refuses a non-loopback %s caller without the bearer token (403): a session is no metrics token',
    async (caller) => {
      const response = await c.t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: c.headersOf(caller),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.metricsForbidden });
    },
  );

  it('serves a non-loopback caller with the bearer METRICS_TOKEN', async () => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('prepshelf_http_requests_total');
  });

  it('refuses a wrong bearer token with 401, from loopback too', async () => {
    for (const remoteAddress of [REMOTE, '127.0.0.1']) {
      const response = await c.t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress,
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.metricsBadToken });
    }
  });

  it('refuses any bearer token when METRICS_TOKEN is unset, and still serves loopback', async () => {
    const other = await createTestApp();
    try {
      const withToken = await other.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: REMOTE,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(401);
      const remote = await other.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: REMOTE });
      expect(remote.statusCode).toBe(403);
      await scrape(other.app);
    } finally {
      await other.close();
    }
  });

  it('believes a forwarded client address only through TRUST_PROXY, so a proxy on loopback opens nothing', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': REMOTE },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a loopback request that came through a proxy (any forwarding header) without the token, with or without TRUST_PROXY', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: TOKEN } });
    try {
      for (const app of [c.t.app, proxied.app]) {
        for (const headers of [
          { 'x-forwarded-for': '127.0.0.1' },
          { 'x-forwarded-proto': 'https' },
          { forwarded: 'for=127.0.0.1' },
          { 'CF-Connecting-IP': '127.0.0.1' },
          { 'True-Client-IP': '127.0.0.1' },
          { Via: '1.1 proxy.example.edu' },
          { 'X-Real-IP': '127.0.0.1' },
          { 'Fastly-Client-IP': '127.0.0.1' },
        ]) {
          const response = await app.inject({
            method: 'GET',
            url: '/api/metrics',
            remoteAddress: '127.0.0.1',
            headers,
          });
          expect(response.statusCode, JSON.stringify(headers)).toBe(403);
          expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.metricsForbidden });
          const withToken = await app.inject({
            method: 'GET',
            url: '/api/metrics',
            remoteAddress: '127.0.0.1',
            headers: { ...headers, authorization: `Bearer ${TOKEN}` },
          });
          expect(withToken.statusCode).toBe(200);
        }
      }
    } finally {
      await proxied.close();
    }
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', 'not an address'].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('what the metrics say', () => {
  it('parses as Prometheus text and names every figure the issue asks for', async () => {
    const families = await scrape();
    const names = families.map((family) => family.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'prepshelf_http_requests_total',
        'prepshelf_http_request_duration_seconds',
        'prepshelf_db_pool_connections',
        'prepshelf_db_query_errors_total',
        'prepshelf_mail_outbox_mails',
        'prepshelf_mail_outbox_oldest_queued_age_seconds',
        'prepshelf_pdf_text_files',
        'prepshelf_sessions_live',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
      ]),
    );
    expect(familyOf(families, 'prepshelf_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(familyOf(families, 'prepshelf_http_requests_total').type).toBe('COUNTER');
    expect(
      familyOf(families, 'prepshelf_db_pool_connections')
        .metrics.map((metric) => metric.labels?.state)
        .sort(),
    ).toEqual(['idle', 'in_use', 'waiting']);
    expect(valueOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    const before = await scrape();
    const rawId = `raw${randomBytes(6).toString('hex')}`;
    for (let n = 0; n < 3; n += 1) await c.t.app.inject({ method: 'GET', url: '/api/ping' });
    const missing = await c.t.app.inject({
      method: 'GET',
      url: `/api/files/${rawId}`,
      headers: c.student.headers,
    });
    expect(missing.statusCode).toBe(404);
    await c.t.app.inject({ method: 'GET', url: `/api/no-such-route-${rawId}` });

    const response = await c.t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.body).not.toContain(rawId);
    const after = parsePrometheusTextFormat(response.body);
    const ping = { method: 'GET', route: '/api/ping', status_code: '200' };
    expect(
      valueOf(after, 'prepshelf_http_requests_total', ping) - valueOf(before, 'prepshelf_http_requests_total', ping),
    ).toBe(3);
    // The parser folds labelled histograms into one sample, so the histogram's count is read from its line.
    const latencyCount =
      /^prepshelf_http_request_duration_seconds_count\{method="GET",route="\/api\/ping",status_code="200"\} (\d+)$/m.exec(
        response.body,
      )?.[1];
    expect(Number(latencyCount)).toBe(valueOf(after, 'prepshelf_http_requests_total', ping));
    expect(valueOf(after, 'prepshelf_http_requests_total', { route: '/api/files/:fileId', status_code: '404' })).toBe(
      1,
    );
    expect(valueOf(after, 'prepshelf_http_requests_total', { route: '(unmatched api)', status_code: '404' })).toBe(1);
  });

  it('counts statements the database refuses, by SQLSTATE, on the pool and inside transactions', async () => {
    const before = await scrape();
    await expect(c.t.database.db.execute(sql`select 1 / 0`)).rejects.toThrow();
    await expect(
      c.t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table_for_metrics`);
      }),
    ).rejects.toThrow();
    const after = await scrape();
    const delta = (code: string) =>
      valueOf(after, 'prepshelf_db_query_errors_total', { code }) -
      valueOf(before, 'prepshelf_db_query_errors_total', { code });
    expect(delta('22012')).toBe(1);
    expect(delta('42P01')).toBe(1);
  });

  it('shows the mail outbox depth, the oldest queued age, and sent mails', async () => {
    const before = await scrape();
    for (const n of [1, 2]) {
      await c.t.app.mail.enqueue(c.t.database.db, {
        kind: 'support',
        to: `metrics.${n}@example.com`,
        subject: `Metrics ${n}`,
        html: '<p>x</p>',
        text: 'x',
      });
    }
    const queued = await scrape();
    const mails = (families: ParsedFamily[], status: string) =>
      valueOf(families, 'prepshelf_mail_outbox_mails', { status });
    expect(mails(queued, 'queued') - mails(before, 'queued')).toBe(2);
    expect(valueOf(queued, 'prepshelf_mail_outbox_oldest_queued_age_seconds')).toBeGreaterThanOrEqual(0);

    await c.t.app.mail.worker.runOnce();
    const sent = await scrape();
    expect(mails(sent, 'queued')).toBe(0);
    expect(valueOf(sent, 'prepshelf_mail_outbox_oldest_queued_age_seconds')).toBe(0);
    expect(mails(sent, 'sent') - mails(before, 'sent')).toBeGreaterThanOrEqual(2);
    expect(mails(sent, 'failed')).toBe(0);
  });

  it('shows the PDF text extraction queue and live sessions', async () => {
    const id = randomBytes(32).toString('hex');
    await c.t.database.db
      .insert(files)
      .values({ id, kind: 'pdf', mimeType: 'application/pdf', size: 10, textStatus: 'pending' });
    const families = await scrape();
    expect(valueOf(families, 'prepshelf_pdf_text_files', { status: 'pending' })).toBe(1);
    expect(valueOf(families, 'prepshelf_sessions_live')).toBeGreaterThanOrEqual(3);
  });
});
