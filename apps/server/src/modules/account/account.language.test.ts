import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_HI, FIELD_MESSAGES, type Language } from '@prepshelf/contract';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import {
  mailPart,
  startSmtpReceiver,
  type ReceivedMail,
  type SmtpReceiver,
} from '../../../test/support/smtp-receiver.ts';
import { buildDigestMail, buildVerificationMail } from '../../mail/mail.templates.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createSeeder, insertStoredFile, type Seeder } from '../../../test/support/content.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

/*
 * The account's language (issue 15): PUT /api/account/language, the language carried by the user
 * answers, the language a new account starts with, and mails written in it, through a real SMTP server.
 */

let receiver: SmtpReceiver;
let t: TestApp;
let admin: Account;
let instructor: Account;
let student: Account;
let seed: Seeder;

const PUBLIC_URL = 'https://prepshelf.example.edu';

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, PUBLIC_URL } });
  admin = await createLoggedInAccount(t, 'Admin', 'Main Admin');
  instructor = await createLoggedInAccount(t, 'Instructor');
  student = await createLoggedInAccount(t, 'Student');
  seed = createSeeder(t, { pdf: await insertStoredFile(t, 'pdf'), image: await insertStoredFile(t, 'image') });
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

type Role = 'Student' | 'Instructor' | 'Admin';
const accountOf = (role: Role) => ({ Student: student, Instructor: instructor, Admin: admin })[role];

const DEVANAGARI = /[\u0900-\u097F]/;
const languageOf = async (id: string) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

const setLanguage = (headers: Record<string, string>, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { ...headers, ...extra },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) of a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, body: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(
            body
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A mail as a person reads it: the decoded subject and the decoded text/plain part. */
function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head = ''] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n(?=[ \t])/g, '');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  return { subject, text: mailPart(mail, 'text/plain') };
}

const receivedBy = (address: string) => receiver.messages.filter((mail) => mail.to.includes(address));

