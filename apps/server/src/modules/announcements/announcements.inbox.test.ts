import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@prepshelf/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

/*
 * Announcements in the in-app inbox: sent to classes and roles (the class's student members; staff only
 * when their role is chosen), listed beside the class notices with the unread count, marked read.
 */

let t: TestApp;
let admin: Account;
let instructor: Account;
let inClass: Account;
let otherClass: Account;
let noClass: Account;
let classId: string;
let otherClassId: string;

interface InboxEntry {
  _id: string;
  kind: string;
  classId: string | null;
  className: string | null;
  subject: string | null;
  body: string;
  isRead: boolean;
}
interface Inbox {
  notices: InboxEntry[];
  unread: number;
  total: number;
}

const call = (method: 'GET' | 'POST', url: string, who: Account | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const send = (who: Account | null, payload: object) => call('POST', '/api/announce/sendAnnouncement', who, payload);
const inboxOf = async (who: Account): Promise<Inbox> => (await call('GET', '/api/inbox', who)).json<Inbox>();
const unreadOf = async (who: Account): Promise<number> =>
  (await call('GET', '/api/inbox/unread', who)).json<{ unread: number }>().unread;
const subjectsOf = async (who: Account) =>
  (await inboxOf(who)).notices.filter((entry) => entry.kind === 'announcement').map((entry) => entry.subject);

async function createClassWith(name: string, member: Account): Promise<string> {
  const created = await call('POST', '/api/classes', instructor, { name, category: 'commerce' });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ class: { _id: string } }>().class._id;
  const added = await call('POST', `/api/classes/${id}/members`, instructor, { emails: [member.email] });
  expect(added.statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInAccount(t, 'Admin');
  instructor = await createLoggedInAccount(t, 'Instructor');
  inClass = await createLoggedInAccount(t, 'Student', 'Asha');
  otherClass = await createLoggedInAccount(t, 'Student', 'Bilal');
  noClass = await createLoggedInAccount(t, 'Student', 'Chitra');
  classId = await createClassWith('B.Com Sem 3 — Cost Accounting', inClass);
  otherClassId = await createClassWith('BA Sem 1 — History', otherClass);
});
afterAll(async () => {
  await t.close();
});

