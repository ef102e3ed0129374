import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { REGISTRATIONS_PER_ADDRESS_HOUR } from './auth.routes.ts';

/** The 6-digit code in a raw message as the SMTP receiver got it (quoted-printable keeps digits). */
function codeIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '');
  const code = /\b(\d{6})\b/.exec(
    text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

describe('account mail through a real SMTP server', () => {
  let receiver: SmtpReceiver;
  let t: TestApp;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    t = await createTestApp({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'PrepShelf <no-reply@college.example.edu>' } });
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it('delivers the verification code, which then verifies the account', async () => {
    const email = 'smtp.student@college.example.edu';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { Username: 'Meera', Email: email, Password: 'a good password', ConfirmPassword: 'a good password' },
    });
    expect(registered.statusCode).toBe(201);
    await t.app.mail.worker.runOnce();
    const mails = receiver.messages.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.from).toBe('no-reply@college.example.edu');

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verfyemail',
      payload: { Email: email, VerificationCode: codeIn(mails[0]!.raw) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('keeps a reset code mail while the SMTP server is down and delivers it once when it is back', async () => {
    const email = 'smtp.reset@college.example.edu';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { Username: 'Kabir', Email: email, Password: 'a good password', ConfirmPassword: 'a good password' },
    });
    await t.app.mail.worker.runOnce();

    await receiver.stop();
    const requested = await t.app.inject({ method: 'POST', url: '/api/auth/sendResetCode', payload: { Email: email } });
    expect(requested.statusCode).toBe(200);
    await t.app.auth.whenIdle();
    const failedRun = await t.app.mail.worker.runOnce();
    expect(failedRun.sent).toBe(0);
    expect(failedRun.retried).toBeGreaterThan(0);

    await receiver.start();
    t.clock.advance(60 * 60 * 1000);
    await t.app.mail.worker.runOnce();
    await t.app.mail.worker.runOnce();
    const resetMails = receiver.messages.filter((mail) => mail.to.includes(email) && /reset/i.test(mail.subject));
    expect(resetMails).toHaveLength(1);

    // The code is an hour old now, past its ten minutes: it must be refused, and a new one works.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: {
        Email: email,
        ForgotPasswordCode: codeIn(resetMails[0]!.raw),
        NewPassword: 'a newer password',
        ConfirmNewPassword: 'a newer password',
      },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('rate limits shared through Redis', () => {
  it('counts requests from one address across two server instances', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    const address = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    try {
      const register = (t: TestApp) =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: address, payload: {} });
      for (let i = 0; i < REGISTRATIONS_PER_ADDRESS_HOUR; i += 1) {
        expect((await register(i % 2 === 0 ? first : second)).statusCode).toBe(400);
      }
      const limited = await register(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
