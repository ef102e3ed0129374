import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, STUDENT_IMPORT_MESSAGES } from '@prepshelf/contract';
import { authCodes, mailOutbox, setPasswordTokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';
import { latestMailTo } from '../../../test/support/mail.ts';

/** Issue 35: codes that tell no accounts apart (#2), codes and links revoked (#5), no blocked-account oracle (#8). */
let t: TestApp;
let admin: Account;
let ipCounter = 1;
const nextIp = () => `10.36.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const tag = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInAccount(t, 'Admin', 'Hardening Admin');
});
afterAll(async () => {
  await t.close();
});

async function call(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function codeMailedTo(email: string, kind: string): Promise<string> {
  await t.app.auth.whenIdle();
  const mail = await latestMailTo(t, email, kind);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no ${kind} code mailed to ${email}`);
  return code;
}

/** A verified Student with a password, logged in. */
async function student(): Promise<Account> {
  return createLoggedInAccount(t, 'Student', `Hardening ${tag()}`);
}

async function registerUnverified(): Promise<{ email: string; code: string }> {
  const email = `unverified.${tag()}@college.example.edu`;
  const password = 'an unverified password';
  await call('POST', '/api/auth/register', {
    Username: 'U',
    Email: email,
    Password: password,
    ConfirmPassword: password,
  });
  return { email, code: await codeMailedTo(email, 'verify_email') };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const resetWith = (Email: string, code: string, NewPassword = 'a brand new password') =>
  call('POST', '/api/auth/resetPassword', {
    Email,
    ForgotPasswordCode: code,
    NewPassword,
    ConfirmNewPassword: NewPassword,
  });

async function answersOf(send: () => Promise<{ status: number; body: Record<string, unknown> }>, times: number) {
  const answers: { status: number; body: Record<string, unknown> }[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await send());
  return answers;
}

describe('wrong codes tell no accounts apart (#2)', () => {
  it('resetPassword answers an unknown address exactly like an account with a live code, try for try', async () => {
    const real = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: real.email });
    await call('POST', '/api/auth/sendResetCode', { Email: 'nobody.reset@college.example.edu' });
    const code = await codeMailedTo(real.email, 'reset_password');
    const ofReal = await answersOf(() => resetWith(real.email, wrongFor(code)), 6);
    const ofUnknown = await answersOf(() => resetWith('nobody.reset@college.example.edu', wrongFor(code)), 6);
    const ofNeverAsked = await answersOf(() => resetWith('never.asked@college.example.edu', wrongFor(code)), 6);
    const expected = [
      ...Array(4).fill({ status: 400, body: { success: false, message: AUTH_MESSAGES.codeInvalid } }),
      ...Array(2).fill({ status: 400, body: { success: false, message: AUTH_MESSAGES.codeDead } }),
    ];
    expect(ofReal).toEqual(expected);
    expect(ofUnknown).toEqual(expected);
    expect(ofNeverAsked).toEqual(expected);
    // The real code died with the fifth wrong try; a new request starts afresh for every address.
    expect((await resetWith(real.email, code)).body.message).toBe(AUTH_MESSAGES.codeDead);
    t.clock.advance(61_000);
    await call('POST', '/api/auth/sendResetCode', { Email: real.email });
    await call('POST', '/api/auth/sendResetCode', { Email: 'nobody.reset@college.example.edu' });
    // The requests are granted after their answers.
    await t.app.auth.whenIdle();
    expect((await resetWith('nobody.reset@college.example.edu', '123456')).body.message).toBe(
      AUTH_MESSAGES.codeInvalid,
    );
    expect((await resetWith(real.email, await codeMailedTo(real.email, 'reset_password'))).status).toBe(200);
  });

  it('verfyemail answers an unknown and a verified address exactly like an unverified account, try for try', async () => {
    const unverified = await registerUnverified();
    const verified = await student();
    const verify = (Email: string, VerificationCode: string) =>
      call('POST', '/api/auth/verfyemail', { Email, VerificationCode });
    const wrong = wrongFor(unverified.code);
    const ofUnverified = await answersOf(() => verify(unverified.email, wrong), 6);
    const ofVerified = await answersOf(() => verify(verified.email, wrong), 6);
    const ofUnknown = await answersOf(() => verify('nobody.verify@college.example.edu', wrong), 6);
    expect(ofUnverified.map((answer) => answer.body.message)).toEqual([
      ...Array(4).fill(AUTH_MESSAGES.codeInvalid),
      ...Array(2).fill(AUTH_MESSAGES.codeDead),
    ]);
    expect(ofVerified).toEqual(ofUnverified);
    expect(ofUnknown).toEqual(ofUnverified);
    expect((await verify(unverified.email, unverified.code)).body.message).toBe(AUTH_MESSAGES.codeDead);
  });
});

describe('code mails per target address', () => {
  it('requests for an address before it has an account do not keep its first code from it', async () => {
    const email = `early.${tag()}@college.example.edu`;
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(61_000);
      await call('POST', '/api/auth/resendVerificationCode', { Email: email });
      await call('POST', '/api/auth/sendResetCode', { Email: email });
      await t.app.auth.whenIdle();
    }
    const password = 'registered at last';
    const registered = await call('POST', '/api/auth/register', {
      Username: 'Early',
      Email: email,
      Password: password,
      ConfirmPassword: password,
    });
    expect(registered.status).toBe(201);
    const code = await codeMailedTo(email, 'verify_email');
    expect((await call('POST', '/api/auth/verfyemail', { Email: email, VerificationCode: code })).status).toBe(200);
  });
  it('e-mail change codes count against the target address too: at most 5 an hour, whoever asks', async () => {
    const target = `target.${tag()}@college.example.edu`;
    const askers = [await student(), await student()];
    for (let i = 0; i < 8; i += 1) {
      t.clock.advance(61_000);
      const asker = askers[i % 2]!;
      const asked = await call(
        'POST',
        '/api/account/email',
        { NewEmail: target, CurrentPassword: asker.password },
        asker.headers,
      );
      expect(asked.status).toBe(200);
    }
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, target));
    expect(mails).toHaveLength(5);
  });
});

