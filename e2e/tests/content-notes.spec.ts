import { expect, test, type Page } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import {
  actAsStudent,
  createNote,
  createStudent,
  fetchListTitles,
  loginAsAdmin,
  uniqueLabel,
  type CreatedItem,
} from '../fixtures/content';
import { currentPath } from '../fixtures/session';

// Twelve commerce notes, more than one page of 10, made through the real API by the e2e Admin.
const label = uniqueLabel('Ledger');
const notes: CreatedItem[] = [];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const token = await loginAsAdmin(request);
  // One after another, so their creation order (and so the sort order) is known.
  for (let index = 1; index <= 12; index += 1) {
    notes.push(
      await createNote(request, token, { title: `${label} ${String(index).padStart(2, '0')}`, category: 'commerce' }),
    );
  }
});

function noteCards(page: Page) {
  return page.getByRole('region', { name: 'Notes' }).getByRole('heading', { level: 3 });
}

test('a student browses notes by category, sorts oldest first, pages to page 2, keeps one in My Learning and removes it there', async ({
  page,
  request,
}) => {
  // A long journey (a dozen screens); under a loaded machine it needs more than the default 30 s.
  test.setTimeout(180_000);
  const student = await createStudent(request, 'browser');
  await actAsStudent(page, student);

  await page.goto('/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Latest-Notes' })).toHaveAttribute('aria-pressed', 'true');

  // The navbar's category menu picks the stream.
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('menuitemradio', { name: 'Commerce' }).click();
  await expect.poll(() => currentPath(page)).toContain('category=commerce');
  // Newest first: the last note made comes before the one made just before it.
  await expect(noteCards(page).filter({ hasText: label }).first()).toHaveText(`${label} 12`);

  await page.getByRole('button', { name: 'Oldest-Notes' }).click();
  await expect.poll(() => currentPath(page)).toBe('/notes?category=commerce&sortBy=oldest&page=1');
  const firstPage = await fetchListTitles(request, student.token, 'getAllPublicNotes', {
    category: 'commerce',
    sortBy: 'oldest',
    page: 1,
    limit: 10,
  });
  await expect(noteCards(page)).toHaveText(firstPage.titles);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => currentPath(page)).toBe('/notes?category=commerce&sortBy=oldest&page=2');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await fetchListTitles(request, student.token, 'getAllPublicNotes', {
    category: 'commerce',
    sortBy: 'oldest',
    page: 2,
    limit: 10,
  });
  // Other journeys may add commerce notes meanwhile; they come after these, so the first card is stable.
  await expect(noteCards(page).first()).toHaveText(secondPage.titles[0]!);

  // The URL holds the state: back shows page 1 again, reload keeps it.
  await page.goBack();
  await expect.poll(() => currentPath(page)).toBe('/notes?category=commerce&sortBy=oldest&page=1');
  await expect(noteCards(page).first()).toHaveText(firstPage.titles[0]!);
  await page.reload();
  await expect(noteCards(page).first()).toHaveText(firstPage.titles[0]!);

  // Keep one of our notes in My Learning through the Close / Confirm dialog.
  const chosen = notes.find((note) => firstPage.titles.includes(note.title)) ?? notes[0]!;
  const view = page.getByRole('link', { name: `View Notes: ${chosen.title}` });
  await expect(view).toHaveAttribute('href', `/pdfviewer?view=${chosen.fileUrl}`);
  await page.getByRole('button', { name: `Add to My Learning: ${chosen.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to My Learning?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Add to My Learning: ${chosen.title}` }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: `Remove from My Learning: ${chosen.title}` })).toBeVisible();
  await expectToastAndClose(page, 'Added to My Learning.');

  // The reader got to page 3 in the viewer: My Learning offers to continue there.
  const progress = await request.put(`/api/files/${chosen.fileUrl}/progress`, {
    headers: { AuthToken: student.token },
    data: { page: 3 },
  });
  expect(progress.ok()).toBe(true);

  await page.goto('/myLearning');
  await expect(page.getByRole('heading', { level: 1, name: 'My Learning' })).toBeVisible();
  const counts = page.getByRole('list', { name: 'Your counts' });
  await expect(counts.getByRole('listitem')).toHaveText(['1Notes', '0Lectures', '0PYQ', '0Total Courses']);
  const yourNotes = page.getByRole('region', { name: 'Your Notes' });
  await expect(yourNotes.getByRole('heading', { level: 3 })).toHaveText([chosen.title]);
  await expect(yourNotes.getByRole('link', { name: `Continue at page 3: ${chosen.title}` })).toHaveAttribute(
    'href',
    `/pdfviewer?view=${chosen.fileUrl}&page=3`,
  );
  await expect(page.getByRole('region', { name: 'Your Lectures' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your PYQ' })).toHaveCount(0);

  await yourNotes.getByRole('button', { name: `Remove from My Learning: ${chosen.title}` }).click();
  await page.getByRole('dialog', { name: 'Remove from My Learning?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Your Notes' })).toHaveCount(0);
  await expectToastAndClose(page, 'Removed from My Learning.');
  await expect(counts.getByRole('listitem').first()).toHaveText('0Notes');
});
