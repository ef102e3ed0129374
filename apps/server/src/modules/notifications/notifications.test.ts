import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type NotificationSettingsValues } from '@prepshelf/contract';
import { auditLog, mailOutbox } from '../../db/schema/index.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeeder, insertStoredFile, type Seeder } from '../../../test/support/content.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

let receiver: SmtpReceiver;
let t: TestApp;
let admin: Account;
let instructor: Account;
let student: Account;
let seed: Seeder;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({
    env: { SMTP_URL: receiver.url, PUBLIC_URL: 'https://prepshelf.example.edu' },
  });
  admin = await createLoggedInAccount(t, 'Admin', 'Main Admin');
  instructor = await createLoggedInAccount(t, 'Instructor');
  student = await createLoggedInAccount(t, 'Student');
  seed = createSeeder(t, { pdf: await insertStoredFile(t, 'pdf'), image: await insertStoredFile(t, 'image') });
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

const CALLERS = ['anonymous', 'Student', 'Instructor', 'Admin'] as const;
type Caller = (typeof CALLERS)[number];
const headersOf = (caller: Caller): Record<string, string> =>
  caller === 'anonymous' ? {} : { Student: student, Instructor: instructor, Admin: admin }[caller].headers;

const DAY = 24 * 60 * 60 * 1000;

async function setNotifications(account: Account, body: Partial<NotificationSettingsValues>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/account/notifications',
    headers: account.headers,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: NotificationSettingsValues }>().notifications;
}

const runDigest = async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/notifications/runDigest', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ queued: number }>().queued;
};

const digestsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'digest')))
    .orderBy(desc(mailOutbox.createdAt));

const tokenIn = (text: string, list: string) =>
  new RegExp(`/unsubscribe\\?list=${list}&token=([0-9a-f]{64})`).exec(text)?.[1];