describe('sending to classes', () => {
  it('refuses anyone but an Admin', async () => {
    const payload = { subject: 'Not allowed', emailBody: 'x', classIds: [classId] };
    expect((await send(null, payload)).statusCode).toBe(401);
    expect((await send(inClass, payload)).statusCode).toBe(403);
    expect((await send(instructor, payload)).statusCode).toBe(403);
  });

  it('puts an announcement to a class in its members’ inboxes only, as plain text, unread', async () => {
    const response = await send(admin, {
      subject: 'Test on Friday',
      emailBody: 'Unit 3 test on Friday.\nBring your ID.',
      bodyFormat: 'text',
      classIds: [classId],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ recipients: number }>().recipients).toBe(1);

    const inbox = await inboxOf(inClass);
    const entry = inbox.notices.find((notice) => notice.subject === 'Test on Friday');
    expect(entry).toMatchObject({ kind: 'announcement', classId: null, className: null, isRead: false });
    expect(entry?.body).toBe('Unit 3 test on Friday.\nBring your ID.');
    expect(inbox.unread).toBe(1);
    expect(await unreadOf(inClass)).toBe(1);

    for (const outsider of [otherClass, noClass, instructor, admin])
      expect(await subjectsOf(outsider)).not.toContain('Test on Friday');
  });

  it('sends to students only by role, staff only when their role is chosen', async () => {
    expect(
      (await send(admin, { subject: 'Students only', emailBody: '<p>Hello</p>', roles: ['Student'] })).statusCode,
    ).toBe(200);
    for (const student of [inClass, otherClass, noClass]) expect(await subjectsOf(student)).toContain('Students only');
    for (const staff of [instructor, admin]) expect(await subjectsOf(staff)).not.toContain('Students only');

    expect((await send(admin, { subject: 'Staff too', emailBody: 'x', roles: ['Instructor'] })).statusCode).toBe(200);
    expect(await subjectsOf(instructor)).toContain('Staff too');
    expect(await subjectsOf(inClass)).not.toContain('Staff too');
  });

  it('adds the members of several classes to the chosen roles, each once', async () => {
    const response = await send(admin, {
      subject: 'Two classes',
      emailBody: 'x',
      classIds: [classId, otherClassId, classId],
    });
    expect(response.json<{ recipients: number }>().recipients).toBe(2);
    expect(await subjectsOf(inClass)).toEqual(expect.arrayContaining(['Two classes']));
    expect((await subjectsOf(otherClass)).filter((subject) => subject === 'Two classes')).toHaveLength(1);
    expect(await subjectsOf(noClass)).not.toContain('Two classes');
  });

  it('refuses an unknown class or a malformed id, storing nothing', async () => {
    const before = (await inboxOf(inClass)).total;
    const unknown = await send(admin, {
      subject: 'Ghost',
      emailBody: 'x',
      classIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(FIELD_MESSAGES.classUnknown);
    expect((await send(admin, { subject: 'Ghost', emailBody: 'x', classIds: ['nope'] })).statusCode).toBe(400);
    expect((await inboxOf(inClass)).total).toBe(before);
  });

  it('keeps an HTML body’s text in the inbox, never its markup', async () => {
    await send(admin, {
      subject: 'HTML body',
      emailBody: '<p>Line one<br>Line <b>two</b></p><script>alert(1)</script>',
      classIds: [classId],
    });
    const entry = (await inboxOf(inClass)).notices.find((notice) => notice.subject === 'HTML body');
    expect(entry?.body).toBe('Line one\nLine two');
  });
});

describe('reading announcements in the inbox', () => {
  it('needs a login', async () => {
    expect((await call('GET', '/api/inbox', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/inbox/unread', null)).statusCode).toBe(401);
  });

  it('marks one read for its recipient only; another user gets a 404', async () => {
    const entry = (await inboxOf(inClass)).notices.find((notice) => notice.subject === 'Test on Friday')!;
    expect((await call('POST', `/api/inbox/${entry._id}/read`, noClass)).statusCode).toBe(404);
    const before = await unreadOf(inClass);
    expect((await call('POST', `/api/inbox/${entry._id}/read`, inClass)).statusCode).toBe(200);
    expect(await unreadOf(inClass)).toBe(before - 1);
    const after = (await inboxOf(inClass)).notices.find((notice) => notice._id === entry._id);
    expect(after?.isRead).toBe(true);
  });

  it('lists notices and announcements together, newest first; Mark all read clears both', async () => {
    t.clock.advance(60_000);
    const posted = await call('POST', `/api/classes/${classId}/notices`, instructor, { body: 'Unit 3 notes are up' });
    expect(posted.statusCode).toBe(201);
    const inbox = await inboxOf(inClass);
    expect(inbox.notices[0]).toMatchObject({
      kind: 'notice',
      className: 'B.Com Sem 3 — Cost Accounting',
      subject: null,
    });
    expect(inbox.notices.some((entry) => entry.kind === 'announcement')).toBe(true);
    expect((await call('POST', '/api/inbox/read', inClass)).statusCode).toBe(200);
    expect(await unreadOf(inClass)).toBe(0);
    expect((await inboxOf(inClass)).notices.every((entry) => entry.isRead)).toBe(true);
    // Another student's inbox is untouched.
    expect(await unreadOf(otherClass)).toBeGreaterThan(0);
  });

  it('pages through both kinds', async () => {
    const first = (await call('GET', '/api/inbox?page=1&limit=2', inClass)).json<Inbox>();
    const second = (await call('GET', '/api/inbox?page=2&limit=2', inClass)).json<Inbox>();
    expect(first.notices).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.notices, ...second.notices].map((entry) => entry._id)).size).toBe(
      first.notices.length + second.notices.length,
    );
  });
});
