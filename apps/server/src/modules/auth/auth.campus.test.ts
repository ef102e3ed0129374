import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@prepshelf/contract';
import { deviceTokens, mailOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * A campus behind one address (issue 35, contract §3): limits that protect an account count failures
 * against it, per account and address; limits that protect the system count per target e-mail, and
 * per address only where no class reaches.
 */
let t: TestApp;
let ipCounter = 1;
const nextIp = () => `10.35.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call(
  url: string,
  body: Record<string, unknown>,
  options: { ip: string; deviceToken?: string | undefined },
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip,
    headers: options.deviceToken === undefined ? {} : { DeviceToken: options.deviceToken },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>(), headers: response.headers };
}

const login = (Email: string, Password: string, ip: string, deviceToken?: string) =>
  call('/api/auth/login', { Email, Password }, { ip, deviceToken });

/** Runs `task` for every item, `size` at a time (a class arrives over minutes, not in one instant). */
async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}

async function mailsTo(email: string, kind: 'verify_email' | 'reset_password') {
  await t.app.auth.whenIdle();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)));
}

describe('a class behind one campus address', () => {
  it('200 students register, verify and log in from one address (each mistyping the password once) with no 429', async () => {
    const campus = '203.0.113.35';
    const students = Array.from({ length: 200 }, (_, i) => ({
      email: `campus.${i}@college.example.edu`,
      password: `campus password ${i}`,
    }));
    const registered = await inBatches(students, 25, ({ email, password }) =>
      call(
        '/api/auth/register',
        { Username: 'Campus student', Email: email, Password: password, ConfirmPassword: password },
        { ip: campus },
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(Array(200).fill(201));

    const mails = await t.database.db
      .select({ to: mailOutbox.toAddress, text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'verify_email'),
          inArray(
            mailOutbox.toAddress,
            students.map((student) => student.email),
          ),
        ),
      );
    const codeOf = new Map(mails.map((mail) => [mail.to, /\b(\d{6})\b/.exec(mail.text)?.[1]]));
    const verified = await inBatches(students, 25, ({ email }) =>
      call('/api/auth/verfyemail', { Email: email, VerificationCode: codeOf.get(email) }, { ip: campus }),
    );
    expect(verified.map((answer) => answer.status)).toEqual(Array(200).fill(200));

    const mistyped = await inBatches(students, 25, ({ email }) => login(email, 'not my password', campus));
    expect(mistyped.map((answer) => answer.status)).toEqual(Array(200).fill(401));
    const loggedIn = await inBatches(students, 25, ({ email, password }) => login(email, password, campus));
    expect(loggedIn.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    // A thousand password and code hashes at the production cost: 17 s alone, over 60 s beside a full run.
  }, 300_000);

  it('students asking for codes from one address are not refused by it; each target address gets at most 5 code mails an hour', async () => {
    const campus = '203.0.113.36';
    const targets = Array.from({ length: 40 }, (_, i) => `forgot.${i}@college.example.edu`);
    const answers = await inBatches(targets, 20, (Email) => call('/api/auth/sendResetCode', { Email }, { ip: campus }));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));

    const password = 'a campus password';
    const email = 'many.codes@college.example.edu';
    await call(
      '/api/auth/register',
      { Username: 'Many codes', Email: email, Password: password, ConfirmPassword: password },
      { ip: nextIp() },
    );
    for (let i = 0; i < 8; i += 1) {
      t.clock.advance(61_000);
      // From a new address each time: the limit is the target's, not the caller's.
      expect((await call('/api/auth/resendVerificationCode', { Email: email }, { ip: nextIp() })).status).toBe(200);
      // The code is mailed after the answer: at this minute, not at the next one's.
      await t.app.auth.whenIdle();
    }
    expect(await mailsTo(email, 'verify_email')).toHaveLength(5);
    t.clock.advance(60 * 60 * 1000);
    await call('/api/auth/resendVerificationCode', { Email: email }, { ip: nextIp() });
    expect(await mailsTo(email, 'verify_email')).toHaveLength(6);
  });
});

describe('a class imported by staff', () => {
  it('sets its passwords through the welcome links from one address with no 429', async () => {
    const email = 'campus.importer@college.example.edu';
    await t.app.auth.createAccount({ role: 'Admin', email, username: 'Importer', password: 'the importer password' });
    const adminToken = (await login(email, 'the importer password', nextIp())).body.token as string;
    const emails = Array.from({ length: 60 }, (_, i) => `imported.${i}@college.example.edu`);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/content/importStudents',
      headers: { AuthToken: adminToken },
      payload: { csv: ['Username,Email,Status', ...emails.map((address) => `Imported,${address},`)].join('\r\n') },
    });
    expect(imported.statusCode).toBe(200);
    const mails = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, emails));
    const tokens = mails.map((mail) => /set-password#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]);
    expect(tokens).toHaveLength(60);
    const lab = nextIp();
    const answers = await inBatches(tokens, 10, (token) =>
      call(
        '/api/auth/setPassword',
        { token, NewPassword: 'my imported password', ConfirmNewPassword: 'my imported password' },
        { ip: lab },
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
  });
});

describe('limits of signed-in calls', () => {
  it('count per account: 70 classmates save their profiles twice from one address, and one account is still limited', async () => {
    const lab = nextIp();
    const classmates = await inBatches(
      Array.from({ length: 70 }, (_, i) => `profile.${i}@college.example.edu`),
      10,
      async (email) => {
        await t.app.auth.createAccount({ role: 'Student', email, username: 'Profile', password: 'profile password' });
        return (await login(email, 'profile password', nextIp())).body.token as string;
      },
    );
    const save = (token: string, About: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        remoteAddress: lab,
        headers: { AuthToken: token },
        payload: { About },
      });
    const saved = await inBatches(
      [...classmates, ...classmates],
      20,
      async (token) => (await save(token, 'Hi')).statusCode,
    );
    expect(saved).toEqual(Array(140).fill(200));
    const statuses: number[] = [];
    for (let i = 0; i < 59; i += 1) statuses.push((await save(classmates[0]!, `Hi ${i}`)).statusCode);
    expect(statuses.at(-2)).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password changes', () => {
  it('are limited per account, not per address: a class changes passwords from one address', async () => {
    const lab = nextIp();
    const changePassword = async (email: string, token: string, from: string, current: string, next: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/password',
          remoteAddress: from,
          headers: { AuthToken: token },
          payload: { CurrentPassword: current, NewPassword: next, ConfirmNewPassword: next },
        })
      ).statusCode;
    const classmates = await inBatches(
      Array.from({ length: 12 }, (_, i) => `lab.${i}@college.example.edu`),
      6,
      async (email) => {
        await t.app.auth.createAccount({ role: 'Student', email, username: 'Lab', password: 'first password' });
        return { email, token: (await login(email, 'first password', nextIp())).body.token as string };
      },
    );
    const changed = await inBatches(classmates, 6, ({ email, token }) =>
      changePassword(email, token, lab, 'first password', 'second password'),
    );
    expect(changed).toEqual(Array(12).fill(200));

    // One account is stopped after ten, from whichever addresses.
    const [first] = classmates;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(await changePassword(first!.email, first!.token, nextIp(), 'not it', 'third password'));
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe('device tokens', () => {
  it('the Admin, from a browser that logged in before, logs in during an attack on the account from other addresses', async () => {
    const email = 'campus.admin@college.example.edu';
    const password = 'the admin password';
    await t.app.auth.createAccount({ role: 'Admin', email, username: 'Campus Admin', password });
    const office = nextIp();
    const first = await login(email, password, office);
    expect(first.status).toBe(200);
    const deviceToken = first.body.deviceToken as string;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceToken).not.toBe(first.body.token);
    // Only a digest is kept.
    const stored = await t.database.db.select({ tokenHash: deviceTokens.tokenHash }).from(deviceTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(deviceToken);

    // The attack: wrong passwords from many addresses, a few from each (no address reaches its limit).
    const attackers = Array.from({ length: 55 }, () => nextIp());
    const attack = await inBatches(attackers, 11, (ip) => login(email, 'a guess', ip));
    expect(attack.filter((answer) => answer.status === 401)).toHaveLength(50);
    expect(attack.filter((answer) => answer.status === 429)).toHaveLength(5);

    // Every caller without the device token is refused now, the Admin's own office address too.
    const withoutToken = await login(email, password, office);
    expect(withoutToken.status).toBe(429);
    expect(Number(withoutToken.headers['retry-after'])).toBeGreaterThan(0);
    // With it, the Admin logs in, from the office or from anywhere else.
    const withToken = await login(email, password, office, deviceToken);
    expect(withToken.status).toBe(200);
    expect(withToken.body.deviceToken).toBe(deviceToken);
    expect((await login(email, password, nextIp(), deviceToken)).status).toBe(200);

    // Another account's device token, or a made-up one, does not help.
    const otherEmail = 'campus.student@college.example.edu';
    await t.app.auth.createAccount({ role: 'Student', email: otherEmail, username: 'Other', password });
    const otherToken = (await login(otherEmail, password, nextIp())).body.deviceToken as string;
    expect((await login(email, password, office, otherToken)).status).toBe(429);
    expect((await login(email, password, office, 'x'.repeat(43))).status).toBe(429);

    // The device's own failures still count: ten wrong passwords through it, and it is stopped too.
    const device = nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong ${i}`, device, deviceToken)).status).toBe(401);
    }
    const stopped = await login(email, password, nextIp(), deviceToken);
    expect(stopped).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyLogins } });
  });

  it('are described in the OpenAPI description of the login', async () => {
    const description = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { description?: string; responses: Record<string, unknown> } }>;
    }>();
    const loginRoute = description.paths['/api/auth/login']?.post;
    expect(loginRoute?.description).toMatch(/DeviceToken header/);
    expect(JSON.stringify(loginRoute?.responses['200'])).toContain('"deviceToken"');
  });

  it('a login refused because the address is not verified yet answers no device token', async () => {
    const password = 'not verified yet';
    const email = 'no.device@college.example.edu';
    await call(
      '/api/auth/register',
      { Username: 'No device', Email: email, Password: password, ConfirmPassword: password },
      { ip: nextIp() },
    );
    const refused = await login(email, password, nextIp());
    expect(refused.status).toBe(403);
    expect(refused.body).not.toHaveProperty('deviceToken');
  });
});
