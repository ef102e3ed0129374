import { expect, test, type Page } from '@playwright/test';
import { newAccount, toast, VERIFICATION_SUBJECT } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { createNote, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import { codeIn, waitForMail } from '../fixtures/mailbox';
import { createInstructor } from '../fixtures/staff';

/** A student arriving from a shared link, on a phone's screen. */
test.use({ viewport: { width: 390, height: 844 } });

const reader = (page: Page) => page.getByRole('toolbar', { name: 'PDF viewer' });

test('a logged-out student opens a shared note link, logs in, and is reading that note', async ({ page, request }) => {
  const admin = await loginAsAdmin(request);
  const note = await createNote(request, admin, {
    title: uniqueLabel('Thermodynamics Unit 2'),
    category: 'sciTechnology',
  });
  const student = await createStudent(request, 'shared-link');
  const link = `/pdfviewer?view=${note.fileUrl}`;

  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByTestId('return-line')).toHaveText(`Log in to read ${note.title}`, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'LOGIN' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousAxeViolations(page);

  // By keyboard: the form's fields in order, Enter submits.
  const form = page.getByRole('tabpanel', { name: 'LOGIN' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL(new RegExp(`/pdfviewer\\?view=${note.fileUrl}$`));
  await expect(reader(page)).toContainText('of 4', { timeout: 30_000 });
});

test('a hidden or unknown item is not named on the login screen', async ({ page }) => {
  await page.goto(`/pdfviewer?view=${'c'.repeat(64)}`);
  await expect(page.getByTestId('return-line')).toHaveText('Log in to read the shared document', { timeout: 20_000 });
});

test('a new student opens a shared link, registers, verifies, and is reading it with no second login', async ({
  page,
  request,
}) => {
  const admin = await loginAsAdmin(request);
  const note = await createNote(request, admin, { title: uniqueLabel('Shared notes'), category: 'sciTechnology' });
  const account = newAccount('arriving');

  await page.goto(`/pdfviewer?view=${note.fileUrl}`);
  await expect(page.getByTestId('return-line')).toContainText(note.title, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'REGISTER' }).click();
  const form = page.getByRole('tabpanel', { name: 'REGISTER' });
  await form.getByLabel('Username').fill(account.username);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await form.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/verifyEmail\?/);
  const code = codeIn(await waitForMail(request, { to: account.email, subject: VERIFICATION_SUBJECT }));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();

  await expect(toast(page, 'Your e-mail is verified and you are logged in!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pdfviewer\\?view=${note.fileUrl}$`));
  await expect(reader(page)).toContainText('of 4', { timeout: 30_000 });
});

test('links to lists, My Learning and a course survive the login wall', async ({ page, request }) => {
  const student = await createStudent(request, 'lists-link');
  for (const [path, line] of [
    ['/Q-paper', 'Log in to open Previous-year papers'],
    ['/myLearning', 'Log in to open My Learning'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('return-line')).toHaveText(line);
  }
  const form = page.getByRole('tabpanel', { name: 'LOGIN' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/myLearning$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a first login asks the stream once, and the first visit says nothing of a last visit', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'first-login');
  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: 'LOGIN' });
  await form.getByLabel('Email').fill(student.email);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();

  const question = page.getByRole('region', { name: 'Welcome to PrepShelf! Which stream are you in?' });
  await expect(question).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/since your last visit/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  // A teacher's join code, optional beside the stream: the class is joined at once.
  const teacher = await createInstructor(request, 'first-login-teacher');
  const className = uniqueLabel('Accounts class');
  const made = await request.post('/api/classes', {
    headers: { AuthToken: teacher.token },
    data: { name: className, category: 'commerce' },
  });
  const { class: joined } = (await made.json()) as { class: { joinCode: string } };
  await question.getByLabel('Class join code (optional)').fill(joined.joinCode);
  await question.getByRole('button', { name: 'Join class' }).click();
  await expect(question.getByRole('status')).toHaveText(`You have joined ${className}.`);
  await question.getByRole('button', { name: 'Commerce' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('heading', { name: 'New in Commerce' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'New in Commerce' })).toBeVisible({ timeout: 20_000 });
  await expect(question).toHaveCount(0);
});
