import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { actAsAdmin, addStudentByApi, expectToastThenDismiss, searchStudents, studentRow } from '../fixtures/people';

test('every warning of the student and announcement forms appears with its exact text', async ({ page, request }) => {
  test.setTimeout(180_000);
  const existing = await addStudentByApi(request, 'warned');
  await actAsAdmin(page, request);

  // Add student: all three fields are required; the first empty one is outlined and focused.
  await page.goto('/addStudent');
  await page.getByRole('button', { name: 'Add Student' }).click();
  // Checked before closing the toast: its close button takes the focus.
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expectToastThenDismiss(page, 'Username, Email, and Password are required!');
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Email').fill(`someone-${randomBytes(3).toString('hex')}@example.com`);
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectToastThenDismiss(page, 'Username, Email, and Password are required!');
  // A failure shows the server's message: the e-mail is taken.
  await page.getByLabel('Email').fill(existing.Email);
  await page.getByLabel('Password').fill('Another-pass-1');
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expectToastThenDismiss(page, 'An account with this e-mail already exists.');

  // The student search that finds nobody.
  await page.goto('/dashboard/dashboard-student-management');
  await searchStudents(page, `nobody-${randomBytes(4).toString('hex')}`);
  await expectToastThenDismiss(page, 'No matching students found');

  // Update student: Username and Email are required, the password is not.
  await searchStudents(page, existing.Email);
  await studentRow(page, existing.Email)
    .getByRole('button', { name: `Edit ${existing.Username}` })
    .click();
  // The list stays on screen until the lazily loaded form is ready.
  await expect(page.getByRole('heading', { level: 1, name: 'Update Student' })).toBeVisible();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expectToastThenDismiss(page, 'Username, Email are required!');

  // Announcement: a user first, then a subject that is more than blanks.
  await page.goto('/announcement');
  // The audience starts as every student: without it and without a pick, nobody is chosen.
  await page.getByRole('checkbox', { name: 'All students', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Send Announcement' }).click();
  await expectToastThenDismiss(page, 'Please select at least one user.');
  await page.getByLabel('Search users').fill(existing.Email);
  await page.getByRole('list', { name: 'Users' }).getByRole('checkbox', { name: existing.Username }).check();
  await page.getByLabel('Subject').fill('   ');
  await page.getByRole('button', { name: 'Send Announcement' }).click();
  await expect(page.getByLabel('Subject')).toBeFocused();
  await expectToastThenDismiss(page, 'Subject cannot be empty.');
});

test('the analytics page shows totals with growth, the monthly chart and recent uploads', async ({ page, request }) => {
  await actAsAdmin(page, request);
  await page.goto('/dashboard/dashboard-analyticst');
  for (const label of ['Total Notes', 'Total Courses', 'Video Lectures', 'Previous Questions']) {
    // Growth against last month, or "New this month" for a kind nobody uploaded last month.
    await expect(page.getByRole('article').filter({ hasText: label })).toContainText(/\d+(\.\d)?%|New this month/);
  }
  await expect(page.getByRole('img', { name: 'Uploads per month over the last 12 months' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Uploads' })).toBeVisible();
});

test("the settings page shows the spec's fields, filled from the account (saving: account-settings.spec.ts)", async ({
  page,
  request,
}) => {
  await actAsAdmin(page, request);
  await page.goto('/dashboard/dashboard-settings');
  await expect(page.getByLabel('E-mail')).not.toHaveValue('');
  for (const field of ['First name', 'Last name', 'Institution', 'Current password', 'New password']) {
    await expect(page.getByLabel(field, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(page.getByText('changes here are not saved')).toHaveCount(0);
  for (const toggle of ['New Course Notifications', 'Notes Updates', 'Video Lecture Alerts']) {
    await expect(page.getByRole('switch', { name: toggle })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
});
