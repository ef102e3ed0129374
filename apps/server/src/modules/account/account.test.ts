import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type AccountExport, type AccountSession } from '@prepshelf/contract';
import { auditLog, myLearning, notes, pyqs, readingProgress, supportMessages, users } from '../../db/schema/index.ts';
import { createSeeder, insertStoredFile } from '../../../test/support/content.ts';
import { latestMailTo } from '../../../test/support/mail.ts';
import { createTestApp } from '../../../test/harness.ts';
import {
  ROLE_CALLERS,
  createLoggedInAccount,
  useRoleTests,
  login,
  sessionStatus,
  type Account,
} from '../../../test/support/users.ts';

const c = useRoleTests({ Admin: 'Main Admin' });

const ROLES = ['Student', 'Instructor', 'Admin'] as const;

const userRow = async (id: string) => (await c.t.database.db.select().from(users).where(eq(users.id, id)))[0];

async function codeFromLatestMail(address: string): Promise<string> {
  const code = /^\s*(\d{6})\s*$/m.exec((await latestMailTo(c.t, address))?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the latest mail to ${address}`);
  return code;
}

const auditActions = async (userId: string) =>
  (
    await c.t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
  ).map((row) => row.action);

/** A fresh account of `role` for tests that change or end it. */
const freshAccount = (role: (typeof ROLES)[number] = 'Student', name = `Fresh ${role}`) =>
  createLoggedInAccount(c.t, role, name);

describe('who may call the account routes', () => {
  const reads = [
    ['GET', '/api/account'],
    ['GET', '/api/account/sessions'],
    ['GET', '/api/account/export'],
    ['GET', '/api/account/notifications'],
  ] as const;

  it.each(ROLE_CALLERS.flatMap((caller) => reads.map(([method, url]) => [caller, method, url] as const)))(
    '%s: %s %s answers 401 anonymous and 200 for every role, about the caller only',
    async (caller, method, url) => {
      const response = await c.t.app.inject({ method, url, headers: c.headersOf(caller) });
      expect(response.statusCode).toBe(caller === 'anonymous' ? 401 : 200);
      if (caller !== 'anonymous' && url === '/api/account') {
        const own = { Student: c.student, Instructor: c.instructor, Admin: c.admin }[caller];
        expect(response.json<{ user: { _id: string; Email: string } }>().user).toMatchObject({
          _id: own.id,
          Email: own.email,
        });
      }
    },
  );

  const writes = [
    ['PATCH', '/api/account/profile', { About: 'x' }],
    [
      'POST',
      '/api/account/password',
      { CurrentPassword: 'x', NewPassword: 'a new password', ConfirmNewPassword: 'a new password' },
    ],
    ['POST', '/api/account/sessions/endOthers', undefined],
    ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/account/email', { NewEmail: 'someone@college.example.edu' }],
    ['POST', '/api/account/email/confirm', { Code: '123456' }],
    ['DELETE', '/api/account/photo', undefined],
    ['POST', '/api/account/delete/code', undefined],
    ['POST', '/api/account/delete', { Password: 'x' }],
    ['PUT', '/api/account/notifications', { notesUpdates: true }],
  ] as const;

  it.each(writes)('anonymous: %s %s answers 401 and changes nothing', async (method, url, payload) => {
    const response = await c.t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it.each(ROLES)('a %s may use every write route on their own account', async (role) => {
    const me = await freshAccount(role);
    const calls = [
      ['POST', '/api/account/sessions/endOthers', undefined],
      [
        'POST',
        '/api/account/email',
        { NewEmail: `new.${me.id.slice(0, 8)}@college.example.edu`, CurrentPassword: me.password },
      ],
      ['DELETE', '/api/account/photo', undefined],
      ['POST', '/api/account/delete/code', undefined],
      ['PUT', '/api/account/notifications', { videoAlerts: true }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await c.t.app.inject({ method, url, headers: me.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(200);
    }
    expect(await latestMailTo(c.t, me.email)).toMatchObject({ kind: 'delete_account' });
    expect(await latestMailTo(c.t, `new.${me.id.slice(0, 8)}@college.example.edu`)).toMatchObject({
      kind: 'change_email',
    });
  });

  it('anonymous: PUT /api/account/photo answers 401', async () => {
    const response = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { 'content-type': 'image/png' },
      payload: await pngOf(50, 50),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('name, About and institution', () => {
  it.each(ROLES)('a %s changes their own name, About and institution, and the change is audited', async (role) => {
    const me = await freshAccount(role);
    const response = await c.t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: me.headers,
      payload: { Username: '  Asha Rao  ', About: 'Exams in May.', institution: 'Govt. College', Role: 'Admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.profileSaved,
      user: { Username: 'Asha Rao', About: 'Exams in May.', institution: 'Govt. College', Role: role },
    });
    const row = await userRow(me.id);
    expect(row).toMatchObject({ username: 'Asha Rao', about: 'Exams in May.', institution: 'Govt. College', role });
    expect(await auditActions(me.id)).toContain('account.profile_updated');
  });

  it('refuses an About that is too long, an empty name and an empty change with 400', async () => {
    for (const payload of [{ About: 'x'.repeat(501) }, { Username: '   ' }, {}]) {
      const response = await c.t.app.inject({
        method: 'PATCH',
        url: '/api/account/profile',
        headers: c.student.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });

  it("keeps HTML in About as text: it is stored as typed, and another user's row is untouched", async () => {
    const me = await freshAccount();
    const otherBefore = await userRow(c.student.id);
    await c.t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: me.headers,
      payload: { About: '<img src=x onerror=alert(1)>' },
    });
    expect((await userRow(me.id))?.about).toBe('<img src=x onerror=alert(1)>');
    expect((await userRow(c.student.id))?.about).toBe(otherBefore?.about);
  });
});

describe('password', () => {
  it.each(ROLES)('a %s changes it with the current one; their other sessions end, this one stays', async (role) => {
    const me = await freshAccount(role);
    const otherToken = await login(c.t, me.email, me.password);
    const stranger = await freshAccount();
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: me.headers,
      payload: {
        CurrentPassword: me.password,
        NewPassword: 'a brand new password',
        ConfirmNewPassword: 'a brand new password',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect(await sessionStatus(c.t, me.token)).toBe(200);
    expect(await sessionStatus(c.t, otherToken)).toBe(401);
    expect(await sessionStatus(c.t, stranger.token)).toBe(200);
    await expect(login(c.t, me.email, me.password)).rejects.toThrow();
    expect(await login(c.t, me.email, 'a brand new password')).toBeTruthy();
    expect(await auditActions(me.id)).toContain('account.password_changed');
    const entry = await c.t.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.password_changed'));
    expect(JSON.stringify(entry)).not.toContain('a brand new password');
  });

  it('refuses a wrong or missing current password, and a confirmation that differs, with 400', async () => {
    const me = await freshAccount();
    const attempts = [
      {
        CurrentPassword: 'not my password',
        NewPassword: 'a brand new password',
        ConfirmNewPassword: 'a brand new password',
      },
      { NewPassword: 'a brand new password', ConfirmNewPassword: 'a brand new password' },
      { CurrentPassword: me.password, NewPassword: 'a brand new password', ConfirmNewPassword: 'another password' },
      { CurrentPassword: me.password, NewPassword: 'short', ConfirmNewPassword: 'short' },
    ];
    for (const payload of attempts) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: me.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await login(c.t, me.email, me.password)).toBeTruthy();
  });

  it('a Google-only account (no password) sets one without a current password', async () => {
    const me = await freshAccount();
    await c.t.database.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `google-${me.id}` })
      .where(eq(users.id, me.id));
    const before = await c.t.app.inject({ method: 'GET', url: '/api/account', headers: me.headers });
    expect(before.json()).toMatchObject({ user: { hasPassword: false, isGoogleLinked: true } });
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: me.headers,
      payload: { NewPassword: 'my first password', ConfirmNewPassword: 'my first password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.passwordSet });
    expect(await login(c.t, me.email, 'my first password')).toBeTruthy();
  });
});

describe('sessions', () => {
  it('lists my live sessions with device and last seen, marking this one', async () => {
    const me = await freshAccount();
    await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
      payload: { Email: me.email, Password: me.password },
    });
    const response = await c.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: me.headers });
    const sessions = response.json<{ sessions: AccountSession[] }>().sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain('Chrome on Android');
    expect(sessions.every((session) => !Number.isNaN(Date.parse(session.lastSeenAt)))).toBe(true);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  });

  it('"last seen" moves when a session is used again later', async () => {
    const me = await freshAccount();
    const first = (await c.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: me.headers })).json<{
      sessions: AccountSession[];
    }>().sessions[0]!;
    c.t.clock.advance(5 * 60 * 1000);
    const later = (await c.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: me.headers })).json<{
      sessions: AccountSession[];
    }>().sessions[0]!;
    expect(Date.parse(later.lastSeenAt)).toBeGreaterThan(Date.parse(first.lastSeenAt));
  });

  it('ends one of my other sessions by id', async () => {
    const me = await freshAccount();
    const otherToken = await login(c.t, me.email, me.password);
    const list = (await c.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: me.headers })).json<{
      sessions: AccountSession[];
    }>().sessions;
    const other = list.find((session) => !session.isCurrent)!;
    const response = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${other._id}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionStatus(c.t, otherToken)).toBe(401);
    expect(await sessionStatus(c.t, me.token)).toBe(200);
    expect(await auditActions(me.id)).toContain('account.session_ended');
  });

  it.each(ROLES)("a %s cannot end another user's session: 404, and it lives on", async (role) => {
    const victim = await freshAccount(role === 'Student' ? 'Admin' : 'Student');
    const victimSessions = (
      await c.t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: victim.headers })
    ).json<{ sessions: AccountSession[] }>().sessions;
    const attacker = await freshAccount(role);
    const response = await c.t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${victimSessions[0]!._id}`,
      headers: attacker.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(await sessionStatus(c.t, victim.token)).toBe(200);
  });

  it('refuses a malformed session id with 400', async () => {
    const response = await c.t.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions/not-an-id',
      headers: c.student.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it("ends all my other sessions at once, and nobody else's", async () => {
    const me = await freshAccount();
    const tokens = [await login(c.t, me.email, me.password), await login(c.t, me.email, me.password)];
    const stranger = await freshAccount();
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/endOthers',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    for (const token of tokens) expect(await sessionStatus(c.t, token)).toBe(401);
    expect(await sessionStatus(c.t, me.token)).toBe(200);
    expect(await sessionStatus(c.t, stranger.token)).toBe(200);
  });
});

