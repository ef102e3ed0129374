import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { loginAsAdmin } from '../fixtures/content';
import { linkIn, waitForMail } from '../fixtures/mailbox';
import { actAsAdmin } from '../fixtures/people';

const CLASS_SIZE = 300;

test('an Admin imports a class of 300 from a CSV with a preview; a new student sets a password from the welcome mail and logs in; the same file again changes nothing', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await actAsAdmin(page, request);
  const tag = randomBytes(4).toString('hex');
  const emailOf = (n: number) => `class-${tag}-${n}@college.example.edu`;
  const lines = ['Username,Email,Status'];
  for (let n = 0; n < CLASS_SIZE; n += 1) lines.push(`Student ${n} ${tag},${emailOf(n)},active`);
  lines.push(`Twice,${emailOf(0).toUpperCase()},`); // the same e-mail in another case: invalid (repeated)
  lines.push(`Broken ${tag},not-an-address,`);
  const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

  await page.goto('/dashboard/dashboard-student-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Students', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from a CSV file' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: csv });

  // The dry run lists every row with its outcome; nothing is written yet.
  await expect(dialog.getByTestId('import-counts')).toHaveText(`${CLASS_SIZE} new · 0 already present · 2 invalid`);
  await expect(dialog.getByRole('row').filter({ hasText: 'not-an-address' })).toContainText(
    'Please enter a valid e-mail address.',
  );
  await expect(dialog.getByRole('row').filter({ hasText: 'Twice' })).toContainText('line 2');
  const before = await request.post('/api/auth/login', { data: { Email: emailOf(7), Password: 'anything at all' } });
  expect(before.status()).toBe(401);

  await dialog.getByRole('button', { name: `Import ${CLASS_SIZE} new students` }).click();
  await expectToastAndClose(page, `${CLASS_SIZE} students imported.`);
  await expect(dialog).toBeHidden();

  // A new student opens the welcome mail's link, chooses a password, and logs in with it.
  const mail = await waitForMail(request, { to: emailOf(7), subject: /choose your password/i });
  const link = linkIn(mail, `${baseURL}/set-password#token=`);
  // The student's own browser: no staff session in it.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await studentPage.goto(link);
  await expect(studentPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const password = `Pass-${tag}-word`;
  await studentPage.getByLabel('New password', { exact: true }).fill(password);
  await studentPage.getByLabel('Confirm new password').fill(password);
  await studentPage.getByRole('button', { name: 'Set password' }).click();
  // The link proved the mailbox: the student is signed in, with no second login.
  await expectToastAndClose(studentPage, 'Your password is set and you are logged in!');
  await expect(studentPage).toHaveURL(/\/$/);
  await expect(studentPage.getByRole('main').getByRole('group', { name: 'Search in' })).toBeVisible();
  const byPassword = await request.post('/api/auth/login', { data: { Email: emailOf(7), Password: password } });
  expect(byPassword.status()).toBe(200);
  await studentContext.close();

  // The link works once.
  const token = new URL(link).hash.replace('#token=', '');
  const reuse = await request.post('/api/auth/setPassword', {
    data: { token, NewPassword: 'another password', ConfirmNewPassword: 'another password' },
  });
  expect(reuse.status()).toBe(400);

  // The same file again: the preview finds every valid row present, and an import changes nothing.
  await page.goto('/dashboard/dashboard-student-management');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByTestId('import-counts')).toHaveText(`0 new · ${CLASS_SIZE} already present · 2 invalid`);
  await expect(dialog.getByRole('button', { name: 'Import 0 new students' })).toBeDisabled();
  const again = await request.post('/api/content/importStudents', {
    headers: { AuthToken: await loginAsAdmin(request) },
    data: { csv: csv.toString('utf8') },
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { counts: unknown }).counts).toEqual({ new: 0, present: CLASS_SIZE, invalid: 2 });
});
