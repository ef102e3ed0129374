import { eq } from 'drizzle-orm';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../../mail/mail.templates.ts';
import { PREVIEW_TOKEN } from './announcements.service.ts';
import { describe, expect, it } from 'vitest';
import { VALIDATION, type AnnouncementPreviewResponse } from '@prepshelf/contract';
import { announcements, mailOutbox } from '../../db/schema/index.ts';
import { blockAccount, createLoggedInAccount, useRoleTests, type Account } from '../../../test/support/users.ts';

let blocked: Account;
const c = useRoleTests({ Student: 'Asha Verma' }, async ({ t }) => {
  blocked = await createLoggedInAccount(t, 'Student', 'Blocked Pupil');
  await blockAccount(t, blocked.id);
});

const preview = (account: Account | undefined, payload: Record<string, unknown>) =>
  c.t.app.inject({ method: 'POST', url: '/api/announce/preview', headers: account?.headers ?? {}, payload });

const send = (payload: Record<string, unknown>) =>
  c.t.app.inject({ method: 'POST', url: '/api/announce/sendAnnouncement', headers: c.admin.headers, payload });

describe('the announcement preview', () => {
  const callers = ['anonymous', 'Student', 'Instructor', 'Admin'] as const;
  const accountOf = (caller: (typeof callers)[number]) =>
    caller === 'anonymous' ? undefined : { Student: c.student, Instructor: c.instructor, Admin: c.admin }[caller];
  const expected = { anonymous: 401, Student: 403, Instructor: 403, Admin: 200 } as const;

  it.each(callers)('POST preview as %s: only an Admin', async (caller) => {
    const response = await preview(accountOf(caller), {
      subject: 'Hello',
      emailBody: '<p>Hi</p>',
      userIds: [c.student.id],
    });
    expect(response.statusCode).toBe(expected[caller]);
    if (caller !== 'Admin') expect(response.json()).toMatchObject({ success: false });
  });

  it('shows the sanitised mail as it would be sent, and stores and queues nothing', async () => {
    const body =
      '<h2>Exam week</h2><p onclick="steal()">Timetable <script>alert(1)</script><a href="javascript:x">here</a></p>';
    const response = await preview(c.admin, { subject: '  Exams  ', emailBody: body, userIds: [c.student.id] });
    expect(response.statusCode).toBe(200);
    const shown = response.json<AnnouncementPreviewResponse>();
    expect(shown.subject).toBe('Exams');
    expect(shown.html).toContain('<h2>Exam week</h2>');
    expect(shown.html).not.toMatch(/<script|onclick|javascript:/i);
    expect(shown.text).toContain('Exam week');
    expect(await c.t.database.db.select().from(announcements)).toHaveLength(0);
    expect(await c.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'announcement'))).toHaveLength(0);

    expect(shown.html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    expect(shown.html).toContain(`/unsubscribe?list=announcements&amp;token=${PREVIEW_TOKEN}`);

    // The mail then sent carries exactly the previewed HTML, with the recipient's own unsubscribe token.
    expect((await send({ subject: '  Exams  ', emailBody: body, userIds: [c.student.id] })).statusCode).toBe(200);
    const [queued] = await c.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'announcement'));
    const token = /token=([0-9a-f]{64})/.exec(queued?.html ?? '')?.[1];
    expect(token).toBeDefined();
    expect(queued?.html.replaceAll(token!, PREVIEW_TOKEN)).toBe(shown.html);
  });

  it('counts each active selected user once, as sending would', async () => {
    const response = await preview(c.admin, {
      subject: 'Count',
      emailBody: '<p>x</p>',
      userIds: [
        c.student.id,
        c.student.id,
        blocked.id,
        c.instructor.id,
        'not-a-user',
        '00000000-0000-4000-8000-000000000000',
      ],
    });
    expect(response.json<AnnouncementPreviewResponse>().recipients).toBe(2);
  });

  it('leaves out, and counts apart, selected users who unsubscribed from announcements', async () => {
    const listener = await createLoggedInAccount(c.t, 'Student', 'Listener');
    const quiet = await createLoggedInAccount(c.t, 'Student', 'Quiet');
    const off = await c.t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: quiet.headers,
      payload: { announcements: false },
    });
    expect(off.statusCode).toBe(200);
    const response = await preview(c.admin, {
      subject: 'Count',
      emailBody: '<p>x</p>',
      userIds: [listener.id, quiet.id],
    });
    expect(response.json<AnnouncementPreviewResponse>()).toMatchObject({ recipients: 1, unsubscribed: 1 });
    // Sending queues exactly the counted mails.
    const sent = await send({ subject: 'Count', emailBody: '<p>x</p>', userIds: [listener.id, quiet.id] });
    expect(sent.json()).toMatchObject({ success: true, recipients: 1 });
  });

  it('previews a draft without subject or recipients (none counted), and still refuses malformed input', async () => {
    const draft = await preview(c.admin, { emailBody: '<p>Draft</p>' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json<AnnouncementPreviewResponse>()).toMatchObject({ subject: '', recipients: 0 });
    expect(draft.json<AnnouncementPreviewResponse>().html).toContain('<p>Draft</p>');
    const wrongType = await preview(c.admin, { subject: 7, userIds: 'everyone' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ success: false });
    // Sending the same draft is refused with the spec's text.
    const sent = await send({ subject: '', emailBody: '<p>Draft</p>', userIds: [c.student.id] });
    expect(sent.json()).toEqual({ success: false, message: VALIDATION.announcementNoSubject });
  });
});
