import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { mailPart, startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';
import { plainTextToHtml } from './announcements.plain-text.ts';

let receiver: SmtpReceiver;
let t: TestApp;
let admin: Account;
let instructor: Account;
let asha: Account;
let bilal: Account;
let blocked: Account;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'PrepShelf <no-reply@college.example.edu>' } });
  admin = await createLoggedInAccount(t, 'Admin');
  instructor = await createLoggedInAccount(t, 'Instructor');
  asha = await createLoggedInAccount(t, 'Student', 'Asha');
  bilal = await createLoggedInAccount(t, 'Student', 'Bilal');
  blocked = await createLoggedInAccount(t, 'Student', 'Blocked');
  await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, blocked.id));
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/announce/${url}`, headers, payload });

const deliver = async () => {
  await t.app.mail.worker.runOnce();
  await t.app.mail.worker.runOnce();
};
const recipientsOf = (subject: string) =>
  receiver.messages
    .filter((mail) => mail.subject === subject)
    .flatMap((mail) => mail.to)
    .sort();

describe('a plain-text body', () => {
  it('keeps line breaks and paragraphs, escapes markup and makes addresses links', () => {
    expect(
      plainTextToHtml(
        'Unit 3 notes are up.\nTest on Friday <b>9 am</b> & bring ID.\n\nDetails: www.college.example.edu/unit3, or write to office@college.example.edu.',
      ),
    ).toBe(
      '<p>Unit 3 notes are up.<br>Test on Friday &lt;b&gt;9 am&lt;/b&gt; &amp; bring ID.</p>\n' +
        '<p>Details: <a href="http://www.college.example.edu/unit3">www.college.example.edu/unit3</a>, or write to ' +
        '<a href="mailto:office@college.example.edu">office@college.example.edu</a>.</p>',
    );
    expect(plainTextToHtml('a "quote"\r\n\r\n\r\n  \n  b')).toBe('<p>a &quot;quote&quot;</p>\n<p>  b</p>');
    expect(plainTextToHtml('javascript:alert(1) https://x.example/?a=1&b="2"')).toBe(
      '<p>javascript:alert(1) <a href="https://x.example/?a=1&amp;b=&quot;2&quot;">https://x.example/?a=1&amp;b=&quot;2&quot;</a></p>',
    );
  });
});

describe('announcement audiences', () => {
  it('lists each user with their role, so the picker can tell staff from students', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/announce/getAllUser', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ data: { _id: string; Role: string }[] }>().data;
    expect(Object.fromEntries(listed.map((user) => [user._id, user.Role]))).toEqual({
      [admin.id]: 'Admin',
      [instructor.id]: 'Instructor',
      [asha.id]: 'Student',
      [bilal.id]: 'Student',
    });
  });

  it('mails every active student, and no staff, when the students are chosen; the text body arrives as written', async () => {
    const preview = await post('preview', admin.headers, { subject: 'Unit 3', roles: ['Student'] });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ recipients: 2 });

    const response = await post('sendAnnouncement', admin.headers, {
      subject: 'Unit 3',
      emailBody:
        'Unit 3 notes are up.\nTest on Friday <script>alert(1)</script>\n\nSee https://college.example.edu/unit3',
      bodyFormat: 'text',
      roles: ['Student'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, recipients: 2 });
    await deliver();
    expect(recipientsOf('Unit 3')).toEqual([asha.email, bilal.email].sort());
    const mail = receiver.messages.find((message) => message.subject === 'Unit 3')!;
    const html = mailPart(mail, 'text/html');
    expect(html).toContain('<p>Unit 3 notes are up.<br />Test on Friday &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('<a href="https://college.example.edu/unit3">https://college.example.edu/unit3</a>');
    expect(html).not.toContain('<script');
    expect(mailPart(mail, 'text/plain')).toContain(
      'Unit 3 notes are up.\nTest on Friday <script>alert(1)</script>\n\nSee https://college.example.edu/unit3',
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'announcement.sent'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.details).toEqual({
      recipients: 2,
      classes: 0,
      inbox: 2,
      roles: ['Student'],
      picked: 0,
      bodyFormat: 'text',
    });
  });

  it('adds staff only when their role is chosen, and hand-picked users once each', async () => {
    const response = await post('sendAnnouncement', admin.headers, {
      subject: 'Staff meeting',
      emailBody: '<p>Room 4</p>',
      roles: ['Instructor', 'Admin'],
      userIds: [asha.id, instructor.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recipients: 3 });
    await deliver();
    expect(recipientsOf('Staff meeting')).toEqual([admin.email, instructor.email, asha.email].sort());
  });

  it('keeps the older body working, and refuses what names nobody or an unknown role', async () => {
    const older = await post('sendAnnouncement', admin.headers, {
      subject: 'Older client',
      emailBody: '<p>Hello</p>',
      userIds: [bilal.id],
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ recipients: 1 });

    const nobody = await post('sendAnnouncement', admin.headers, { subject: 'x', emailBody: 'x', roles: [] });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ message: 'Please select at least one user.' });
    const unknown = await post('sendAnnouncement', admin.headers, { subject: 'x', roles: ['Guest'] });
    expect(unknown.statusCode).toBe(400);
    const format = await post('sendAnnouncement', admin.headers, {
      subject: 'x',
      roles: ['Student'],
      bodyFormat: 'md',
    });
    expect(format.statusCode).toBe(400);
    // Only blocked students hold the role chosen: there is nobody to mail.
    await t.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, blocked.id));
    const none = await post('sendAnnouncement', admin.headers, { subject: 'x', emailBody: 'x', userIds: [blocked.id] });
    expect(none.statusCode).toBe(400);
  });

  it('is the Admin’s alone', async () => {
    const body = { subject: 'x', emailBody: 'x', roles: ['Student'] };
    expect((await post('sendAnnouncement', {}, body)).statusCode).toBe(401);
    expect((await post('sendAnnouncement', asha.headers, body)).statusCode).toBe(403);
    expect((await post('sendAnnouncement', instructor.headers, body)).statusCode).toBe(403);
    expect((await post('preview', instructor.headers, body)).statusCode).toBe(403);
  });
});