describe('the settings', () => {
  it('start with digests off and announcements on, and are stored per user', async () => {
    const me = await createLoggedInAccount(t, 'Student', 'Defaults');
    const before = await t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: me.headers });
    expect(before.json()).toMatchObject({
      notifications: {
        newCourses: false,
        notesUpdates: false,
        videoAlerts: false,
        announcements: true,
        category: null,
      },
    });
    const saved = await setNotifications(me, { notesUpdates: true, category: 'commerce' });
    expect(saved).toMatchObject({ notesUpdates: true, videoAlerts: false, category: 'commerce' });
    const other = await t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: student.headers });
    expect(other.json()).toMatchObject({ notifications: { notesUpdates: false } });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.notifications_changed'), eq(auditLog.targetId, me.id)));
    expect(entry?.details).toMatchObject({ notesUpdates: true });
  });

  it('refuses a toggle that is not a boolean and an unknown stream with 400', async () => {
    for (const payload of [{ notesUpdates: 'yes' }, { category: 'physics' }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/account/notifications',
        headers: student.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('who may run the digest now', () => {
  it.each(CALLERS)('%s: 401 anonymous, 403 Student and Instructor, 200 Admin', async (caller) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/runDigest',
      headers: headersOf(caller),
    });
    expect(response.statusCode).toBe({ anonymous: 401, Student: 403, Instructor: 403, Admin: 200 }[caller]);
  });
});

describe('the daily digest', () => {
  it('lists new public items of the chosen kinds in the stream, once a day, with RFC 8058 headers through SMTP', async () => {
    const me = await createLoggedInAccount(t, 'Student', 'Digest Reader');
    await setNotifications(me, { notesUpdates: true, videoAlerts: false, category: 'sciTechnology' });
    t.clock.advance(1000);
    const later = new Date(t.clock.now().getTime() + 1000);
    await seed.notes([
      { title: 'Organic <Chemistry> notes', createdAt: later },
      { title: 'Draft note', status: 'draft', createdAt: later },
      { title: 'Commerce note', category: 'commerce', createdAt: later },
    ]);
    await seed.videos([{ title: 'A video lecture', createdAt: later }]);
    t.clock.advance(5000);

    expect(await runDigest()).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await digestsTo(me.email);
    expect(more).toHaveLength(0);
    expect(digest?.text).toContain('Organic <Chemistry> notes');
    expect(digest?.html).toContain('Organic &lt;Chemistry&gt; notes');
    expect(digest?.text).not.toMatch(/Draft note|Commerce note|A video lecture/);
    expect(digest?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/prepshelf\.example\.edu\/api\/notifications\/unsubscribe\?list=digest&token=[0-9a-f]{64}>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Running it again the same day sends nothing more, even with new items.
    await seed.notes([{ title: 'Later the same day', createdAt: new Date(t.clock.now().getTime() + 1) }]);
    t.clock.advance(1000);
    await runDigest();
    expect(await digestsTo(me.email)).toHaveLength(1);

    await t.app.mail.worker.runOnce();
    const received = receiver.messages.filter((message) => message.to.includes(me.email));
    expect(received).toHaveLength(1);
    // Long headers are folded on the wire (RFC 5322 §2.2.3); unfolding removes the line breaks.
    const head = (received[0]?.raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n(?=[ \t])/g, '');
    expect(head).toMatch(
      /^List-Unsubscribe: <https:\/\/prepshelf\.example\.edu\/api\/notifications\/unsubscribe\?list=digest&token=[0-9a-f]{64}>/m,
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The next day lists only what came after the first digest.
    t.clock.advance(DAY);
    await runDigest();
    const [second] = await digestsTo(me.email);
    expect(second?.text).toContain('Later the same day');
    expect(second?.text).not.toContain('Organic');
  });

  it('covers the stream the account remembers when the digest names none, and every stream without either', async () => {
    const rememberer = await createLoggedInAccount(t, 'Student', 'Stream Rememberer');
    const wanderer = await createLoggedInAccount(t, 'Student', 'Stream Wanderer');
    await setNotifications(rememberer, { notesUpdates: true, category: null });
    await setNotifications(wanderer, { notesUpdates: true, category: null });
    const remembered = await t.app.inject({
      method: 'PUT',
      url: '/api/personal/stream',
      headers: rememberer.headers,
      payload: { stream: 'commerce' },
    });
    expect(remembered.statusCode).toBe(200);
    t.clock.advance(DAY);
    const later = new Date(t.clock.now().getTime() + 1000);
    await seed.notes([
      { title: 'Balance sheets explained', category: 'commerce', createdAt: later },
      { title: 'Quantum mechanics primer', category: 'sciTechnology', createdAt: later },
    ]);
    t.clock.advance(5000);
    await runDigest();
    const [mine] = await digestsTo(rememberer.email);
    expect(mine?.text).toContain('Balance sheets explained (Commerce)');
    expect(mine?.text).not.toContain('Quantum mechanics primer');
    const [theirs] = await digestsTo(wanderer.email);
    expect(theirs?.text).toContain('Balance sheets explained');
    expect(theirs?.text).toContain('Quantum mechanics primer');
  });

  it('sends nothing to users who did not opt in, or when nothing is new', async () => {
    const quiet = await createLoggedInAccount(t, 'Student', 'Quiet');
    const keen = await createLoggedInAccount(t, 'Student', 'Keen');
    await setNotifications(keen, { newCourses: true });
    t.clock.advance(DAY);
    await seed.notes([{ title: 'A note nobody asked about', createdAt: t.clock.now() }]);
    t.clock.advance(1000);
    await runDigest();
    expect(await digestsTo(quiet.email)).toHaveLength(0);
    expect(await digestsTo(keen.email)).toHaveLength(0);
  });

  it('one-click unsubscribe (a form POST to the header address) turns the digest off, without a session', async () => {
    const me = await createLoggedInAccount(t, 'Student', 'Leaver');
    await setNotifications(me, { notesUpdates: true });
    t.clock.advance(DAY);
    await seed.notes([{ title: 'Something new', createdAt: t.clock.now() }]);
    t.clock.advance(1000);
    await runDigest();
    const [digest] = await digestsTo(me.email);
    const token = tokenIn(digest?.text ?? '', 'digest');
    expect(token).toBeDefined();
    const header = /^<(.*)>$/.exec(digest?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const url = new URL(header);

    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.unsubscribed });
    const settings = await t.app.inject({ method: 'GET', url: '/api/account/notifications', headers: me.headers });
    expect(settings.json()).toMatchObject({
      notifications: { newCourses: false, notesUpdates: false, videoAlerts: false, announcements: true },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.unsubscribed'), eq(auditLog.targetId, me.id)));
    expect(entry?.details).toEqual({ list: 'digest' });

    t.clock.advance(DAY);
    await seed.notes([{ title: 'Even newer', createdAt: t.clock.now() }]);
    t.clock.advance(1000);
    await runDigest();
    expect(await digestsTo(me.email)).toHaveLength(1);
  });

  it('an unknown token or list answers 400 and changes nothing', async () => {
    for (const url of [
      `/api/notifications/unsubscribe?list=digest&token=${'0'.repeat(64)}`,
      '/api/notifications/unsubscribe?list=everything&token=abc',
      '/api/notifications/unsubscribe',
    ]) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
  });
});

describe('announcements and unsubscribing from them', () => {
  const announce = async (subject: string, userIds: string[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/announce/sendAnnouncement',
      headers: admin.headers,
      payload: { subject, emailBody: '<p>Hello</p>', userIds },
    });
    return response;
  };

  it('each announcement carries its recipient’s own unsubscribe link and headers; unsubscribed users are skipped', async () => {
    const stay = await createLoggedInAccount(t, 'Student', 'Stayer');
    const leave = await createLoggedInAccount(t, 'Student', 'Goer');
    const first = await announce('First notice', [stay.id, leave.id]);
    expect(first.json()).toMatchObject({ recipients: 2 });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'First notice'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('%%PREPSHELF');
      expect(mail.text).not.toContain('%%PREPSHELF');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    const tokens = mails.map((mail) => tokenIn(mail.text, 'announcements'));
    expect(new Set(tokens).size).toBe(2);
    const leaveMail = mails.find((mail) => mail.toAddress === leave.email)!;
    expect(leaveMail.html).toContain(`https://prepshelf.example.edu/unsubscribe?list=announcements&amp;token=`);

    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?list=announcements&token=${tokenIn(leaveMail.text, 'announcements')}`,
    });
    expect(unsubscribe.statusCode).toBe(200);

    const second = await announce('Second notice', [stay.id, leave.id]);
    expect(second.json()).toMatchObject({ recipients: 1 });
    const secondMails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Second notice'));
    expect(secondMails.map((mail) => mail.toAddress)).toEqual([stay.email]);
    // Their own token is reused: the link of the first mail still works.
    expect(tokenIn(secondMails[0]!.text, 'announcements')).toBe(
      tokenIn(mails.find((m) => m.toAddress === stay.email)!.text, 'announcements'),
    );
  });
});
