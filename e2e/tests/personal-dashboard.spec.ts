import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../fixtures/mailbox';
import { actAsAdmin, addStudentByApi, createInstructor } from '../fixtures/people';
import { currentPath, storeSession } from '../fixtures/session';
import { uniqueLabel } from '../fixtures/content';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  // The mail preview frames are sandboxed (no scripts): axe cannot enter them, and the mail is not our UI.
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('dashboard forms keep the dashboard navigation, its account menu and a main landmark', async ({
  page,
  request,
}) => {
  // An Instructor of its own: this journey logs out, which ends that session on the server.
  const instructor = await createInstructor(request);
  await storeSession(page, 'Instructor', instructor.token);
  await page.goto('/dashboard/dashboard-notes');
  const rail = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(rail).toBeVisible();
  await page.goto('/uploadNotes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(rail).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page).toHaveTitle('Upload notes · PrepShelf');
  await expectNoSeriousViolations(page);

  // The rail leads on from the form.
  await rail.getByRole('link', { name: 'Videos' }).click();
  await expect.poll(() => currentPath(page)).toBe('/dashboard/dashboard-videos');

  // The account menu: the theme toggle, then logout.
  const dark = page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  // A click made while the new screen settles may find the button before its menu is wired: click again.
  await expect(async () => {
    if (!(await dark.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(dark).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const wasDark = (await dark.getAttribute('aria-checked')) === 'true';
  await dark.click();
  await expect(dark).toHaveAttribute('aria-checked', wasDark ? 'false' : 'true');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => currentPath(page)).toBe('/login');
});

test('an announcement is previewed as the exact mail and confirmed with its number of recipients', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const student = await addStudentByApi(request, 'previewed');
  const subject = uniqueLabel('Results day');
  await actAsAdmin(page, request);
  await page.goto('/announcement');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'All students', exact: true }).uncheck();
  await page.getByRole('radio', { name: 'HTML' }).check();

  await page
    .getByLabel('Message (HTML)')
    .fill('<h2>Results</h2><p onclick="x()">Out <em>today</em></p><script>bad()</script>');
  // The preview shows the sanitised mail in the real template. It is the server's rendering, asked
  // once the typing settles: up to 15 s beside the other journeys (it took over 5 s once in a
  // fresh-clone run with two workers, and passed 6 of 6 alone).
  const preview = page.frameLocator('iframe[title="Mail preview"]');
  await expect(preview.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 15_000 });
  await expect(preview.locator('em')).toHaveText('today');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('[onclick]')).toHaveCount(0);

  await page.getByLabel('Search users').fill(student.Email);
  await page.getByRole('list', { name: 'Users' }).getByRole('checkbox', { name: student.Username }).check();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Send Announcement' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(confirm).toContainText('It will be e-mailed to 1 user.');
  await expect(confirm.frameLocator('iframe[title="The mail to be sent"]').locator('em')).toHaveText('today');
  await expectNoSeriousViolations(page);

  // Cancel sends nothing and gives the focus back to the button that opened the step.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send Announcement' })).toBeFocused();

  await page.getByRole('button', { name: 'Send Announcement' }).click();
  await page
    .getByRole('dialog', { name: 'Send this announcement?' })
    .getByRole('button', { name: 'Send to 1 user' })
    .click();
  await expect(page.locator('.Toastify__toast')).toHaveText('Announcement sent!');
  const mail = await waitForMail(request, { to: student.Email, subject: new RegExp(subject) });
  expect(mail.html).toContain('<em>today</em>');
  expect(mail.html).not.toContain('<script');
});