describe('PUT /api/account/language', () => {
  it('answers 401 to an anonymous caller and changes nothing', async () => {
    const response = await setLanguage({}, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(['Student', 'Instructor', 'Admin'] as const)(
    '%s: sets their own language only, shown by GET /api/account, getUser and login, and audited',
    async (role) => {
      const me = accountOf(role);
      const others = (['Student', 'Instructor', 'Admin'] as const).filter((other) => other !== role).map(accountOf);
      const before = await Promise.all(others.map((other) => languageOf(other.id)));

      const response = await setLanguage(me.headers, { language: 'hi' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.languageSaved, language: 'hi' });
      expect(await languageOf(me.id)).toBe('hi');
      // No user id in the route: nobody else's account changed.
      expect(await Promise.all(others.map((other) => languageOf(other.id)))).toEqual(before);

      const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: me.headers });
      expect(account.json()).toMatchObject({ success: true, language: 'hi', user: { _id: me.id, language: 'hi' } });
      const getUser = await t.app.inject({ method: 'GET', url: '/api/auth/getUser', headers: me.headers });
      expect(getUser.json()).toMatchObject({ user: { _id: me.id, language: 'hi' } });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { Email: me.email, Password: me.password },
      });
      expect(login.json()).toMatchObject({ user: { _id: me.id, language: 'hi' } });

      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account.language_changed'), eq(auditLog.targetId, me.id)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      expect(entry).toMatchObject({ actorId: me.id, targetType: 'user', details: { from: 'en', to: 'hi' } });

      // Back to English; the answer's message follows the request's language.
      const back = await setLanguage(me.headers, { language: 'en' }, { 'Accept-Language': 'hi' });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES_HI.languageSaved, language: 'en' });
      expect(await languageOf(me.id)).toBe('en');
    },
  );

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a language in capitals', { language: 'HI' }],
    ['a number', { language: 5 }],
    ['null', { language: null }],
    ['no language', {}],
    ['a list', ['hi']],
    ['a bare string', 'hi'],
    ['an empty body', undefined],
  ])('refuses %s with 400 and a readable message, never 5xx', async (_name, payload) => {
    const response = await setLanguage(student.headers, payload, { 'Content-Type': 'application/json' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message.length).toBeGreaterThan(5);
    expect(await languageOf(student.id)).toBe('en');
  });

  it('names the two languages when one is wrong, in English and in Hindi', async () => {
    const english = await setLanguage(student.headers, { language: 'fr' });
    expect(english.json<{ message: string }>().message).toContain(FIELD_MESSAGES.language);
    const hindi = await setLanguage(student.headers, { language: 'fr' }, { 'Accept-Language': 'hi' });
    expect(hindi.json<{ message: string }>().message).toMatch(DEVANAGARI);
    const broken = await setLanguage(student.headers, '{"language":', { 'Content-Type': 'application/json' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('the language of a new account and of its mails', () => {
  const register = (email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { Username: 'Asha', Email: email, Password: 'a good password', ConfirmPassword: 'a good password' },
    });
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('a Hindi registration makes a Hindi account whose verification mail is Hindi and verifies it', async () => {
    const email = 'hindi.register@college.example.edu';
    expect((await register(email, { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })).statusCode).toBe(201);
    expect((await userByEmail(email))?.language).toBe('hi');
    await t.app.mail.worker.runOnce();
    const [mail, ...more] = receivedBy(email);
    expect(more).toHaveLength(0);
    const { subject, text } = readMail(mail!);
    expect(subject).toBe('अपने PrepShelf ई-मेल पते की पुष्टि करें');
    expect(text).toContain('नमस्ते Asha,');
    expect(text).toContain(`PrepShelf में आपका स्वागत है! यह पुष्टि करने के लिए कि ${email} आपका ही है`);
    expect(text).not.toMatch(/Welcome|valid for/);
    expect(mail!.raw).toMatch(/<html lang=3D"hi">|<html lang="hi">/);
    const code = /^\s+(\d{6})$/m.exec(text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verfyemail',
      payload: { Email: email, VerificationCode: code },
    });
    expect(verified.statusCode).toBe(200);

    // Later mails follow the account, whatever language the later request asks for.
    await t.app.inject({ method: 'POST', url: '/api/auth/sendResetCode', payload: { Email: email } });
    await t.app.auth.whenIdle();
    await t.app.mail.worker.runOnce();
    expect(readMail(receivedBy(email)[1]!).subject).toBe('आपका PrepShelf पासवर्ड रीसेट कोड');
  });

  it('a registration without Accept-Language makes an English account with the mail it always had', async () => {
    const email = 'english.register@college.example.edu';
    expect((await register(email, {})).statusCode).toBe(201);
    const user = await userByEmail(email);
    expect(user?.language).toBe('en');
    const [stored] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const code = /^\s+(\d{6})$/m.exec(stored?.text ?? '')?.[1] ?? '';
    const expected = buildVerificationMail({ publicUrl: PUBLIC_URL, email, code, username: 'Asha' });
    expect({ subject: stored?.subject, text: stored?.text, html: stored?.html }).toEqual(expected);
    expect(expected.subject).toBe('Confirm your PrepShelf e-mail address');
    expect(expected.html).toContain('<html lang="en">');
    await t.app.mail.worker.runOnce();
    const { subject, text } = readMail(receivedBy(email)[0]!);
    expect(subject).toBe('Confirm your PrepShelf e-mail address');
    expect(text).toContain(`Welcome to PrepShelf! Enter this code to confirm that ${email} is yours:`);
  });
});

describe('the daily digest in the account’s language', () => {
  async function digestReader(name: string, language: Language): Promise<Account> {
    const me = await createLoggedInAccount(t, 'Student', name);
    expect((await setLanguage(me.headers, { language })).statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: me.headers,
      payload: { notesUpdates: true, category: 'sciTechnology' },
    });
    expect(settings.statusCode).toBe(200);
    return me;
  }

  it('is Hindi for a Hindi account and unchanged English for an English one, through SMTP', async () => {
    const hindi = await digestReader('Hindi Reader', 'hi');
    const english = await digestReader('English Reader', 'en');
    t.clock.advance(1000);
    await seed.notes([{ title: 'Thermodynamics <basics>', createdAt: new Date(t.clock.now().getTime() + 500) }]);
    t.clock.advance(5000);
    const run = await t.app.inject({ method: 'POST', url: '/api/notifications/runDigest', headers: admin.headers });
    expect(run.statusCode).toBe(200);
    await t.app.mail.worker.runOnce();

    const hindiMail = readMail(receivedBy(hindi.email)[0]!);
    expect(hindiMail.subject).toBe('PrepShelf पर नया: आपके लिए 1 नई चीज़');
    expect(hindiMail.text).toContain('नए नोट्स');
    expect(hindiMail.text).toContain('- Thermodynamics <basics> (विज्ञान-प्रौद्योगिकी)');
    expect(hindiMail.text).toContain(
      'इन डाइजेस्ट की सदस्यता छोड़ें: https://prepshelf.example.edu/unsubscribe?list=digest&token=',
    );
    const [hindiStored] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, hindi.email), eq(mailOutbox.kind, 'digest')));
    expect(hindiStored?.html).toContain('Thermodynamics &lt;basics&gt;');
    expect(hindiStored?.html).toContain('<html lang="hi">');

    const [englishStored] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, english.email), eq(mailOutbox.kind, 'digest')));
    const unsubscribeUrl =
      /(https:\/\/\S+\/unsubscribe\?list=digest&token=[0-9a-f]+)/.exec(englishStored?.text ?? '')?.[1] ?? '';
    const expected = buildDigestMail({
      publicUrl: PUBLIC_URL,
      username: (await t.database.db.select().from(users).where(eq(users.id, english.id)))[0]?.username,
      items: [{ kind: 'note', title: 'Thermodynamics <basics>', category: 'Sci-Technology' }],
      unsubscribeUrl,
    });
    expect({ subject: englishStored?.subject, text: englishStored?.text, html: englishStored?.html }).toEqual(expected);
    expect(readMail(receivedBy(english.email)[0]!).subject).toBe('New on PrepShelf: 1 new item for you');
  });
});