describe('codes and links revoked (#5)', () => {
  it('an invite mailed to a mistyped address stops working when an Admin corrects the address', async () => {
    const typo = `invitee.${tag()}@colege.example.edu`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/content/importStudents',
      headers: admin.headers,
      payload: { csv: `Username,Email,Status\r\nInvitee,${typo},` },
    });
    expect(imported.statusCode).toBe(200);
    await t.app.auth.whenIdle();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, typo));
    const token = /set-password#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, typo));

    const corrected = await call(
      'PUT',
      `/api/content/updateStudent/${user!.id}`,
      { Username: 'Invitee', Email: typo.replace('colege', 'college') },
      admin.headers,
    );
    expect(corrected.status).toBe(200);
    const used = await call('POST', '/api/auth/setPassword', {
      token,
      NewPassword: 'the mistyped one chose',
      ConfirmNewPassword: 'the mistyped one chose',
    });
    expect(used).toMatchObject({ status: 400, body: { message: STUDENT_IMPORT_MESSAGES.setPasswordInvalid } });
  });

  it('a reset code mailed to the old address does not work after the user moves to a new one', async () => {
    const me = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: me.email });
    const oldCode = await codeMailedTo(me.email, 'reset_password');
    const newEmail = `moved.${tag()}@college.example.edu`;
    expect(
      (await call('POST', '/api/account/email', { NewEmail: newEmail, CurrentPassword: me.password }, me.headers))
        .status,
    ).toBe(200);
    const confirmCode = await codeMailedTo(newEmail, 'change_email');
    expect((await call('POST', '/api/account/email/confirm', { Code: confirmCode }, me.headers)).status).toBe(200);
    expect((await resetWith(newEmail, oldCode)).body.message).toBe(AUTH_MESSAGES.codeInvalid);
  });

  it('a reset code mailed to the old address does not work after an Admin changes the address', async () => {
    const someone = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: someone.email });
    const oldCode = await codeMailedTo(someone.email, 'reset_password');
    const newEmail = `admin.moved.${tag()}@college.example.edu`;
    const changed = await call(
      'PUT',
      `/api/content/updateStudent/${someone.id}`,
      { Username: 'Moved', Email: newEmail },
      admin.headers,
    );
    expect(changed.status).toBe(200);
    expect((await resetWith(newEmail, oldCode)).status).toBe(400);
  });

  it('a reset code does not outlive a password change on the account page', async () => {
    const me = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: me.email });
    const code = await codeMailedTo(me.email, 'reset_password');
    const changed = await call(
      'POST',
      '/api/account/password',
      { CurrentPassword: me.password, NewPassword: 'my changed password', ConfirmNewPassword: 'my changed password' },
      me.headers,
    );
    expect(changed.status).toBe(200);
    expect((await resetWith(me.email, code)).status).toBe(400);
  });

  it('a reset code mailed before a block does not work after the unblock', async () => {
    const someone = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: someone.email });
    const code = await codeMailedTo(someone.email, 'reset_password');
    expect(
      (await call('PATCH', `/api/content/changeStudentStatus/${someone.id}`, undefined, admin.headers)).status,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/content/changeStudentStatus/${someone.id}`, undefined, admin.headers)).status,
    ).toBe(200);
    expect((await resetWith(someone.email, code)).status).toBe(400);
  });

  it('a reset, and a password set through an invite link, revoke the other pending codes and links', async () => {
    const email = `invited.${tag()}@college.example.edu`;
    await t.app.inject({
      method: 'POST',
      url: '/api/content/importStudents',
      headers: admin.headers,
      payload: { csv: `Username,Email,Status\r\nInvited,${email},` },
    });
    await t.app.auth.whenIdle();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await call('POST', '/api/auth/sendResetCode', { Email: email });
    const code = await codeMailedTo(email, 'reset_password');
    expect((await resetWith(email, code)).status).toBe(200);
    // The welcome mail's link is gone with the reset.
    expect(await t.database.db.select().from(setPasswordTokens).where(eq(setPasswordTokens.userId, user!.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(authCodes).where(eq(authCodes.userId, user!.id))).toEqual([]);
  });

  it('deleting an account removes its codes and links', async () => {
    const someone = await student();
    await call('POST', '/api/auth/sendResetCode', { Email: someone.email });
    await codeMailedTo(someone.email, 'reset_password');
    expect((await call('DELETE', `/api/content/deleteStudent/${someone.id}`, undefined, admin.headers)).status).toBe(
      200,
    );
    expect(await t.database.db.select().from(authCodes).where(eq(authCodes.userId, someone.id))).toEqual([]);
  });
});

describe('a blocked account is no password oracle (#8)', () => {
  it('answers the right and a wrong password alike', async () => {
    const someone = await student();
    expect(
      (await call('PATCH', `/api/content/changeStudentStatus/${someone.id}`, undefined, admin.headers)).status,
    ).toBe(200);
    const right = await call('POST', '/api/auth/login', { Email: someone.email, Password: someone.password });
    const wrong = await call('POST', '/api/auth/login', { Email: someone.email, Password: 'not the password' });
    expect(right).toEqual({ status: 403, body: { success: false, message: AUTH_MESSAGES.blocked } });
    expect(wrong).toEqual(right);
  });
});
