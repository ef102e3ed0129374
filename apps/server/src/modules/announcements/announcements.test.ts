import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, TOASTS, VALIDATION } from '@prepshelf/contract';
import { announcements, mailOutbox, users } from '../../db/schema/index.ts';
import { blockAccount, createLoggedInAccount, useRoleTests, type Account } from '../../../test/support/users.ts';
import { sanitizeAnnouncementHtml } from './announcements.sanitize.ts';

let blocked: Account;
const c = useRoleTests({ Student: 'Asha Verma' }, async ({ t }) => {
  blocked = await createLoggedInAccount(t, 'Student', 'Blocked Pupil');
  await blockAccount(t, blocked.id);
});

const send = (account: Account | undefined, payload: Record<string, unknown>) =>
  c.t.app.inject({
    method: 'POST',
    url: '/api/announce/sendAnnouncement',
    headers: account?.headers ?? {},
    payload,
  });

describe('authorization of the announcement routes', () => {
  const callers = ['anonymous', 'Student', 'Instructor', 'Admin'] as const;
  const accountOf = (caller: (typeof callers)[number]) =>
    caller === 'anonymous' ? undefined : { Student: c.student, Instructor: c.instructor, Admin: c.admin }[caller];
  const expected = { anonymous: 401, Student: 403, Instructor: 403, Admin: 200 } as const;

  it.each(callers)('GET getAllUser as %s: only an Admin', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/announce/getAllUser',
      headers: accountOf(caller)?.headers ?? {},
    });
    expect(response.statusCode).toBe(expected[caller]);
  });

  it.each(callers)('POST sendAnnouncement as %s: only an Admin', async (caller) => {
    const response = await send(accountOf(caller), {
      subject: 'Hello',
      emailBody: '<p>Hi</p>',
      userIds: [c.student.id],
    });
    expect(response.statusCode).toBe(expected[caller]);
  });

  it.each(callers)('GET announcements as %s: only an Admin', async (caller) => {
    const response = await c.t.app.inject({
      method: 'GET',
      url: '/api/announce/announcements',
      headers: accountOf(caller)?.headers ?? {},
    });
    expect(response.statusCode).toBe(expected[caller]);
  });
});

describe('the recipient picker', () => {
  it('lists active users only and searches e-mail or username case-insensitively', async () => {
    const all = await c.t.app.inject({ method: 'GET', url: '/api/announce/getAllUser', headers: c.admin.headers });
    const data = all.json<{ data: { _id: string; Username: string; Email: string }[] }>().data;
    expect(data.map((user) => user._id).sort()).toEqual([c.admin.id, c.instructor.id, c.student.id].sort());
    expect(Object.keys(data[0]!).sort()).toEqual(['Email', 'Role', 'Username', '_id']);

    const byName = await c.t.app.inject({
      method: 'GET',
      url: '/api/announce/getAllUser?search=ASHA',
      headers: c.admin.headers,
    });
    expect(byName.json<{ data: { _id: string }[] }>().data.map((user) => user._id)).toEqual([c.student.id]);
    const byMail = await c.t.app.inject({
      method: 'GET',
      url: `/api/announce/getAllUser?search=${encodeURIComponent(c.instructor.email.slice(0, 12).toUpperCase())}`,
      headers: c.admin.headers,
    });
    expect(byMail.json<{ data: { _id: string }[] }>().data.map((user) => user._id)).toEqual([c.instructor.id]);
  });
});