describe('an announcement to accounts of both languages', () => {
  it('frames the Admin’s words in each recipient’s language and leaves the words as written', async () => {
    const hindi = await createLoggedInAccount(t, 'Student', 'Hindi Listener');
    await setLanguage(hindi.headers, { language: 'hi' });
    const english = await createLoggedInAccount(t, 'Student', 'English Listener');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/announce/sendAnnouncement',
      headers: admin.headers,
      payload: {
        subject: 'Exam week',
        emailBody: '<p>Library opens at 7 & closes late.</p>',
        userIds: [hindi.id, english.id],
      },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.mail.worker.runOnce();
    const hindiMail = readMail(receivedBy(hindi.email)[0]!);
    expect(hindiMail.subject).toBe('Exam week');
    expect(hindiMail.text).toContain('Library opens at 7 & closes late.');
    expect(hindiMail.text).toContain('आपको यह घोषणा इसलिए मिली है क्योंकि आपका PrepShelf पर खाता है।');
    expect(hindiMail.text).toMatch(
      /घोषणाओं की सदस्यता छोड़ें: https:\/\/prepshelf\.example\.edu\/unsubscribe\?list=announcements&token=[0-9a-f]{64}/,
    );
    const englishMail = readMail(receivedBy(english.email)[0]!);
    expect(englishMail.text).toContain('You are receiving this announcement because you have a PrepShelf account.');
    expect(englishMail.text).toMatch(/Unsubscribe from announcements: https:\/\/prepshelf\.example\.edu\/unsubscribe/);
    expect(englishMail.text).not.toMatch(DEVANAGARI);
  });
});
