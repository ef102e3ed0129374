import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { actAsStudent, createNote, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';

/*
 * A failed request is said as a failure of the network, in the page's language, with Try again: a
 * student must never read "No content found" when the connection dropped.
 */

test('a search made offline says the student is offline, never "No content found", and searches again once back', async ({
  page,
  context,
  request,
}) => {
  const student = await createStudent(request, 'offline-searcher');
  await actAsStudent(page, student);
  // A word no other journey's content holds, so the first answer is the empty one whatever runs beside.
  await page.goto(`/searchcontent?search=zqx${Date.now().toString(36)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Found For Your Search');
  await expect(page.getByText('No content found for your search.')).toBeVisible();

  await context.setOffline(true);
  const box = page.getByRole('searchbox', { name: 'Search notes, papers, videos and courses' });
  await box.fill('entropy');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('No internet connection');
  await expect(alert).toContainText("You're offline");
  await expect(page.getByText('No content found for your search.')).toHaveCount(0);
  await expect(page.getByText('Somthing went wrong.!')).toHaveCount(0);

  // Try again while still offline asks again and fails the same honest way.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText("You're offline");

  // Back online the search is asked again by itself, and its real answer shows.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/No content found for your search\.|results? for “entropy”/)).toBeVisible();
});

test.describe('Share', () => {
  // A desktop Chromium without a share sheet: the link goes to the clipboard.
  test.use({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test("a note's Share copies a link that opens the note after login", async ({ page, browser, request }) => {
    const admin = await loginAsAdmin(request);
    const note = await createNote(request, admin, { title: uniqueLabel('Shared thermo'), category: 'sciTechnology' });
    const student = await createStudent(request, 'sharer');
    await actAsStudent(page, student);
    await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));

    await page.goto('/notes?category=sciTechnology');
    await page.getByRole('button', { name: `Share ${note.title}` }).click();
    await expect(toast(page, 'Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search).toBe(`/pdfviewer?view=${note.fileUrl}`);

    // Someone else opens it on a browser that is not logged in.
    const friend = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const other = await friend.newPage();
      const reader = await createStudent(request, 'shared-with');
      await other.goto(link);
      await expect(other).toHaveURL(/\/login\?next=/);
      await expect(other.getByTestId('return-line')).toHaveText(`Log in to read ${note.title}`, { timeout: 20_000 });
      const form = other.getByRole('tabpanel', { name: 'LOGIN' });
      await form.getByLabel('Email').fill(reader.email);
      await form.getByLabel('Password', { exact: true }).fill(reader.password);
      await form.getByLabel('Password', { exact: true }).press('Enter');
      await expect(other).toHaveURL(new RegExp(`/pdfviewer\\?view=${note.fileUrl}$`));
      await expect(other.getByRole('toolbar', { name: 'PDF viewer' })).toContainText('of 4', { timeout: 30_000 });
    } finally {
      await friend.close();
    }
  });
});