describe('download my data', () => {
  it('is a JSON attachment of my account, My Learning, reading progress and support messages, and nothing secret', async () => {
    const me = await freshAccount();
    const other = await freshAccount();
    const pdf = await insertStoredFile(c.t, 'pdf');
    const image = await insertStoredFile(c.t, 'image');
    const [noteId] = await createSeeder(c.t, { pdf, image }).notes([{ title: 'Thermodynamics' }]);
    await c.t.database.db.insert(myLearning).values({ userId: me.id, contentType: 'Note', contentId: noteId! });
    await c.t.database.db.insert(readingProgress).values({ userId: me.id, fileId: pdf, page: 47, pageCount: 120 });
    await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/support',
      headers: me.headers,
      payload: { name: 'Me', email: me.email, subject: 'Help', body: 'A question about notes.' },
    });
    await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/support',
      headers: other.headers,
      payload: { name: 'Other', email: other.email, subject: 'Not mine', body: 'Someone else.' },
    });
    const response = await c.t.app.inject({ method: 'GET', url: '/api/account/export', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="prepshelf-my-data\.json"/);
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({ _id: me.id, Email: me.email });
    expect(data.myLearning).toEqual([
      expect.objectContaining({ contentType: 'Note', contentId: noteId, title: 'Thermodynamics' }),
    ]);
    expect(data.readingProgress).toEqual([expect.objectContaining({ fileId: pdf, page: 47, pageCount: 120 })]);
    expect(data.supportMessages).toEqual([expect.objectContaining({ subject: 'Help' })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('Not mine');
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(await auditActions(me.id)).toContain('account.exported');
  });
});

