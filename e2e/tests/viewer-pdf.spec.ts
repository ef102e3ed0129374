import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { createPdfNote, watchCspViolations } from '../fixtures/pdf-notes';

/*
 * The PDF viewer (spec §2): pdf.js lazy-loaded under the strict CSP, text layer, page
 * navigation, zoom, find-in-document, reading progress and Close.
 */

/** The first page waits for pdf.js (about 200 KB compressed) and its worker to load and start. */
const FIRST_RENDER_MS = 20_000;

// The reader shows every page in one column: these read the page being read.
const textLayer = (page: Page) => page.locator('.page[data-current="true"] .textLayer');
// pdf.js's page canvas (a zoomed page also gets a detail canvas for the part on the screen).
const currentCanvas = (page: Page) => page.locator('.page[data-current="true"] .canvasWrapper canvas').first();
const pageNumber = (page: Page) => page.getByLabel('Page number');

function viewerUrl(fileId: string, pageNumberParam?: number): string {
  return `/pdfviewer?view=${fileId}${pageNumberParam === undefined ? '' : `&page=${pageNumberParam}`}`;
}

test('a student opens a note’s PDF, reads its text, turns pages, zooms and finds a word', async ({ page, request }) => {
  test.slow(); // pdf.js loads, renders four pages and reads the text of all of them.
  const note = await createPdfNote(request, uniqueLabel('Viewer note'));
  const student = await createStudent(request, 'viewer');
  await actAsStudent(page, student);
  const violations = await watchCspViolations(page);

  await page.goto(viewerUrl(note.fileId));
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(pageNumber(page)).toHaveValue('1');
  await expect(page.getByRole('toolbar', { name: 'PDF viewer' })).toContainText('of 4');
  // The rendered page is real pixels, not just text.
  await expect(currentCanvas(page)).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageNumber(page)).toHaveValue('2');
  await expect(textLayer(page)).toContainText(note.words[1]!);

  await page.keyboard.press('ArrowRight');
  await expect(pageNumber(page)).toHaveValue('3');
  await page.keyboard.press('ArrowLeft');
  await expect(pageNumber(page)).toHaveValue('2');

  await pageNumber(page).fill('4');
  await pageNumber(page).press('Enter');
  await expect(textLayer(page)).toContainText(note.words[3]!);
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // Zoom: wider than the fitted width, then back to it.
  const canvas = currentCanvas(page);
  const fitted = (await canvas.boundingBox())!.width;
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('125%');
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted * 1.2);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('100%');
  await expect.poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(Math.round(fitted));

  // Find jumps to the page holding the word and marks it in the text layer.
  await page.getByRole('searchbox', { name: 'Find in document' }).fill(note.words[2]!.toUpperCase());
  await expect(page.getByRole('status').filter({ hasText: /of 1$/ })).toHaveText('1 of 1');
  await expect(pageNumber(page)).toHaveValue('3');
  await expect(textLayer(page).locator('.highlight.selected')).toHaveText(note.words[2]!);

  // A word on every page: Next match walks through them.
  await page.getByRole('searchbox', { name: 'Find in document' }).fill('exam');
  await expect(page.getByRole('status').filter({ hasText: / of 4$/ })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: / of 4$/ });
  const before = await pageNumber(page).inputValue();
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(pageNumber(page)).not.toHaveValue(before);
  await expect(status).toBeVisible();

  await page.getByRole('searchbox', { name: 'Find in document' }).fill('no such phrase here');
  await expect(page.getByRole('status').filter({ hasText: 'No matches' })).toBeVisible();

  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('a reader who closes the viewer and opens it again resumes at the page they left', async ({ page, request }) => {
  test.slow(); // Three fresh loads of the viewer, each starting pdf.js and its worker.
  const note = await createPdfNote(request, uniqueLabel('Resume note'));
  const student = await createStudent(request, 'resume');
  await actAsStudent(page, student);

  await page.goto(viewerUrl(note.fileId));
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  // Page 2 is saved a moment after the reader arrives there (opening may already have saved page 1).
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/files/${note.fileId}/progress`) &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { page: number }).page === 2,
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(textLayer(page)).toContainText(note.words[1]!);
  const response = await saved;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ page: 2, pageCount: 4 });

  // Opened directly, with nothing to go back to: Close leads to the notes.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/notes$/);

  await page.goto(viewerUrl(note.fileId));
  await expect(textLayer(page)).toContainText(note.words[1]!, { timeout: FIRST_RENDER_MS });
  await expect(pageNumber(page)).toHaveValue('2');

  // A link's page wins over the saved one.
  await page.goto(viewerUrl(note.fileId, 4));
  await expect(pageNumber(page)).toHaveValue('4');
  await expect(textLayer(page)).toContainText(note.words[3]!);
});

test('reopened, the reader starts at the page this device remembers and follows a page read further elsewhere', async ({
  page,
  request,
}) => {
  test.slow(); // Two loads of the viewer, each starting pdf.js and its worker.
  const note = await createPdfNote(request, uniqueLabel('Remembered note'));
  const student = await createStudent(request, 'remembered');
  await actAsStudent(page, student);
  const progressPath = `/api/files/${note.fileId}/progress`;

  await page.goto(viewerUrl(note.fileId));
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(progressPath) &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { page: number }).page === 2,
  );
  await page.getByRole('button', { name: 'Next page' }).click();
  expect((await saved).ok()).toBe(true);

  // Another device reads on to page 4; this device's next GET progress is held back until released.
  const elsewhere = await request.put(progressPath, {
    headers: { AuthToken: student.token },
    data: { page: 4, pageCount: 4 },
  });
  expect(elsewhere.ok()).toBe(true);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldGets = 0;
  await page.route(`**${progressPath}`, async (route) => {
    if (route.request().method() === 'GET') {
      heldGets += 1;
      await released;
    }
    await route.continue();
  });

  await page.goto('/about');
  // The page's early script starts pdf.js's worker beside the app (this device has read a PDF): before
  // the reader's own code is asked for (decision 0025).
  const scripts: string[] = [];
  page.on('request', (sent) => {
    const name = new URL(sent.url()).pathname.split('/').pop() ?? '';
    if (/^pdf\.worker.*\.mjs$/.test(name)) scripts.push('worker');
    if (/^pdf-reader-.*\.js$/.test(name)) scripts.push('reader');
  });
  await page.goto(viewerUrl(note.fileId));
  // Page 2 is drawn while the server's answer is still on its way: the reopen waits for no round trip.
  await expect(textLayer(page)).toContainText(note.words[1]!, { timeout: FIRST_RENDER_MS });
  await expect(pageNumber(page)).toHaveValue('2');
  expect(heldGets).toBe(1);
  expect(scripts).toEqual(['worker', 'reader']);

  release();
  await expect(pageNumber(page)).toHaveValue('4');
  await expect(textLayer(page)).toContainText(note.words[3]!);
  await page.unroute(`**${progressPath}`);
});

test("on a shared phone, the PDF and page 1's image read in one session are not handed out by the browser's cache after logout", async ({
  page,
  request,
}) => {
  test.slow(); // pdf.js starts before page 1 shows.
  const note = await createPdfNote(request, uniqueLabel('Shared phone note'));
  const student = await createStudent(request, 'shared-phone');
  await actAsStudent(page, student);
  // The preview is made in the background after the upload answers (a loaded machine takes a while).
  await expect
    .poll(
      async () =>
        (await request.get(`/api/files/${note.fileId}/preview`, { headers: { AuthToken: student.token } })).status(),
      { message: 'the first-page preview is made', timeout: 20_000 },
    )
    .toBe(200);
  await page.goto(viewerUrl(note.fileId));
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The next person asks for the same addresses the reader and its early script asked for, as the
  // browser's history would give them: the server answers (401), not the cache (206 and 200).
  const answers = await page.evaluate(async (fileId) => {
    const first = await fetch(`/api/files/${fileId}?range=0-65535`, {
      headers: { Range: 'bytes=0-65535', Accept: 'application/pdf' },
    });
    const preview = await fetch(`/api/files/${fileId}/preview`);
    return [first.status, preview.status];
  }, note.fileId);
  expect(answers).toEqual([401, 401]);
});

test('a PDF that does not exist shows a readable message', async ({ page, request }) => {
  const student = await createStudent(request, 'missing');
  await actAsStudent(page, student);
  await page.goto(viewerUrl('0'.repeat(64)));
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find this PDF. It may have been removed, or it is not shared with you.',
  );
  await expect(page.getByRole('link', { name: 'Browse notes' })).toBeVisible();

  await page.goto('/pdfviewer');
  await expect(page.getByRole('alert')).toHaveText('No PDF was chosen. Open a note or a paper to read it here.');
});

test('a logged-out visitor who opens the viewer is sent to log in', async ({ page }) => {
  await page.goto(viewerUrl('a'.repeat(64)));
  await expect(page).toHaveURL(/\/login\?next=%2Fpdfviewer/);
});

test('the landing page never loads pdf.js (docs/decisions/0005)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Judge the chunk's name without its content hash: a hash such as "BPDfhRn9" is not pdf.js.
  const names = scripts.map((url) => new URL(url).pathname.replace(/-[\w-]{8}(\.m?js)$/, '$1'));
  expect(names.filter((name) => /pdf/i.test(name))).toEqual([]);
});
