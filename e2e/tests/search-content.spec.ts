import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { expectToastAndClose } from '../fixtures/accounts';
import { createPdfNote, waitUntilFoundInPdf, watchCspViolations, type PdfNote } from '../fixtures/pdf-notes';

/*
 * Search results (spec §2, §5, §8): full-text search that also looks inside PDFs and links a
 * PDF hit into the viewer at its page.
 */

const HEADING = 'Content Found For Your Search';
const EMPTY = 'No content found for your search.';

let notePromise: Promise<PdfNote> | undefined;

/** One note for the file's journeys (per worker), searchable by its page-3 word. */
async function searchableNote(request: Parameters<typeof createPdfNote>[0]): Promise<PdfNote> {
  notePromise ??= (async () => {
    const note = await createPdfNote(request, uniqueLabel('Search note'));
    expect(await waitUntilFoundInPdf(request, note, note.words[2]!)).toBe(3);
    return note;
  })();
  return notePromise;
}

const resultsBox = (page: Page) => page.getByRole('searchbox', { name: 'Search notes, papers, videos and courses' });

test('a student searches a word that is only inside a PDF and lands on its page in the viewer', async ({
  page,
  request,
}) => {
  test.slow(); // Waits for the PDF's text to be extracted, then loads pdf.js.
  const note = await searchableNote(request);
  const word = note.words[2]!;
  const student = await createStudent(request, 'searcher');
  await actAsStudent(page, student);
  const violations = await watchCspViolations(page);

  // From the home page's search box.
  await page.goto('/');
  const home = page.getByRole('main').getByRole('search');
  await home.getByRole('combobox').fill(word);
  await home.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`/searchcontent\\?search=${word}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const card = page.getByRole('listitem').filter({ hasText: note.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Note', { exact: true })).toBeVisible();
  await expect(card.locator('mark')).toHaveText(word);

  await card.getByRole('link', { name: 'Found on page 3' }).click();
  await expect(page).toHaveURL(`/pdfviewer?view=${note.fileId}&page=3`);
  // The reader shows every page in one column: the current page's text layer.
  await expect(page.locator('.page[data-current="true"] .textLayer')).toContainText(word, {
    timeout: 20_000,
  });
  await expect(page.getByLabel('Page number')).toHaveValue('3');

  // Close goes back one page: to the results.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/searchcontent\\?search=${word}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('a blank search does nothing', async ({ page }) => {
  await page.goto('/searchcontent?search=osmosis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await resultsBox(page).fill('   ');
  await resultsBox(page).press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/searchcontent\?search=osmosis$/);
  await expect(resultsBox(page)).toHaveValue('   ');
});

test('a search that matches nothing shows the empty text and a warning', async ({ page }) => {
  // Three letters: no typo candidates (a long made-up word may be two edits from another journey's).
  const word = 'qzv';
  await page.goto('/searchcontent');
  await expect(page.getByText('Type a word or a phrase to search notes, papers, videos and courses.')).toBeVisible();
  await resultsBox(page).fill(word);
  await resultsBox(page).press('Enter');
  await expect(page).toHaveURL(`/searchcontent?search=${word}`);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectToastAndClose(page, 'No matching content found !');
});

test('a logged-out visitor sees PDF hits, and the page link asks them to log in', async ({ page, request }) => {
  const note = await searchableNote(request);
  await page.goto(`/searchcontent?search=${note.words[2]}&type=notes`);
  const card = page.getByRole('listitem').filter({ hasText: note.title });
  await expect(card.locator('mark')).toHaveText(note.words[2]!);
  await expect(page.getByLabel('Type of content')).toHaveValue('notes');
  await card.getByRole('link', { name: 'Found on page 3' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpdfviewer/);
  await expect(page.getByTestId('return-line')).toContainText(note.title);
});

test('a failed search shows the error toast, no results, and Try again instead of the empty text', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/content/searchContent',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await page.goto('/searchcontent?search=osmosis');
  await expectToastAndClose(page, 'Somthing went wrong.!');
  // A failure found nothing out: saying "No content found" would tell the student there is no material.
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('This did not load');
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(EMPTY)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
});