describe('download my data: titles as the lists show them', () => {
  it('a My Learning item that became a draft and was renamed shows no title, as it is gone from every list', async () => {
    const me = await freshAccount();
    const owner = await freshAccount('Instructor');
    const pdf = await insertStoredFile(c.t, 'pdf');
    const image = await insertStoredFile(c.t, 'image');
    const seed = createSeeder(c.t, { pdf, image });
    const [hiddenId, shownId] = await seed.notes([
      { title: 'Public at first', ownerId: owner.id },
      { title: 'Still public', ownerId: owner.id },
    ]);
    const [paperId] = await seed.pyqs([{ title: 'Paper made private', ownerId: owner.id }]);
    for (const user of [me, owner]) {
      await c.t.database.db.insert(myLearning).values([
        { userId: user.id, contentType: 'Note', contentId: hiddenId! },
        { userId: user.id, contentType: 'Note', contentId: shownId! },
        { userId: user.id, contentType: 'PYQ', contentId: paperId! },
      ]);
    }
    await c.t.database.db
      .update(notes)
      .set({ status: 'draft', title: 'Secret renamed draft' })
      .where(eq(notes.id, hiddenId!));
    await c.t.database.db.update(pyqs).set({ isPublic: false, title: 'Secret paper' }).where(eq(pyqs.id, paperId!));

    const titlesOf = async (account: Account) => {
      const response = await c.t.app.inject({ method: 'GET', url: '/api/account/export', headers: account.headers });
      expect(response.statusCode).toBe(200);
      expect(response.body.includes('Secret')).toBe(account === owner);
      return Object.fromEntries(
        response.json<AccountExport>().myLearning.map((entry) => [entry.contentId, entry.title]),
      );
    };
    // The entries are mine and stay in the export; the hidden items' titles do not.
    expect(await titlesOf(me)).toEqual({ [hiddenId!]: null, [shownId!]: 'Still public', [paperId!]: null });
    // The lists' rule, not a rule of its own: the owner still sees their own items, new titles and all.
    expect(await titlesOf(owner)).toEqual({
      [hiddenId!]: 'Secret renamed draft',
      [shownId!]: 'Still public',
      [paperId!]: 'Secret paper',
    });
    await c.t.app.changeFeed.sync();
    const list = await c.t.app.inject({
      method: 'GET',
      url: '/api/content/getDatafromMyLearning',
      headers: me.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Still public');
    expect(list.body).not.toContain('Secret');
  });
});

describe('change of e-mail', () => {
  it('sends a code to the new address; the address changes only with it, and the old one is told', async () => {
    const me = await freshAccount();
    const oldEmail = me.email;
    const newEmail = `moved.${me.id.slice(0, 8)}@college.example.edu`;
    const asked = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: me.headers,
      payload: { NewEmail: newEmail.toUpperCase(), CurrentPassword: me.password },
    });
    expect(asked.statusCode).toBe(200);
    expect((await userRow(me.id))?.email).toBe(oldEmail);
    const code = await codeFromLatestMail(newEmail);

    const wrong = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: me.headers,
      payload: { Code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow(me.id))?.email).toBe(oldEmail);

    const confirmed = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: me.headers,
      payload: { Code: code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ user: { Email: newEmail } });
    expect((await userRow(me.id))?.email).toBe(newEmail);
    const notice = await latestMailTo(c.t, oldEmail);
    expect(notice?.kind).toBe('email_changed');
    expect(notice?.text).toContain(newEmail);
    expect(await login(c.t, newEmail, me.password)).toBeTruthy();
    await expect(login(c.t, oldEmail, me.password)).rejects.toThrow();
    expect(await auditActions(me.id)).toEqual(
      expect.arrayContaining(['account.email_change_requested', 'account.email_changed']),
    );

    const reused = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: me.headers,
      payload: { Code: code },
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a wrong current password and the same address with 400, and a bad address with 400', async () => {
    const me = await freshAccount();
    for (const payload of [
      { NewEmail: 'new.one@college.example.edu', CurrentPassword: 'wrong password' },
      { NewEmail: me.email, CurrentPassword: me.password },
      { NewEmail: 'not an address', CurrentPassword: me.password },
    ]) {
      const response = await c.t.app.inject({
        method: 'POST',
        url: '/api/account/email',
        headers: me.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("cannot take another account's address: the code proves the mailbox, then 409", async () => {
    const me = await freshAccount();
    const other = await freshAccount();
    await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: me.headers,
      payload: { NewEmail: other.email, CurrentPassword: me.password },
    });
    const code = await codeFromLatestMail(other.email);
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: me.headers,
      payload: { Code: code },
    });
    expect(response.statusCode).toBe(409);
    expect((await userRow(me.id))?.email).toBe(me.email);
    expect((await userRow(other.id))?.email).toBe(other.email);
  });

  it("another user's code does not change my address", async () => {
    const me = await freshAccount();
    const other = await freshAccount();
    await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: other.headers,
      payload: { NewEmail: `other.new.${other.id.slice(0, 6)}@college.example.edu`, CurrentPassword: other.password },
    });
    const code = await codeFromLatestMail(`other.new.${other.id.slice(0, 6)}@college.example.edu`);
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/email/confirm',
      headers: me.headers,
      payload: { Code: code },
    });
    expect(response.statusCode).toBe(400);
    expect((await userRow(me.id))?.email).toBe(me.email);
  });
});

