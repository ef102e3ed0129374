import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  announcementPreviewResponseSchema,
  announcementsResponseSchema,
  announceUsersResponseSchema,
  classesResponseSchema,
  sendAnnouncementBodySchema,
  sendAnnouncementResponseSchema,
  type AnnouncementSummary,
  type ClassSummary,
  type SendAnnouncementBody,
} from '@prepshelf/contract';
import { AnnouncementPage } from '../src/features/announcements/pages/announcement-page';
import { aClass, answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

const USERS: AnnounceUser[] = [
  { _id: 'u1', Username: 'asha', Email: 'asha@example.com' },
  { _id: 'u2', Username: 'ravi', Email: 'ravi@example.com' },
  { _id: 'u3', Username: 'meena', Email: 'meena@college.in' },
];
type AnnounceUser = { _id: string; Username: string; Email: string; Role?: 'Student' | 'Instructor' | 'Admin' };

/** Who a draft reaches: the picked users, every user of the chosen roles and the classes' members. */
const recipientsOf = (
  users: readonly AnnounceUser[],
  body: SendAnnouncementBody,
  classes: readonly ClassSummary[] = [],
) =>
  new Set([
    ...(body.userIds ?? []),
    ...users.filter((user) => (body.roles ?? []).includes(user.Role ?? 'Student')).map((user) => user._id),
  ]).size +
  classes
    .filter((entry) => (body.classIds ?? []).includes(entry._id))
    .reduce((sum, entry) => sum + entry.memberCount, 0);

function aSummary(index: number, overrides: Partial<AnnouncementSummary> = {}): AnnouncementSummary {
  return {
    _id: `a${index}`,
    subject: `Announcement ${index}`,
    sentBy: { _id: 'admin', Email: 'admin@example.com' },
    recipients: 2,
    queued: 0,
    sent: 2,
    failed: 0,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The announcement endpoints as the server keeps them: the users, the history (newest first, paged)
 * and what was previewed and sent.
 */
function announceServer({ history = [] as AnnouncementSummary[], users = USERS, classes = [] as ClassSummary[] } = {}) {
  const previews: SendAnnouncementBody[] = [];
  const sent: SendAnnouncementBody[] = [];
  server.use(
    http.get('/api/classes', () => answer(classesResponseSchema, { success: true, classes })),
    http.get('/api/announce/getAllUser', () => answer(announceUsersResponseSchema, { success: true, data: users })),
    http.get('/api/announce/announcements', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return answer(announcementsResponseSchema, {
        success: true,
        announcements: history.slice((page - 1) * limit, page * limit),
        total: history.length,
        page,
        limit,
      });
    }),
    http.post('/api/announce/preview', async ({ request }) => {
      const body = sendAnnouncementBodySchema.parse(await request.json());
      previews.push(body);
      return answer(announcementPreviewResponseSchema, {
        success: true,
        subject: body.subject ?? '',
        html: `<html><body>${body.emailBody ?? ''}</body></html>`,
        text: body.emailBody ?? '',
        recipients: recipientsOf(users, body, classes),
        unsubscribed: 0,
      });
    }),
    http.post('/api/announce/sendAnnouncement', async ({ request }) => {
      const body = sendAnnouncementBodySchema.parse(await request.json());
      sent.push(body);
      const recipients = recipientsOf(users, body, classes);
      history.unshift(aSummary(history.length + 1, { subject: body.subject ?? '', recipients, queued: 0, sent: 0 }));
      return answer(sendAnnouncementResponseSchema, {
        success: true,
        message: 'Announcement sent!',
        announcementId: `a${history.length}`,
        recipients,
      });
    }),
  );
  return { previews, sent };
}

const renderAnnouncement = () =>
  renderScreen(<AnnouncementPage />, { path: '/announcement', bundles: ['app', 'staff'], role: 'Admin' });

const userList = () => screen.getByRole('list', { name: 'Users' });
const toast = () => screen.findByRole('alert');

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';

describe('the announcement form: classes', () => {
  const classes = [
    aClass(C1, 'B.Com Sem 3 — Cost Accounting'),
    aClass(C2, 'BA Sem 1 — History', { memberCount: 12 }),
    aClass(C3, 'Old batch', { memberCount: 50, status: 'archived' }),
  ];

  it('offers the classes that are not archived, with their students, and All students alone by default', async () => {
    announceServer({ classes });
    await renderAnnouncement();

    const first = await screen.findByRole('checkbox', { name: 'B.Com Sem 3 — Cost Accounting (30 students)' });
    const group = screen.getByRole('group', { name: 'Send to the students of these classes' });
    expect(group).toContainElement(first);
    expect(first).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'BA Sem 1 — History (12 students)' })).not.toBeChecked();
    expect(within(group).queryByText(/Old batch/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'All students' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All instructors' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All admins' })).not.toBeChecked();
  });

  it('sends to a chosen class only: choosing it unticks All students, and staff stay out', async () => {
    const { previews, sent } = announceServer({ classes });
    const { user } = await renderAnnouncement();

    await user.click(await screen.findByRole('checkbox', { name: /Cost Accounting/ }));
    expect(screen.getByRole('checkbox', { name: 'All students' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Subject'), 'Unit 3 test on Friday');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It will be e-mailed to 30 users.');
    expect(previews.at(-1)).toMatchObject({ roles: [], classIds: [C1], userIds: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 30 users' }));
    expect(await toast()).toHaveTextContent('Announcement sent!');
    expect(sent).toEqual([expect.objectContaining({ roles: [], classIds: [C1] })]);
    // The form is ready for the next one: no class chosen.
    expect(screen.getByRole('checkbox', { name: /Cost Accounting/ })).not.toBeChecked();
  });

  it('keeps All students when it is ticked again, and a second class does not untick it', async () => {
    const { previews } = announceServer({ classes });
    const { user } = await renderAnnouncement();

    await user.click(await screen.findByRole('checkbox', { name: /Cost Accounting/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All students' }));
    await user.click(screen.getByRole('checkbox', { name: /History/ }));
    expect(screen.getByRole('checkbox', { name: 'All students' })).toBeChecked();
    await user.type(screen.getByLabelText('Subject'), 'Holiday');
    await user.keyboard('{Enter}');

    await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(previews.at(-1)).toMatchObject({ roles: ['Student'], classIds: [C1, C2] });
  });

  it('says when there are no classes, and still sends by role', async () => {
    const { previews } = announceServer();
    const { user } = await renderAnnouncement();

    expect(await screen.findByText('No classes yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));
    await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(previews.at(-1)).toMatchObject({ roles: ['Student'] });
    expect(previews.at(-1)).not.toHaveProperty('classIds');
  });
});

describe('the announcement form', () => {
  it('warns "Please select at least one user." and focuses the user search when nobody is picked', async () => {
    announceServer();
    const { user } = await renderAnnouncement();

    await within(userList()).findByText('asha@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'All students' }));
    await user.type(screen.getByLabelText('Subject'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    expect(await toast()).toHaveTextContent('Please select at least one user.');
    expect(screen.getByLabelText('Search users')).toHaveFocus();
  });

  it('warns "Subject cannot be empty." and focuses the subject when users are picked but no subject', async () => {
    announceServer();
    const { user } = await renderAnnouncement();

    await user.click(await screen.findByRole('checkbox', { name: /ravi@example\.com/ }));
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    expect(await toast()).toHaveTextContent('Subject cannot be empty.');
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });

  it('searches users by e-mail or name, and "Select all shown" picks only those shown', async () => {
    announceServer();
    const { user } = await renderAnnouncement();

    await within(userList()).findByText('asha@example.com');
    expect(screen.getByRole('checkbox', { name: 'Select all (3)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search users'), 'EXAMPLE.com');

    expect(within(userList()).queryByText('meena@college.in')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown (2)' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search users'));
    expect(screen.getByRole('checkbox', { name: /meena@college\.in/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /asha@example\.com/ })).toBeChecked();
  });

  it('asks to confirm with the number of recipients, and Cancel sends nothing', async () => {
    const { sent } = announceServer();
    const { user } = await renderAnnouncement();

    await user.click(await screen.findByRole('checkbox', { name: /asha@example\.com/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All students' }));
    await user.type(screen.getByLabelText('Subject'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It will be e-mailed to 1 user.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Subject')).toHaveValue('Exam timetable');
  });

  it('sends to the picked users on confirmation, says "Announcement sent!", clears the form and lists it', async () => {
    const { previews, sent } = announceServer();
    const { user } = await renderAnnouncement();

    expect(await screen.findByText('No announcements sent yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /asha@example\.com/ }));
    await user.click(screen.getByRole('checkbox', { name: /meena@college\.in/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All students' }));
    await user.click(screen.getByRole('radio', { name: 'HTML' }));
    await user.type(screen.getByLabelText('Subject'), '  Exam timetable ');
    await user.type(screen.getByLabelText('Message (HTML)'), 'It is out');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It will be e-mailed to 2 users.');
    const picked = { subject: 'Exam timetable', emailBody: 'It is out', userIds: ['u1', 'u3'], roles: [] };
    expect(previews.at(-1)).toEqual({ ...picked, bodyFormat: 'html' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 users' }));

    expect(await toast()).toHaveTextContent('Announcement sent!');
    expect(sent).toEqual([{ ...picked, bodyFormat: 'html' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(await screen.findByText('Exam timetable')).toBeInTheDocument();
  });

  it('says "Error sending announcement." when the server refuses the send', async () => {
    announceServer();
    server.use(http.post('/api/announce/sendAnnouncement', () => failure(500, 'Internal Server Error')));
    const { user } = await renderAnnouncement();

    await user.click(await screen.findByRole('checkbox', { name: /asha@example\.com/ }));
    await user.click(screen.getByRole('checkbox', { name: 'All students' }));
    await user.type(screen.getByLabelText('Subject'), 'Exam timetable');
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to 1 user' }));

    expect(await toast()).toHaveTextContent('Error sending announcement.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Exam timetable');
  });
});

const WITH_STAFF: AnnounceUser[] = [
  { _id: 'u1', Username: 'asha', Email: 'asha@example.com', Role: 'Student' },
  { _id: 'u2', Username: 'ravi', Email: 'ravi@example.com', Role: 'Student' },
  { _id: 's1', Username: 'prof', Email: 'prof@college.in', Role: 'Instructor' },
  { _id: 's2', Username: 'head', Email: 'head@college.in', Role: 'Admin' },
];

describe('the announcement audience and plain-text body', () => {
  it('goes to all students by default, staff left out, with the typed text as plain text', async () => {
    const { previews, sent } = announceServer({ users: WITH_STAFF });
    const { user } = await renderAnnouncement();

    expect(await screen.findByRole('checkbox', { name: 'All students' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All instructors' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All admins' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Plain text' })).toBeChecked();
    await user.type(screen.getByLabelText('Subject'), 'Unit 3');
    await user.type(screen.getByLabelText('Message'), 'Notes are up.{Enter}Test on Friday.');
    await waitFor(() =>
      expect(previews.at(-1)).toMatchObject({ emailBody: 'Notes are up.\nTest on Friday.', bodyFormat: 'text' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send Announcement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(dialog).toHaveTextContent('It will be e-mailed to 2 users.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 users' }));
    expect(await toast()).toHaveTextContent('Announcement sent!');
    expect(sent).toEqual([
      {
        subject: 'Unit 3',
        emailBody: 'Notes are up.\nTest on Friday.',
        userIds: [],
        roles: ['Student'],
        bodyFormat: 'text',
      },
    ]);
  });

  it('"Select all" picks the students only; staff are marked, and picked one by one or by their role', async () => {
    announceServer({ users: WITH_STAFF });
    const { user } = await renderAnnouncement();

    const list = await screen.findByRole('list', { name: 'Users' });
    await within(list).findByText('prof@college.in');
    expect(within(list).getByText('Staff · Instructor')).toBeInTheDocument();
    expect(within(list).getByText('Staff · Admin')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all students (2)' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /prof@college\.in/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /head@college\.in/ })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'All instructors' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all students (3)' }));
    expect(screen.getByRole('checkbox', { name: /prof@college\.in/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /head@college\.in/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /head@college\.in/ }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
  });
});

describe('the announcement history', () => {
  it('shows ten past announcements a page with their delivery counts, and pages through the rest', async () => {
    const history = Array.from({ length: 12 }, (_, index) => aSummary(index + 1));
    announceServer({ history });
    const { user } = await renderAnnouncement();

    expect(await screen.findByText('Announcement 1')).toBeInTheDocument();
    expect(screen.getByText('Announcement 10')).toBeInTheDocument();
    expect(screen.queryByText('Announcement 11')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Announcement 11')).toBeInTheDocument();
    expect(screen.queryByText('Announcement 1')).not.toBeInTheDocument();
    const item = screen.getByText('Announcement 12').closest('li');
    expect(item).not.toBeNull();
    expect(item).toHaveTextContent('by admin@example.com');
    expect(item).toHaveTextContent('2 recipients');
    expect(within(item as HTMLElement).getByLabelText('Delivery')).toHaveTextContent(
      /0\s*queued\s*2\s*sent\s*0\s*failed/,
    );
  });
});