describe('sending an announcement', () => {
  it("refuses no users and a blank subject with the spec's sentences", async () => {
    for (const userIds of [undefined, []]) {
      const response = await send(c.admin, { subject: 'Hello', emailBody: 'x', userIds });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: VALIDATION.announcementNoUsers });
    }
    const blank = await send(c.admin, { subject: '  \n ', emailBody: 'x', userIds: [c.student.id] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, message: VALIDATION.announcementNoSubject });
  });

  it('ignores unknown, malformed, repeated and blocked ids, and refuses when nobody remains', async () => {
    const none = await send(c.admin, {
      subject: 'Hello',
      userIds: [blocked.id, '6f1c1e9e-4a8e-4c53-9d43-2f5c1c0b9a11', 'nonsense'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(STAFF_MESSAGES.noRecipients);

    const response = await send(c.admin, {
      subject: '  Exam dates  ',
      emailBody: '<p>Soon</p>',
      userIds: [c.student.id, c.student.id.toUpperCase(), blocked.id, 'nonsense', c.instructor.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ announcementId: string; recipients: number; message: string }>();
    expect(body).toMatchObject({ success: true, message: TOASTS.announcementSent, recipients: 2 });
    const rows = await c.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.batchId, body.announcementId));
    expect(rows.map((row) => row.toAddress).sort()).toEqual([c.instructor.email, c.student.email].sort());
    expect(
      rows.every((row) => row.kind === 'announcement' && row.status === 'queued' && row.subject === 'Exam dates'),
    ).toBe(true);
  });

  it('cleans the body: script, style, event handlers and javascript: URLs go; the allow-list stays', async () => {
    const dirty = [
      '<h2 onclick="steal()">Title</h2>',
      '<script>alert(1)</script><style>p{color:red}</style>',
      '<p style="x" class="y">Text <b>bold</b> <em>em</em> <u>u</u></p>',
      '<a href="javascript:alert(1)">bad link</a> <a href="https://ok.example/x" target="_blank">good</a>',
      '<a href="mailto:help@college.example.edu">mail</a>',
      '<img src="x" onerror="alert(1)"><img src="http://insecure.example/a.png"><img src="https://cdn.example/a.png" alt="A">',
      '<iframe src="https://evil.example"></iframe><blockquote>Quote</blockquote><ul><li>one</li></ul>',
      '<img src="data:image/png;base64,AAAA">',
    ].join('');
    const clean = sanitizeAnnouncementHtml(dirty);
    expect(clean).not.toMatch(/script|alert|onerror|onclick|style|javascript:|iframe|class=|target=|http:\/\/|data:/);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<p>Text <b>bold</b> <em>em</em> <u>u</u></p>');
    expect(clean).toContain('<a>bad link</a>');
    expect(clean).toContain('<a href="https://ok.example/x">good</a>');
    expect(clean).toContain('<a href="mailto:help@college.example.edu">mail</a>');
    expect(clean).toContain('<img src="https://cdn.example/a.png" alt="A" />');
    expect(clean).toContain('<blockquote>Quote</blockquote><ul><li>one</li></ul>');

    const response = await send(c.admin, { subject: 'Clean', emailBody: dirty, userIds: [c.student.id] });
    const { announcementId } = response.json<{ announcementId: string }>();
    const [row] = await c.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.batchId, announcementId));
    expect(row?.html).toContain(clean);
    expect(row?.html).not.toMatch(/onerror|javascript:|<script/);
    const [stored] = await c.t.database.db.select().from(announcements).where(eq(announcements.id, announcementId));
    expect(stored?.bodyHtml).toBe(clean);
  });

  it('queues 10,000 recipients in one call, one outbox row each, and lists the counts', async () => {
    await c.t.database.db.execute(sql`
      insert into users (public_id, username, email, role, status, is_verified)
      select 'bulk' || g, 'Bulk ' || g, 'bulk' || g || '@college.example.edu', 'Student', 'active', true
      from generate_series(1, 10000) g`);
    const bulk = await c.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.publicId} like 'bulk%'`);
    expect(bulk).toHaveLength(10_000);

    c.t.clock.advance(60_000);
    const response = await send(c.admin, {
      subject: 'To everyone',
      emailBody: '<p>Results are out.</p>',
      userIds: bulk.map((row) => row.id),
    });
    expect(response.statusCode).toBe(200);
    const { announcementId, recipients } = response.json<{ announcementId: string; recipients: number }>();
    expect(recipients).toBe(10_000);
    const [counts] = await c.t.database.db
      .select({
        rows: sql<number>`count(*)::int`,
        addresses: sql<number>`count(distinct ${mailOutbox.toAddress})::int`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.batchId, announcementId));
    expect(counts).toEqual({ rows: 10_000, addresses: 10_000 });

    // Another request is answered normally right after.
    const ping = await c.t.app.inject({
      method: 'GET',
      url: '/api/announce/getAllUser?search=asha',
      headers: c.admin.headers,
    });
    expect(ping.statusCode).toBe(200);

    // Two mails delivered (dev mailbox), one failed for good: the list counts them by status.
    await c.t.database.db
      .update(mailOutbox)
      .set({ status: 'failed' })
      .where(sql`${mailOutbox.id} in (select id from mail_outbox where batch_id = ${announcementId} limit 1)`);
    const list = await c.t.app.inject({
      method: 'GET',
      url: '/api/announce/announcements?page=1',
      headers: c.admin.headers,
    });
    const page = list.json<{
      announcements: {
        _id: string;
        recipients: number;
        queued: number;
        sent: number;
        failed: number;
        subject: string;
      }[];
      total: number;
      limit: number;
    }>();
    expect(page.limit).toBe(10);
    expect(page.total).toBe(4);
    expect(page.announcements[0]).toMatchObject({
      _id: announcementId,
      subject: 'To everyone',
      recipients: 10_000,
      queued: 9_999,
      sent: 0,
      failed: 1,
      sentBy: { _id: c.admin.id, Email: c.admin.email },
    });
  });
});
