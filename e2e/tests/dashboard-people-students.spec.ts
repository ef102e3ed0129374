import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import {
  actAsAdmin,
  addStudentByApi,
  logInByApi,
  newPerson,
  searchStudents,
  sessionStatus,
  studentRow,
} from '../fixtures/people';

test('an Admin adds a student, blocks them (their open session ends), unblocks and deletes them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await actAsAdmin(page, request);
  const student = newPerson('managed');

  // Add, from the student list's button; the form goes back to the list on success.
  await page.goto('/dashboard/dashboard-student-management');
  await page.getByRole('link', { name: 'Add Student' }).click();
  await expect(page).toHaveURL(/\/addStudent$/);
  // The address changes at once; the list stays on screen until the lazily loaded form is ready.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Student' })).toBeVisible();
  await page.getByLabel('Username').fill(student.Username);
  await page.getByLabel('Email').fill(student.Email);
  await page.getByLabel('Password').fill(student.Password);
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expectToastAndClose(page, 'Student added successfully!');
  await expect(page).toHaveURL(/\/dashboard\/dashboard-student-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Students', exact: true })).toBeVisible();

  // The student logs in elsewhere (their own API context): an open session.
  const studentToken = await logInByApi(request, student);
  expect(await sessionStatus(request, studentToken)).toBe(200);

  // Find them: the search goes into the URL and the server filters.
  await searchStudents(page, student.Email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(student.Email)}`));
  const row = studentRow(page, student.Email);
  // The unfiltered list shows the newest students, this one among them: only the server's answer to
  // the search lists this student alone.
  const listedRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(listedRows).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^[0-9a-f]{8}$/);
  await expect(row).toContainText('active');

  // Block: exactly one PATCH changeStudentStatus, a toast, the list reloads, the session is refused.
  const patches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/content/changeStudentStatus/')) patches.push(sent.method());
  });
  await row.getByRole('button', { name: `Block ${student.Username}` }).click();
  await expectToastAndClose(page, 'Successfully change student status !');
  await expect(row).toContainText('inactive');
  expect(patches).toEqual(['PATCH']);
  expect(await sessionStatus(request, studentToken)).toBe(401);
  const blockedLogin = await request.post('/api/auth/login', {
    data: { Email: student.Email, Password: student.Password },
  });
  expect(blockedLogin.ok()).toBe(false);

  // Unblock: active again, and they can log in.
  await row.getByRole('button', { name: `Unblock ${student.Username}` }).click();
  await expectToastAndClose(page, 'Successfully change student status !');
  await expect(row).toContainText('active');
  await expect(row).not.toContainText('inactive');
  expect(patches).toEqual(['PATCH', 'PATCH']);
  const newToken = await logInByApi(request, student);
  expect(await sessionStatus(request, newToken)).toBe(200);

  // Delete: No keeps them, Yes removes them; the search then finds nobody.
  await row.getByRole('button', { name: `Delete ${student.Username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this student?' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${student.Username}` }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  // Issue 13: one toast at a time, the newest at once: the reloaded search's warning replaces the
  // delete's success toast instead of waiting behind it.
  await expectToastAndClose(page, 'No matching students found');
  await expect(row).toHaveCount(0);
  expect(await sessionStatus(request, newToken)).toBe(401);

  // Every step is in the audit log.
  await page.goto('/dashboard/dashboard-audit?targetType=user');
  const entries = page.getByRole('row').filter({ hasText: student.Email });
  for (const action of ['Student added', 'Student blocked', 'Student unblocked', 'Student deleted']) {
    await expect(entries.filter({ hasText: action })).toHaveCount(1);
  }
});

test('an Admin edits a student from the list and the list shows the change', async ({ page, request }) => {
  await actAsAdmin(page, request);
  const student = await addStudentByApi(request, 'edited');
  await page.goto(`/dashboard/dashboard-student-management?search=${encodeURIComponent(student.Email)}`);
  await studentRow(page, student.Email)
    .getByRole('button', { name: `Edit ${student.Username}` })
    .click();
  await expect(page).toHaveURL(/\/updatestudent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Student' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(student.Username);
  // An Admin may change the role.
  await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await page.getByLabel('Username').fill(`${student.Username}-renamed`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToastAndClose(page, 'Student update successfully!');
  await expect(page).toHaveURL(/dashboard-student-management\?search=/);
  await expect(studentRow(page, student.Email)).toContainText(`${student.Username}-renamed`);
  // The password was not sent, so the old one still works.
  await logInByApi(request, student);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the student list turns into stacked cards', async ({ page, request }) => {
    await actAsAdmin(page, request);
    await page.goto('/dashboard/dashboard-student-management');
    await expect(
      page.getByRole('list', { name: 'Students' }).or(page.getByText('No students here yet.')),
    ).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
  });
});
