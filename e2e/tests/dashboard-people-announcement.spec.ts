import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { fetchMailbox, waitForMail } from '../fixtures/mailbox';
import { actAsAdmin, addStudentByApi, createInstructor } from '../fixtures/people';
import { currentPath, storeSession } from '../fixtures/session';

test('an announcement reaches the two students an Admin chose by searching', async ({ page, request }) => {
  test.setTimeout(180_000);
  const first = await addStudentByApi(request, 'reader');
  const second = await addStudentByApi(request, 'listener');
  const bystander = await addStudentByApi(request, 'bystander');
  const subject = `Exam timetable ${randomBytes(3).toString('hex')}`;

  await actAsAdmin(page, request);
  await page.goto('/announcement');
  const users = page.getByRole('list', { name: 'Users' });
  const search = page.getByLabel('Search users');

  // Search by e-mail, in capitals: the match ignores case. Pick the first student…
  await search.fill(first.Email.toUpperCase());
  await expect(users.getByRole('checkbox')).toHaveCount(1);
  await users.getByRole('checkbox', { name: first.Username }).check();
  // …then by username; the first choice is kept while searching.
  await search.fill(second.Username);
  await users.getByRole('checkbox', { name: second.Username }).check();
  await search.fill('');
  await expect(page.getByText('2 selected')).toBeVisible();

  // Only the two chosen: the audience starts as every student, so that choice is taken off.
  await page.getByRole('checkbox', { name: 'All students', exact: true }).uncheck();
  await page.getByRole('radio', { name: 'HTML' }).check();
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByLabel('Message (HTML)')
    .fill('<p>The timetable is <strong>out</strong>.</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Send Announcement' }).click();
  // Issue 13: a confirmation step names the number of recipients before anything is sent.
  const confirm = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(confirm).toContainText('It will be e-mailed to 2 users.');
  await confirm.getByRole('button', { name: 'Send to 2 users' }).click();
  await expectToastAndClose(page, 'Announcement sent!');
  await expect(page.getByText('0 selected')).toBeVisible();

  // Each chosen student gets the mail, cleaned of the script; the bystander gets nothing.
  for (const student of [first, second]) {
    const mail = await waitForMail(request, { to: student.Email, subject: new RegExp(subject) });
    expect(mail.html).toContain('<strong>out</strong>');
    expect(mail.html).not.toContain('<script');
  }
  const bystanderMail = await fetchMailbox(request, bystander.Email);
  expect(bystanderMail.ok()).toBe(true);
  const { mails } = (await bystanderMail.json()) as { mails: { subject: string }[] };
  expect(mails.filter((mail) => mail.subject.includes(subject))).toHaveLength(0);

  // The history shows it, and its two mails end up sent.
  const history = page.getByRole('region', { name: 'Past announcements' });
  const entry = history.getByRole('listitem').filter({ hasText: subject });
  await expect(entry).toContainText('2 recipients');
  await expect(entry).toContainText(/2\s*sent/, { timeout: 15_000 });
  await expect(entry).toContainText(/0\s*queued/);
});

test('select-all picks every user shown and a refresh of the list clears the selection', async ({ page, request }) => {
  const student = await addStudentByApi(request, 'picked');
  await actAsAdmin(page, request);
  await page.goto('/announcement');
  await page.getByLabel('Search users').fill(student.Email);
  await page.getByRole('checkbox', { name: /Select all shown \(1\)/ }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh the user list' }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  // The list area scrolls instead of growing past 200px.
  const maxHeight = await page
    .getByRole('list', { name: 'Users' })
    .evaluate((element) => getComputedStyle(element).maxHeight);
  expect(maxHeight).toBe('200px');
  const bodyHeight = await page
    .getByLabel('Message', { exact: true })
    .evaluate((element) => getComputedStyle(element).height);
  expect(bodyHeight).toBe('250px');
});

test('an Instructor does not see the Announcement link and is redirected from /announcement', async ({
  page,
  request,
}) => {
  const instructor = await createInstructor(request);
  await storeSession(page, 'Instructor', instructor.token);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Announcement' })).toHaveCount(0);

  await page.goto('/announcement');
  await expect.poll(() => currentPath(page)).toBe('/');
  // The server refuses the Instructor too.
  const response = await request.get('/api/announce/getAllUser', { headers: { AuthToken: instructor.token } });
  expect(response.status()).toBe(403);

  // On the student list an Instructor has no role filter, and the update form no role select.
  await page.goto('/dashboard/dashboard-student-management');
  await expect(page.getByRole('search', { name: 'Filter students' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
});
