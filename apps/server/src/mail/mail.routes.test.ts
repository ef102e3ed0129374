import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness?.close();
});

/** `url` with the app's mailbox key added to its query. */
function withKey(app: FastifyInstance, url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}key=${app.devMailbox?.key ?? ''}`;
}

interface MailboxJson {
  success: boolean;
  mails: { id: string; to: string; from: string; subject: string; text: string; html: string; createdAt: string }[];
}

describe('the dev mailbox', () => {
  it('receives queued mail when SMTP_URL is unset and shows it newest first, codes included', async () => {
    const { mail } = harness.app;
    await harness.database.db.transaction(async (tx) => {
      await mail.queueVerificationMail(tx, { email: 'first@example.com', code: '111222' });
    });
    await mail.worker.runOnce();
    await mail.queuePasswordResetMail(harness.database.db, { email: 'second@example.com', code: '333444' });
    await mail.worker.runOnce();

    const response = await harness.app.inject({ method: 'GET', url: withKey(harness.app, '/dev/mailbox.json') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<MailboxJson>();
    expect(body.success).toBe(true);
    expect(body.mails.map((stored) => stored.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(body.mails[0]?.text).toContain('333444');
    expect(body.mails[1]?.text).toContain('111222');
    expect(body.mails[1]?.from).toBe(harness.config.mailFrom);

    const filtered = await harness.app.inject({
      method: 'GET',
      url: withKey(harness.app, '/dev/mailbox.json?to=FIRST@example.com'),
    });
    expect(filtered.json<MailboxJson>().mails.map((stored) => stored.to)).toEqual(['first@example.com']);

    const page = await harness.app.inject({ method: 'GET', url: withKey(harness.app, '/dev/mailbox') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('333444');
    expect(page.body.indexOf('second@example.com')).toBeLessThan(page.body.indexOf('first@example.com'));
    expect(page.body).not.toContain('<script');
  });

  it('escapes what it shows, so a hostile mail cannot run in the page', async () => {
    const { mail } = harness.app;
    await mail.queueSupportMail(harness.database.db, {
      name: '<script>alert(1)</script>',
      email: 'evil"@example.com',
      subject: '<img src=x onerror=alert(2)>',
      body: '</pre><script>alert(3)</script>',
    });
    await mail.worker.runOnce();

    const page = await harness.app.inject({ method: 'GET', url: withKey(harness.app, '/dev/mailbox') });
    expect(page.body).not.toContain('<script>');
    expect(page.body).not.toContain('<img');
    expect(page.body).not.toContain('</pre><script>');
    expect(page.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(page.body).toContain('&lt;/pre&gt;&lt;script&gt;alert(3)&lt;/script&gt;');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers only on this machine', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: withKey(harness.app, url),
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.devMailboxLocalOnly });
    }
  });

  it('refuses a loopback request that came through a proxy (any forwarding header), even with TRUST_PROXY and the key', async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      for (const headers of [
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-host': 'localhost' },
        { 'x-forwarded-proto': 'https' },
        { forwarded: 'for=127.0.0.1' },
        { 'x-real-ip': '127.0.0.1' },
        { 'x-client-ip': '127.0.0.1' },
        { 'CF-Connecting-IP': '127.0.0.1' },
        { 'True-Client-IP': '127.0.0.1' },
        { Via: '1.1 proxy.example.edu' },
        { 'Fastly-Client-IP': '127.0.0.1' },
        { 'X-Cluster-Client-IP': '127.0.0.1' },
        { 'X-Original-Forwarded-For': '127.0.0.1' },
      ]) {
        for (const app of [harness.app, behindProxy.app]) {
          for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
            const response = await app.inject({ method: 'GET', url: withKey(app, url), headers });
            expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
            expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.devMailboxLocalOnly });
          }
        }
      }
      expect(
        (await behindProxy.app.inject({ method: 'GET', url: withKey(behindProxy.app, '/dev/mailbox.json') }))
          .statusCode,
      ).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers only with the key made at start (a same-host proxy that adds no header gets nothing without it)', async () => {
    const { devMailbox } = harness.app;
    expect(devMailbox?.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(devMailbox?.link).toBe(`${harness.config.publicUrl}/dev/mailbox?key=${devMailbox?.key}`);
    const key = devMailbox?.key ?? '';
    const wrongKeys = [
      '',
      'x',
      key.slice(0, -1),
      `${key}x`,
      key.toUpperCase() === key ? key.toLowerCase() : key.toUpperCase(),
    ];
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      for (const query of ['', ...wrongKeys.map((wrong) => `?key=${encodeURIComponent(wrong)}`)]) {
        const response = await harness.app.inject({ method: 'GET', url: `${url}${query}` });
        expect(response.statusCode, `${url}${query}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: OPERATIONS_MESSAGES.devMailboxKeyNeeded });
      }
      expect((await harness.app.inject({ method: 'GET', url: withKey(harness.app, url) })).statusCode).toBe(200);
    }
    // The page's own link to the JSON carries the key.
    const page = await harness.app.inject({ method: 'GET', url: withKey(harness.app, '/dev/mailbox') });
    expect(page.body).toContain(`href="/dev/mailbox.json?key=${key}"`);
  });

  it('writes its key, new at each start, to $DATA_DIR/mailbox/key readable by its owner alone', async () => {
    const keyFile = path.join(harness.dataDir, 'mailbox', 'key');
    expect(harness.app.devMailbox?.keyFile).toBe(keyFile);
    expect(await readFile(keyFile, 'utf8')).toBe(`${harness.app.devMailbox?.key}\n`);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const other = await createTestApp();
    try {
      expect(other.app.devMailbox?.key).toEqual(expect.any(String));
      expect(other.app.devMailbox?.key).not.toBe(harness.app.devMailbox?.key);
    } finally {
      await other.close();
    }
  });

  it('is off with NODE_ENV=production, though mail is kept on disk', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(production.app.mail.devMailbox).toBeDefined();
      expect(production.app.devMailbox).toBeUndefined();
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });

  it('does not exist when SMTP_URL is set', async () => {
    const withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect(withSmtp.app.mail.devMailbox).toBeUndefined();
      expect(withSmtp.app.devMailbox).toBeUndefined();
      for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
        const response = await withSmtp.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await withSmtp.close();
    }
  });

  it('is filled by the running app on its own once a transaction that queued mail is followed by notify()', async () => {
    const running = await createTestApp({ startWorkers: true });
    try {
      expect(running.app.mail.worker.isRunning).toBe(true);
      await running.database.db.transaction(async (tx) => {
        await running.app.mail.queueVerificationMail(tx, { email: 'auto@example.com', code: '777888' });
      });
      running.app.mail.notify();
      const deadline = Date.now() + 5_000;
      let mails: MailboxJson['mails'] = [];
      while (mails.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        mails = (
          await running.app.inject({ method: 'GET', url: withKey(running.app, '/dev/mailbox.json') })
        ).json<MailboxJson>().mails;
      }
      expect(mails.map((stored) => stored.to)).toEqual(['auto@example.com']);
      expect(mails[0]?.text).toContain('777888');
    } finally {
      await running.close();
    }
    expect(running.app.mail.worker.isRunning).toBe(false);
  });

  it('is left out of the API description', async () => {
    const spec = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths)).not.toContain('/dev/mailbox');
  });
});
