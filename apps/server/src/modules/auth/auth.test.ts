import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@prepshelf/contract';
import { authCodes, mailOutbox, sessions, supportMessages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { latestMailTo } from '../../../test/support/mail.ts';

let t: TestApp;
let ipCounter = 1;
/** Each test speaks from its own address so per-address limits of one test do not leak into another. */
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SUPPORT_EMAIL: 'help@college.example.edu' } });
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string, ip = '10.9.9.9') {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { AuthToken: token } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
}

async function latestMailAfterAnswer(address: string) {
  // Codes requested through sendResetCode/resendVerificationCode are mailed after the answer.
  await t.app.auth.whenIdle();
  return latestMailTo(t, address);
}

async function codeFromLatestMail(address: string): Promise<string> {
  const mail = await latestMailAfterAnswer(address);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest mail to ${address}`);
  return code;
}

let userCounter = 0;
async function registerUser(password = 'correct horse battery') {
  userCounter += 1;
  const email = `student${userCounter}.${Date.now()}@college.example.edu`;
  const response = await call(
    'POST',
    '/api/auth/register',
    { Username: `Student ${userCounter}`, Email: email, Password: password, ConfirmPassword: password },
    undefined,
    nextIp(),
  );
  expect(response.status).toBe(201);
  return { email, password };
}

/** A Student who registered and entered the mailed code, as the web app's flow does. */
async function registerVerifiedUser(password = 'correct horse battery') {
  const account = await registerUser(password);
  const code = await codeFromLatestMail(account.email);
  const verified = await call('POST', '/api/auth/verfyemail', { Email: account.email, VerificationCode: code });
  expect(verified.status).toBe(200);
  return account;
}

async function login(email: string, password: string) {
  const response = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
  expect(response.status).toBe(200);
  return response.body.token as string;
}

const SECRET_KEYS = /password|hash|code|token_hash|codeHash/i;
function expectNoSecrets(value: unknown, path = ''): void {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key !== 'token') expect(`${path}.${key}`).not.toMatch(SECRET_KEYS);
      expectNoSecrets(inner, `${path}.${key}`);
    }
  }
}

describe('registration', () => {
  it('creates an unverified Student, mails a 6-digit code, and keeps only a hash of it', async () => {
    const email = 'new.student@College.Example.EDU';
    const response = await call('POST', '/api/auth/register', {
      Username: '  Asha  ',
      Email: `  ${email} `,
      Password: 'a long password',
      ConfirmPassword: 'a long password',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: AUTH_MESSAGES.registered,
      user: { Email: 'new.student@college.example.edu' },
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'new.student@college.example.edu'));
    expect(user).toMatchObject({ username: 'Asha', role: 'Student', status: 'active', isVerified: false });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.publicId).toMatch(/^PS-[0-9A-Z]{10}$/);

    const code = await codeFromLatestMail('new.student@college.example.edu');
    const [stored] = await t.database.db.select().from(authCodes).where(eq(authCodes.userId, user!.id));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('refuses different passwords with the spec message', async () => {
    const response = await call('POST', '/api/auth/register', {
      Username: 'A',
      Email: 'mismatch@college.example.edu',
      Password: 'first password',
      ConfirmPassword: 'second password',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, message: 'Password & Confirm Password must be same !' },
    });
  });

  it.each([
    [{ Username: 'A', Email: 'short@college.example.edu', Password: 'short', ConfirmPassword: 'short' }, /at least 8/],
    [
      { Username: 'A', Email: 'long@college.example.edu', Password: 'x'.repeat(129), ConfirmPassword: 'x'.repeat(129) },
      /at most 128/,
    ],
    [{ Username: 'A', Email: 'not an email', Password: 'long enough', ConfirmPassword: 'long enough' }, /valid e-mail/],
    [{ Email: 'nouser@college.example.edu', Password: 'long enough', ConfirmPassword: 'long enough' }, /Username/],
  ])('refuses invalid input %# with a readable 400', async (body, message) => {
    const response = await call('POST', '/api/auth/register', body, undefined, nextIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
  });

  it('answers a second registration of the same e-mail exactly like the first and tells the owner by mail', async () => {
    const { email } = await registerUser();
    const before = await t.database.db.select().from(users).where(eq(users.email, email));
    const again = await call(
      'POST',
      '/api/auth/register',
      {
        Username: 'Intruder',
        Email: email.toUpperCase(),
        Password: 'another password',
        ConfirmPassword: 'another password',
      },
      undefined,
      nextIp(),
    );
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ success: true, message: AUTH_MESSAGES.registered, user: { Email: email } });
    const after = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after).toHaveLength(1);
    expect(after[0]?.passwordHash).toBe(before[0]?.passwordHash);
    const mail = await latestMailAfterAnswer(email);
    expect(mail?.kind).toBe('account_exists');
  });
});

describe('login and sessions', () => {
  it('logs in with the e-mail in any case and answers the contract shape with no secrets', async () => {
    const { email, password } = await registerVerifiedUser();
    const response = await call('POST', '/api/auth/login', { Email: ` ${email.toUpperCase()} `, Password: password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: "You're now logged in !",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { Email: email, Role: 'Student', PrepShelfUserId: expect.stringMatching(/^PS-/), Profile: '' },
    });
    expectNoSecrets(response.body);

    const me = await call('GET', '/api/auth/getUser', undefined, response.body.token as string);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ Email: email, isVerified: true });
    expectNoSecrets(me.body);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await registerVerifiedUser();
    const wrong = await call(
      'POST',
      '/api/auth/login',
      { Email: email, Password: 'not the password' },
      undefined,
      nextIp(),
    );
    const unknown = await call(
      'POST',
      '/api/auth/login',
      { Email: 'nobody@college.example.edu', Password: 'not the password' },
      undefined,
      nextIp(),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ success: false, message: AUTH_MESSAGES.invalidCredentials });
  });

  it('refuses missing, "null", unknown and ended sessions', async () => {
    expect((await call('GET', '/api/auth/getUser')).status).toBe(401);
    expect((await call('GET', '/api/auth/getUser', undefined, 'null')).status).toBe(401);
    const unknown = await call('GET', '/api/auth/getUser', undefined, 'x'.repeat(43));
    expect(unknown).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.sessionExpired } });

    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    const other = await login(email, password);
    const out = await call('POST', '/api/auth/logout', undefined, token);
    expect(out).toMatchObject({ status: 200, body: { success: true } });
    expect((await call('GET', '/api/auth/getUser', undefined, token)).status).toBe(401);
    expect((await call('GET', '/api/auth/getUser', undefined, other)).status).toBe(200);
  });

  it('stores only a digest of the session token', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(token);
  });

  it('ends sessions after their lifetime', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await call('GET', '/api/auth/getUser', undefined, token)).status).toBe(401);
  });

  it('refuses the right password before the e-mail is verified: 403 with needsVerification, no token, a fresh code at most once a minute', async () => {
    const { email, password } = await registerUser();
    const firstCode = await codeFromLatestMail(email);
    const refused = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
    expect(refused).toMatchObject({
      status: 403,
      body: { success: false, message: AUTH_MESSAGES.needsVerification, needsVerification: true },
    });
    expect(refused.body).not.toHaveProperty('token');
    // The registration mail went out less than a minute ago: no second code yet.
    expect(await codeFromLatestMail(email)).toBe(firstCode);

    t.clock.advance(61_000);
    const again = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
    expect(again.status).toBe(403);
    const freshCode = await codeFromLatestMail(email);
    expect(freshCode).not.toBe(firstCode);
    expect((await latestMailAfterAnswer(email))?.kind).toBe('verify_email');

    // A wrong password still answers like any wrong password: the rule reveals nothing without it.
    const wrong = await call(
      'POST',
      '/api/auth/login',
      { Email: email, Password: 'not the password' },
      undefined,
      nextIp(),
    );
    expect(wrong).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });

    const verified = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: freshCode });
    expect(verified.status).toBe(200);
    expect(typeof (await login(email, password))).toBe('string');
  });

  it('does not honour a session of an account that is not verified', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    // As a session opened before verification was required would be.
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.email, email));
    await t.app.changeFeed.sync();
    expect((await call('GET', '/api/auth/getUser', undefined, token)).status).toBe(401);
  });

  it('refuses a blocked user at login and their open sessions', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    expect((await call('GET', '/api/auth/getUser', undefined, token)).status).toBe(401);
    const response = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
    expect(response).toMatchObject({ status: 403, body: { success: false, message: AUTH_MESSAGES.blocked } });
  });

  it('answers 429 with Retry-After after 10 failed logins for one account from one address in 15 minutes; another address still logs in', async () => {
    const { email, password } = await registerVerifiedUser();
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const response = await call('POST', '/api/auth/login', { Email: email, Password: `wrong ${i}` }, undefined, ip);
      expect(response.status).toBe(401);
    }
    const blocked = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, message: AUTH_MESSAGES.tooManyLogins });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Ten failures from one address do not lock the account for everyone (contract §3).
    expect(
      (await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp())).status,
    ).toBe(200);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, ip)).status).toBe(
      200,
    );
  });

  it('checks at most 10 passwords of 20 parallel wrong logins for one account from one address', async () => {
    const { email, password } = await registerVerifiedUser();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/auth/login', { Email: email, Password: `wrong ${i}` }, undefined, ip),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const rightNow = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, ip);
    expect(rightNow.status).toBe(429);
  });

  it('checks at most 50 passwords of 60 parallel wrong logins for one account from 60 addresses', async () => {
    const { email, password } = await registerVerifiedUser();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call('POST', '/api/auth/login', { Email: email, Password: `wrong ${i}` }, undefined, nextIp()),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const rightNow = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
    expect(rightNow.status).toBe(429);
  });

  it('limits failed logins per address (300 in 15 minutes, any account); successful ones do not count', async () => {
    const ip = nextIp();
    const { email, password } = await registerVerifiedUser();
    for (let i = 0; i < 20; i += 1) {
      expect((await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, ip)).status).toBe(
        200,
      );
    }
    // In batches, as a script would send them: 300 at once only measure the pool's wait on a busy machine.
    const statuses: number[] = [];
    for (let batch = 0; batch < 300; batch += 25) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          call('POST', '/api/auth/login', { Email: `x${batch + i}@college.example.edu`, Password: 'w' }, undefined, ip),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toEqual(Array.from({ length: 300 }, () => 401));
    const next = await call(
      'POST',
      '/api/auth/login',
      { Email: 'y@college.example.edu', Password: 'x' },
      undefined,
      ip,
    );
    expect(next.status).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed code once, then answers like a wrong code, as for an unknown address', async () => {
    const { email } = await registerUser();
    const code = await codeFromLatestMail(email);
    const verified = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    expect(verified).toMatchObject({ status: 200, body: { success: true, message: 'Email verified successfully!' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.isVerified).toBe(true);
    const again = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    const unknown = await call('POST', '/api/auth/verfyemail', {
      Email: 'nobody@college.example.edu',
      VerificationCode: code,
    });
    expect(again).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeInvalid } });
    expect(again.body).toEqual(unknown.body);
  });

  it('accepts the code as a number, as older clients send it', async () => {
    const { email } = await registerUser();
    const code = await codeFromLatestMail(email);
    const verified = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: Number(code) });
    expect(verified.status).toBe(200);
  });

  it('refuses a code after ten minutes', async () => {
    const { email } = await registerUser();
    const code = await codeFromLatestMail(email);
    t.clock.advance(10 * 60 * 1000 + 1);
    const response = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    expect(response).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeInvalid } });
  });

  it('kills a code after five wrong tries, even for the right code afterwards', async () => {
    const { email } = await registerUser();
    const code = await codeFromLatestMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push(
        (await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: wrong })).body.message,
      );
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(AUTH_MESSAGES.codeInvalid));
    expect(messages[4]).toBe(AUTH_MESSAGES.codeDead);
    const right = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    expect(right).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeDead } });
  });

  it('counts parallel guesses against the same limit', async () => {
    const { email } = await registerUser();
    const code = await codeFromLatestMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 12 }, () => call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: wrong })),
    );
    const right = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    expect(right.status).toBe(400);
  });

  it('replaces the code on resend, at most once a minute, answering the same for unknown e-mails', async () => {
    const { email } = await registerUser();
    const first = await codeFromLatestMail(email);
    const tooSoon = await call('POST', '/api/auth/resendVerificationCode', { Email: email });
    const unknown = await call('POST', '/api/auth/resendVerificationCode', { Email: 'ghost@college.example.edu' });
    expect(tooSoon.body).toEqual(unknown.body);
    expect(await codeFromLatestMail(email)).toBe(first);

    t.clock.advance(61 * 1000);
    const resent = await call('POST', '/api/auth/resendVerificationCode', { Email: email });
    expect(resent.status).toBe(200);
    const second = await codeFromLatestMail(email);
    if (second !== first) {
      const old = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: first });
      expect(old.status).toBe(400);
    }
    expect((await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: second })).status).toBe(200);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const response = await call('POST', '/api/auth/verfyemail', {
      Email: 'ghost@college.example.edu',
      VerificationCode: '123456',
    });
    expect(response).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeInvalid } });
  });
});

describe('password reset', () => {
  it('answers the same for registered and unknown e-mails, mailing only the registered one', async () => {
    const { email } = await registerUser();
    const mailsBefore = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ghost@college.example.edu'));
    const known = await call('POST', '/api/auth/sendResetCode', { Email: email });
    const unknown = await call('POST', '/api/auth/sendResetCode', { Email: 'ghost@college.example.edu' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect((await latestMailAfterAnswer(email))?.kind).toBe('reset_password');
    const mailsAfter = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'ghost@college.example.edu'));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
  });

  it('sets the new password with the code once, ends every session and verifies the address', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    // As an account that registered but never entered its code: the reset code proves the mailbox too.
    await t.database.db.update(users).set({ isVerified: false }).where(eq(users.email, email));
    await t.app.changeFeed.sync();
    await call('POST', '/api/auth/sendResetCode', { Email: email });
    const code = await codeFromLatestMail(email);

    const mismatch = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: code,
      NewPassword: 'brand new password',
      ConfirmNewPassword: 'other new password',
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'NewPassword and ConfirmPassword do not match!' } });

    const reset = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: code,
      NewPassword: 'brand new password',
      ConfirmNewPassword: 'brand new password',
    });
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: 'Password reset successfully !' } });
    expect((await call('GET', '/api/auth/getUser', undefined, token)).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp())).status,
    ).toBe(401);
    const newToken = await login(email, 'brand new password');
    expect((await call('GET', '/api/auth/getUser', undefined, newToken)).body.user).toMatchObject({ isVerified: true });

    const reused = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: code,
      NewPassword: 'third new password',
      ConfirmNewPassword: 'third new password',
    });
    expect(reused).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeInvalid } });
  });

  it('a reset code mailed before the account was blocked cannot change its password', async () => {
    const { email, password } = await registerVerifiedUser();
    await call('POST', '/api/auth/sendResetCode', { Email: email });
    const code = await codeFromLatestMail(email);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    const [before] = await t.database.db.select().from(users).where(eq(users.email, email));
    const reset = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: code,
      NewPassword: 'taken over password',
      ConfirmNewPassword: 'taken over password',
    });
    expect(reset).toMatchObject({ status: 400, body: { success: false, message: AUTH_MESSAGES.codeInvalid } });
    const [after] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    // Unblocked again, the old password still works.
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, email));
    expect(
      (await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp())).status,
    ).toBe(200);
  });

  it('does not accept a verification code as a reset code', async () => {
    const { email } = await registerUser();
    const verificationCode = await codeFromLatestMail(email);
    const response = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: verificationCode,
      NewPassword: 'brand new password',
      ConfirmNewPassword: 'brand new password',
    });
    expect(response.status).toBe(400);
  });
});

describe('support', () => {
  it('needs a login', async () => {
    const response = await call('POST', '/api/auth/support', { name: 'A', email: 'a@b.co', subject: 'S', body: 'B' });
    expect(response.status).toBe(401);
  });

  it('stores the message and mails it to SUPPORT_EMAIL with the user text escaped', async () => {
    const { email, password } = await registerVerifiedUser();
    const token = await login(email, password);
    const response = await call(
      'POST',
      '/api/auth/support',
      {
        name: 'Ravi <b>',
        email,
        subject: 'Help\r\nBcc: everyone@example.com',
        body: '<script>alert(1)</script> & more',
      },
      token,
    );
    expect(response).toMatchObject({
      status: 200,
      body: { success: true, message: 'Successfully send your message!' },
    });
    const stored = await t.database.db.select().from(supportMessages).where(eq(supportMessages.email, email));
    expect(stored).toHaveLength(1);
    const mail = await latestMailAfterAnswer('help@college.example.edu');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });
});

describe('Google sign-in when not configured', () => {
  it('says it is not available instead of failing', async () => {
    const providers = await call('GET', '/api/auth/providers');
    expect(providers.body).toEqual({ success: true, google: { isEnabled: false } });
    const attempt = await call('GET', '/api/auth/google?code=abc');
    expect(attempt).toMatchObject({ status: 503, body: { success: false, message: AUTH_MESSAGES.googleUnavailable } });
    expect((await call('GET', '/api/auth/google/start')).status).toBe(503);
  });
});

describe('the first Admin', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD once, verified', async () => {
    const env = { ADMIN_EMAIL: 'Head@College.Example.edu', ADMIN_PASSWORD: 'admin password here' };
    const first = await createTestApp({ env });
    try {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { Email: 'head@college.example.edu', Password: 'admin password here' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { Role: 'Admin', isVerified: true } });
      expect(await first.app.auth.ensureAdmin({ email: env.ADMIN_EMAIL, password: 'another password' })).toBe(false);
      const admins = await first.database.db.select().from(users).where(eq(users.role, 'Admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await first.close();
    }
  });
});

describe('signed in after proving the address', () => {
  it('verifying the e-mail answers a session and a device token as login does; the old fields stay', async () => {
    const { email, password } = await registerUser();
    const code = await codeFromLatestMail(email);
    const verified = await call(
      'POST',
      '/api/auth/verfyemail',
      { Email: email, VerificationCode: code },
      undefined,
      nextIp(),
    );
    expect(verified).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Email verified successfully!',
        token: expect.any(String),
        deviceToken: expect.any(String),
        user: { Email: email, Role: 'Student', isVerified: true },
      },
    });
    expectNoSecrets(verified.body.user);
    const me = await call('GET', '/api/auth/getUser', undefined, verified.body.token as string);
    expect(me).toMatchObject({ status: 200, body: { user: { Email: email } } });
    // The device token is one a login honours.
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1)
      await call('POST', '/api/auth/login', { Email: email, Password: 'wrong one!' }, undefined, ip);
    const withDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextIp(),
      headers: { DeviceToken: verified.body.deviceToken as string },
      payload: { Email: email, Password: password },
    });
    expect(withDevice.statusCode).toBe(200);
  });

  it('a blocked account is verified but gets no session, and its login says it is blocked', async () => {
    const { email, password } = await registerUser();
    const code = await codeFromLatestMail(email);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, email));
    await t.app.changeFeed.sync();
    const verified = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code });
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    expect(verified.body).not.toHaveProperty('token');
    expect(verified.body).not.toHaveProperty('deviceToken');
    const rows = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    const refused = await call('POST', '/api/auth/login', { Email: email, Password: password }, undefined, nextIp());
    expect(refused).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.blocked } });
  });

  it('resetting the password ends the other sessions and answers a new one', async () => {
    const { email, password } = await registerVerifiedUser();
    const oldToken = await login(email, password);
    await call('POST', '/api/auth/sendResetCode', { Email: email });
    const code = await codeFromLatestMail(email);
    const reset = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: code,
      NewPassword: 'brand new password',
      ConfirmNewPassword: 'brand new password',
    });
    expect(reset).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Password reset successfully !',
        token: expect.any(String),
        user: { Email: email },
      },
    });
    expect((await call('GET', '/api/auth/getUser', undefined, oldToken)).status).toBe(401);
    expect((await call('GET', '/api/auth/getUser', undefined, reset.body.token as string)).status).toBe(200);
  });

  it('a wrong code signs nobody in', async () => {
    const { email } = await registerUser();
    const wrong = await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).not.toHaveProperty('token');
    const badReset = await call('POST', '/api/auth/resetPassword', {
      Email: email,
      ForgotPasswordCode: '000000',
      NewPassword: 'brand new password',
      ConfirmNewPassword: 'brand new password',
    });
    expect(badReset.status).toBe(400);
    expect(badReset.body).not.toHaveProperty('token');
  });
});