/** A one-colour PNG; pass a colour to get bytes (and a resized photo) no other test shares. */
async function pngOf(width: number, height: number, background = { r: 67, g: 56, b: 202 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('photo', () => {
  it.each(ROLES)(
    'a %s uploads an image: it is resized to a 256 px WebP square and served like other images',
    async (role) => {
      const me = await freshAccount(role);
      const response = await c.t.app.inject({
        method: 'PUT',
        url: '/api/account/photo',
        headers: { ...me.headers, 'content-type': 'image/png' },
        payload: await pngOf(900, 600),
      });
      expect(response.statusCode).toBe(200);
      const profile = response.json<{ user: { Profile: string } }>().user.Profile;
      expect(profile).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
      expect((await userRow(me.id))?.profile).toBe(profile);
      const image = await c.t.app.inject({ method: 'GET', url: profile });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
      expect(await auditActions(me.id)).toContain('account.photo_changed');
    },
  );

  it('refuses bytes that are not an image with 415, and another content type with 415', async () => {
    const before = (await userRow(c.student.id))?.profile;
    const notImage = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...c.student.headers, 'content-type': 'image/png' },
      payload: Buffer.from('%PDF-1.4 not an image at all'),
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.photoInvalid });
    const text = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...c.student.headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect((await userRow(c.student.id))?.profile).toBe(before);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('takes a %s image too', async (format) => {
    const me = await freshAccount();
    const canvas = sharp({ create: { width: 300, height: 200, channels: 3, background: '#4f46e5' } });
    const bytes = await canvas[format]().toBuffer();
    const response = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...me.headers, 'content-type': `image/${format}` },
      payload: bytes,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses SVG with 415, declared as image/svg+xml or sent as image/png: the format is told by the bytes', async () => {
    const me = await freshAccount();
    // An SVG the image library draws (a plain rectangle), with a script beside it.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#4f46e5"/><script>alert(1)</script></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    for (const contentType of ['image/svg+xml', 'image/png', 'image/jpeg', 'image/svg+xml; charset=utf-8']) {
      const response = await c.t.app.inject({
        method: 'PUT',
        url: '/api/account/photo',
        headers: { ...me.headers, 'content-type': contentType },
        payload: svg,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.photoInvalid });
    }
    // Good PNG bytes declared as another image type than the four are refused too.
    const declaredOther = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...me.headers, 'content-type': 'image/tiff' },
      payload: await pngOf(300, 300),
    });
    expect(declaredOther.statusCode).toBe(415);
    // A PNG signature in front of something else is no PNG either.
    const disguised = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...me.headers, 'content-type': 'image/png' },
      payload: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), svg]),
    });
    expect(disguised.statusCode).toBe(415);
    expect((await userRow(me.id))?.profile).toBe('');
  });

  it('refuses an image over 5 MB with 413', async () => {
    const response = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...c.student.headers, 'content-type': 'image/png' },
      payload: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    expect(response.statusCode).toBe(413);
  });

  it('a replaced photo is removed from the store; one still used by someone else stays', async () => {
    const me = await freshAccount();
    const other = await freshAccount();
    const put = async (account: Account, bytes: Buffer) =>
      (
        await c.t.app.inject({
          method: 'PUT',
          url: '/api/account/photo',
          headers: { ...account.headers, 'content-type': 'image/png' },
          payload: bytes,
        })
      ).json<{ user: { Profile: string } }>().user.Profile;
    const shared = await pngOf(70, 70, { r: 10, g: 200, b: 30 });
    const first = await put(me, shared);
    expect(await put(other, shared)).toBe(first);
    const second = await put(me, await pngOf(80, 60, { r: 200, g: 20, b: 90 }));
    expect(second).not.toBe(first);
    expect((await c.t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    await c.t.app.inject({ method: 'DELETE', url: '/api/account/photo', headers: other.headers });
    expect((await c.t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await c.t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('removes my photo', async () => {
    const me = await freshAccount();
    await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...me.headers, 'content-type': 'image/png' },
      payload: await pngOf(40, 40),
    });
    const response = await c.t.app.inject({ method: 'DELETE', url: '/api/account/photo', headers: me.headers });
    expect(response.statusCode).toBe(200);
    expect((await userRow(me.id))?.profile).toBe('');
  });
});

describe('deleting my account', () => {
  it("a Student's account and personal data go, and the e-mail can register again", async () => {
    const me = await freshAccount();
    const pdf = await insertStoredFile(c.t, 'pdf');
    await c.t.database.db.insert(readingProgress).values({ userId: me.id, fileId: pdf, page: 3 });
    await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/support',
      headers: me.headers,
      payload: { name: 'Me', email: me.email, subject: 'Help', body: 'Please help.' },
    });
    await c.t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: me.headers,
      payload: { About: 'mine' },
    });
    const photo = (
      await c.t.app.inject({
        method: 'PUT',
        url: '/api/account/photo',
        headers: { ...me.headers, 'content-type': 'image/png' },
        payload: await pngOf(33, 44, { r: 5, g: 90, b: 250 }),
      })
    ).json<{ user: { Profile: string } }>().user.Profile;
    expect((await c.t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);

    const wrong = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: me.headers,
      payload: { Password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const none = await c.t.app.inject({ method: 'POST', url: '/api/account/delete', headers: me.headers, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: ACCOUNT_MESSAGES.deleteNeedsProof });

    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: me.headers,
      payload: { Password: me.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(me.id)).toBeUndefined();
    expect(await sessionStatus(c.t, me.token)).toBe(401);
    expect(await c.t.database.db.select().from(supportMessages).where(eq(supportMessages.email, me.email))).toEqual([]);
    expect(await c.t.database.db.select().from(readingProgress).where(eq(readingProgress.userId, me.id))).toEqual([]);
    expect((await c.t.app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    const trail = await c.t.database.db.select().from(auditLog).where(eq(auditLog.targetId, me.id));
    expect(trail.map((row) => row.action)).toContain('account.deleted');
    expect(JSON.stringify(trail)).not.toContain(me.email);

    const again = await c.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        Username: 'Back again',
        Email: me.email,
        Password: 'another password',
        ConfirmPassword: 'another password',
      },
    });
    expect(again.statusCode).toBe(201);
    expect((await latestMailTo(c.t, me.email))?.kind).toBe('verify_email');
  });

  it('a Google-only account deletes itself with a fresh code mailed to it', async () => {
    const me = await freshAccount();
    await c.t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, me.id));
    const sent = await c.t.app.inject({ method: 'POST', url: '/api/account/delete/code', headers: me.headers });
    expect(sent.statusCode).toBe(200);
    const code = await codeFromLatestMail(me.email);
    const wrong = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: me.headers,
      payload: { Code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: AUTH_MESSAGES.codeInvalid });
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: me.headers,
      payload: { Code: code },
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(me.id)).toBeUndefined();
  });

  it("an Instructor's content is handed to an Admin first", async () => {
    const me = await freshAccount('Instructor');
    const pdf = await insertStoredFile(c.t, 'pdf');
    const image = await insertStoredFile(c.t, 'image');
    const seed = createSeeder(c.t, { pdf, image });
    const [noteId] = await seed.notes([{ ownerId: me.id, title: 'My lecture notes', status: 'draft' }]);
    const response = await c.t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: me.headers,
      payload: { Password: me.password },
    });
    expect(response.statusCode).toBe(200);
    const [note] = await c.t.database.db.select().from(notes).where(eq(notes.id, noteId!));
    const [heir] = await c.t.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'Admin'), eq(users.status, 'active')))
      .orderBy(users.createdAt)
      .limit(1);
    expect(note?.ownerId).toBe(heir?.id);
    expect(note?.title).toBe('My lecture notes');
    const handed = await c.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.content_handed_over'));
    expect(handed.some((entry) => (entry.details as { from?: string }).from === me.id)).toBe(true);
  });

  it('the last Admin is refused with 409; with another Admin the account goes', async () => {
    const solo = await createTestApp();
    try {
      const only = await createLoggedInAccount(solo, 'Admin', 'Only Admin');
      const refused = await solo.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: only.headers,
        payload: { Password: only.password },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.lastAdmin });
      expect(await sessionStatus(solo, only.token)).toBe(200);

      await createLoggedInAccount(solo, 'Admin', 'Second Admin');
      const accepted = await solo.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: only.headers,
        payload: { Password: only.password },
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  });
});

describe('the OpenAPI description', () => {
  it('documents every account and notifications route', async () => {
    const response = await c.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/account',
        '/api/account/profile',
        '/api/account/password',
        '/api/account/sessions',
        '/api/account/sessions/{id}',
        '/api/account/sessions/endOthers',
        '/api/account/email',
        '/api/account/email/confirm',
        '/api/account/photo',
        '/api/account/export',
        '/api/account/delete/code',
        '/api/account/delete',
        '/api/account/notifications',
        '/api/notifications/unsubscribe',
        '/api/notifications/runDigest',
      ]),
    );
  });
});
