import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { deferredWork } from './auth.service.ts';

/**
 * "Same work" proven structurally (issue 12 #2, #7): the SQL statements a request runs, recorded at
 * the driver, must be the same for a real account and an unknown e-mail; work that differs may only
 * run after the answer (inside `deferredWork`).
 */
let t: TestApp;
let recording: { text: string; isDeferred: boolean }[] | undefined;
// eslint-disable-next-line @typescript-eslint/unbound-method -- restored as is, called with apply
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  t = await createTestApp();
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (recording !== undefined && text !== undefined) {
      recording.push({ text: text.replace(/\s+/g, ' ').trim(), isDeferred: deferredWork.getStore() === true });
    }
    return (originalQuery as (...inner: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  await t.app.auth.createAccount({
    role: 'Student',
    email: 'real@college.example.edu',
    username: 'Real',
    password: 'a real password',
  });
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t.close();
});

/** The statements of one request, split into those on the request and those moved after it. */
async function workOf(url: string, payload: Record<string, string>) {
  recording = [];
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.60.0.1' });
  await t.app.auth.whenIdle();
  const statements = recording;
  recording = undefined;
  return {
    answer: { status: response.statusCode, body: response.body },
    onRequest: statements.filter((statement) => !statement.isDeferred).map((statement) => statement.text),
    afterAnswer: statements.filter((statement) => statement.isDeferred).map((statement) => statement.text),
  };
}

describe('the same work on the request for a real account and an unknown e-mail', () => {
  it.each(['/api/auth/sendResetCode', '/api/auth/resendVerificationCode'])('%s', async (url) => {
    if (url.endsWith('resendVerificationCode')) {
      await t.database.db.execute(`update users set is_verified = false where email = 'real@college.example.edu'`);
    }
    t.clock.advance(2 * 60 * 1000); // past the one-a-minute cooldown
    const real = await workOf(url, { Email: 'real@college.example.edu' });
    const unknown = await workOf(url, { Email: 'ghost@college.example.edu' });
    expect(real.answer).toEqual(unknown.answer);
    expect(real.onRequest).toEqual(unknown.onRequest);
    // Not vacuous: the real account's code and mail were written, after the answer.
    expect(real.afterAnswer.some((text) => /insert into "auth_codes"/i.test(text))).toBe(true);
    expect(real.afterAnswer.some((text) => /insert into "mail_outbox"/i.test(text))).toBe(true);
    // The unknown address gets no code and no mail (its request is counted like any address's).
    expect(unknown.afterAnswer.some((text) => /insert into "(auth_codes|mail_outbox)"/i.test(text))).toBe(false);
  });

  it('verfyemail of a verified address and of an unknown one', async () => {
    await t.database.db.execute(`update users set is_verified = true where email = 'real@college.example.edu'`);
    const verified = await workOf('/api/auth/verfyemail', {
      Email: 'real@college.example.edu',
      VerificationCode: '123456',
    });
    const unknown = await workOf('/api/auth/verfyemail', {
      Email: 'ghost@college.example.edu',
      VerificationCode: '123456',
    });
    expect(verified.answer).toEqual(unknown.answer);
    expect(verified.onRequest).toEqual(unknown.onRequest);
    expect(verified.onRequest.length).toBeGreaterThan(0);
  });
});
