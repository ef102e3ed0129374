import { expect, test, type Page, type Response } from '@playwright/test';
import { actAsStudent, createStudent, listPageOf, uniqueLabel } from '../fixtures/content';
import { addPdfAsNote, makeLargePdf } from '../fixtures/large-pdf';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { createPdfNote, waitUntilFoundInPdf, watchCspViolations } from '../fixtures/pdf-notes';

/*
 * The reader (docs/decisions/0012): a large PDF read by range, with its first-page preview and
 * progress; one scrolling column of pages drawn around the screen; the toolbar's page n of N, zoom that
 * keeps both edges reachable, find and download; resume, keyboard paging and focus back on Close.
 */

/** pdf.js and its worker load and start before page 1 is drawn. */
const FIRST_RENDER_MS = 20_000;

const viewerUrl = (fileId: string, page?: number) =>
  `/pdfviewer?view=${fileId}${page === undefined ? '' : `&page=${page}`}`;
const slot = (page: Page, number: number) => page.locator(`.page[data-page-number="${number}"]`);
const currentTextLayer = (page: Page) => page.locator('.page[data-current="true"] .textLayer');
const pageNumber = (page: Page) => page.getByLabel('Page number');
const scroller = (page: Page) => page.getByTestId('pdf-scroller');

/** Every answer for the PDF's own bytes (not its preview or progress), with its status and size. */
function watchPdfBytes(page: Page, fileId: string) {
  const answers: { status: number; bytes: number; range: string | undefined }[] = [];
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname !== `/api/files/${fileId}`) return;
    const range = response.request().headers().range;
    void response.body().then(
      (body) => answers.push({ status: response.status(), bytes: body.length, range }),
      () => answers.push({ status: response.status(), bytes: 0, range }),
    );
  });
  return answers;
}

test.describe('a large PDF', () => {
  test.slow(); // pdf.js starts, and the 50-page PDF is uploaded and previewed first.

  test('opens by range: preview at once, then page 1 with only a small part of the file fetched', async ({
    page,
    request,
  }) => {
    const title = uniqueLabel('Large reader note');
    const { bytes, words } = await makeLargePdf(title, 50);
    expect(bytes.length).toBeGreaterThan(1_500_000);
    const note = await addPdfAsNote(request, title, bytes);
    const student = await createStudent(request, 'reader-range');
    await actAsStudent(page, student);
    const violations = await watchCspViolations(page);
    const answers = watchPdfBytes(page, note.fileId);
    const workerAnswers: Response[] = [];
    page.on('response', (response) => {
      if (/pdf\.worker[^/]*\.mjs$/.test(new URL(response.url()).pathname)) workerAnswers.push(response);
    });

    await page.goto(viewerUrl(note.fileId));
    await expect(page.getByTestId('pdf-preview').first()).toBeVisible();
    await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });
    await expect(slot(page, 1).locator('canvas')).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'PDF viewer' })).toContainText('of 50');
    await expect(page.getByTestId('pdf-title')).toHaveText(title);
    // Progress in bytes and size while the rest of the file is still on the server.
    const loaded = page.getByRole('progressbar', { name: 'Loaded' });
    await expect(loaded).toHaveText(/^\d\.\d of 1\.[5-9] MB$/);
    await expect(loaded).toHaveAttribute('aria-valuemax', String(bytes.length));
    // With the progress shown too, axe finds nothing serious.
    await expectNoSeriousAxeViolations(page);

    // Every request for the file was a range answered 206, and together far fewer bytes than the file.
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
    expect(answers.every((answer) => answer.status === 206 && answer.range !== undefined)).toBe(true);
    const fetched = answers.reduce((sum, answer) => sum + answer.bytes, 0);
    expect(fetched).toBeLessThan(bytes.length / 3);

    // The worker has a hashed name and is cached for good.
    expect(workerAnswers.length).toBeGreaterThan(0);
    expect(workerAnswers[0]!.headers()['cache-control']).toMatch(/immutable/);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  test('a direct link shows page 1’s image before the app’s code has arrived, then hands it to the viewer', async ({
    page,
    request,
  }) => {
    const title = uniqueLabel('Early preview note');
    const { bytes, words } = await makeLargePdf(title, 3);
    const note = await addPdfAsNote(request, title, bytes);
    const student = await createStudent(request, 'reader-early');
    await actAsStudent(page, student);
    await page.setViewportSize({ width: 390, height: 844 });
    const violations = await watchCspViolations(page);
    // The app's entry is held back until the image has been seen (as a slow link would).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const entries: string[] = [];
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      entries.push(route.request().url());
      await released;
      await route.continue();
    });

    await page.goto(viewerUrl(note.fileId), { waitUntil: 'commit' });
    const early = page.getByTestId('pdf-preview-early');
    await expect(early).toBeVisible();
    await expect
      .poll(() => early.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    // Nothing of the app has run: the page is the image, where the viewer will show it, the screen's width.
    await expect(page.locator('#root > *')).toHaveCount(0);
    const box = await early.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 156, width: 390 });
    // Asked for once the image was in.
    await expect.poll(() => entries.length).toBe(1);

    release();
    await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });
    await expect(page.getByRole('toolbar', { name: 'PDF viewer' })).toContainText('of 3');
    // The viewer's own copy replaced it; and the app's code was asked for once.
    await expect(early).toHaveCount(0);
    expect(entries).toHaveLength(1);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });

  test('scrolls continuously to page 20, drawing only the pages around the screen', async ({ page, request }) => {
    const title = uniqueLabel('Scroll reader note');
    const { bytes, words } = await makeLargePdf(title, 50);
    const note = await addPdfAsNote(request, title, bytes);
    const student = await createStudent(request, 'reader-scroll');
    await actAsStudent(page, student);

    await page.goto(viewerUrl(note.fileId));
    await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });
    // Scrolling the column (as a finger or a wheel does) moves through the pages and the page number follows.
    await scroller(page).hover();
    for (let step = 0; step < 40; step += 1) {
      await page.mouse.wheel(0, 1200);
      if ((await pageNumber(page).inputValue()) === '20') break;
    }
    await expect.poll(async () => Number(await pageNumber(page).inputValue())).toBeGreaterThanOrEqual(20);
    await pageNumber(page).fill('20');
    await pageNumber(page).press('Enter');
    await expect(pageNumber(page)).toHaveValue('20');
    await expect(currentTextLayer(page)).toContainText(words[19]!);
    await expect(slot(page, 20).locator('canvas')).toBeVisible();
    // Pages far from the screen are not drawn (their canvases are let go): memory stays flat.
    await expect(slot(page, 1).locator('canvas')).toHaveCount(0);
    expect(await page.locator('.page canvas').count()).toBeLessThanOrEqual(8);
    // Nor do they pulse: an animated placeholder costs a compositor layer, and 50 (or 500) of them held
    // most of the tab's memory. Only pages near the screen may, while they are drawn.
    const pulsing = await page.evaluate(
      () => document.getAnimations().filter((animation) => animation instanceof CSSAnimation).length,
    );
    expect(pulsing).toBeLessThanOrEqual(8);
    // Only pages on the screen get a text layer (hundreds of elements each); those drawn half a screen
    // ahead get theirs when they scroll in.
    const layered = await page.evaluate(() => {
      const column = document.querySelector('[data-testid="pdf-scroller"]')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLElement>('.page')]
        .filter((slot) => slot.querySelector('.textLayer') !== null)
        .map((slot) => {
          const box = slot.getBoundingClientRect();
          return {
            page: Number(slot.dataset.pageNumber),
            onScreen: box.bottom > column.top && box.top < column.bottom,
          };
        });
    });
    expect(layered.map(({ page }) => page)).toContain(20);
    expect(layered.filter(({ onScreen }) => !onScreen)).toEqual([]);
    // Page 1 is still in the column, at its full size.
    expect((await slot(page, 1).boundingBox())!.height).toBeGreaterThan(300);
    // A page drawn and then left behind keeps its picture while it is near, without its text layer.
    await pageNumber(page).fill('21');
    await pageNumber(page).press('Enter');
    await expect(slot(page, 21)).toHaveAttribute('data-painted', 'true');
    await expect(slot(page, 20).locator('.textLayer')).toHaveCount(0);
    await expect(slot(page, 20).locator('canvas').first()).toBeAttached();

    // A fling through many pages (a frame's worth of scrolling at a time, as a finger's momentum scrolls)
    // draws the pages where it stops, not every page it passes: each would be a canvas, an operator list
    // and images made for a few frames and thrown away. A slow frame on a loaded machine may let one
    // through; drawing each page passed (as the reader did) is a dozen.
    const start = Number(await pageNumber(page).inputValue());
    const drawnDuringFling = await page.evaluate(async () => {
      const column = document.querySelector('[data-testid="pdf-scroller"]')!;
      const drawn = new Set<number>();
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            const canvases = node instanceof HTMLCanvasElement ? [node] : [...node.querySelectorAll('canvas')];
            for (const canvas of canvases) {
              const number = canvas.closest<HTMLElement>('.page')?.dataset.pageNumber;
              if (number !== undefined) drawn.add(Number(number));
            }
          }
        }
      });
      observer.observe(column, { childList: true, subtree: true });
      for (let frame = 0; frame < 60; frame += 1) {
        column.scrollTop += 300;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      // The pages where it stopped are drawn once the column is still.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      observer.disconnect();
      return [...drawn];
    });
    const stop = Number(await pageNumber(page).inputValue());
    expect(stop).toBeGreaterThan(start + 10);
    await expect(slot(page, stop)).toHaveAttribute('data-painted', 'true');
    expect(drawnDuringFling).toContain(stop);
    const passed = drawnDuringFling.filter((number) => number > start + 1 && number < stop - 1);
    expect(passed.length, `pages drawn while the fling passed them: ${passed.join(', ')}`).toBeLessThanOrEqual(2);
  });
});

test('on a phone, zooming in keeps both edges of the page reachable, and the zoom is remembered', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const note = await createPdfNote(request, uniqueLabel('Zoom reader note'));
  const student = await createStudent(request, 'reader-zoom');
  await actAsStudent(page, student);
  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });

  // pdf.js's page canvas (a zoomed page also gets a detail canvas for the part on the screen).
  const canvas = slot(page, 1).locator('.canvasWrapper canvas').first();
  const fitted = (await canvas.boundingBox())!;
  const view = (await scroller(page).boundingBox())!;
  // Fit width: the page fills the phone's width.
  expect(fitted.width).toBeGreaterThan(view.width - 40);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('200%');
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted.width * 1.9);

  // Panned to the far left, the page's left edge shows; to the far right, its right edge.
  await scroller(page).evaluate((element) => element.scrollTo({ left: 0 }));
  await expect.poll(async () => (await canvas.boundingBox())!.x).toBeGreaterThanOrEqual(view.x - 1);
  await scroller(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect
    .poll(async () => {
      const box = (await canvas.boundingBox())!;
      return box.x + box.width;
    })
    .toBeLessThanOrEqual(view.x + view.width + 1);

  // Opened again, the reader keeps the zoom this device chose.
  await page.reload();
  await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('200%', { timeout: FIRST_RENDER_MS });
});

test('find marks the word on its page, and Download saves the whole PDF', async ({ page, request }) => {
  test.slow();
  const note = await createPdfNote(request, uniqueLabel('Find reader note'), 6);
  const student = await createStudent(request, 'reader-find');
  await actAsStudent(page, student);
  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });

  await page.getByRole('searchbox', { name: 'Find in document' }).fill(note.words[4]!);
  await expect(page.getByRole('status').filter({ hasText: /of 1$/ })).toHaveText('1 of 1');
  await expect(pageNumber(page)).toHaveValue('5');
  const mark = slot(page, 5).locator('.highlight.selected');
  await expect(mark).toHaveText(note.words[4]!);
  await expect(mark).toBeInViewport();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${note.title}.pdf`);
  const saved = await file.createReadStream();
  let size = 0;
  for await (const chunk of saved) size += (chunk as Buffer).length;
  const whole = await request.get(`/api/files/${note.fileId}`, { headers: { AuthToken: student.token } });
  expect(size).toBe((await whole.body()).length);
});

test('keyboard paging is saved and resumed, and Close returns focus to the View Notes link', async ({
  page,
  request,
}) => {
  test.slow();
  const note = await createPdfNote(request, uniqueLabel('Focus reader note'));
  const student = await createStudent(request, 'reader-focus');
  await actAsStudent(page, student);
  // The page count is known once the text has been read in the background.
  await waitUntilFoundInPdf(request, note, note.words[3]!);

  const viewNotes = page.getByRole('link', { name: `View Notes: ${note.title}` });
  const notesList = { path: 'getAllPublicNotes', screen: '/notes', category: 'sciTechnology', perPage: 10 } as const;
  // Asked again if a note made beside this journey moved it on between the question and the page.
  let listAddress = '';
  await expect(async () => {
    listAddress = await listPageOf(request, student.token, notesList, note.title);
    await page.goto(listAddress);
    // The card tells the size and length of the PDF before it is opened.
    await expect(viewNotes.locator('xpath=..').getByTestId('pdf-facts')).toHaveText(/^4 pages · \d+ KB$/, {
      timeout: 5000,
    });
  }).toPass({ timeout: 30_000 });
  await viewNotes.click();
  await expect(page).toHaveURL(/\/pdfviewer\?view=/);
  await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/files/${note.fileId}/progress`) &&
      response.request().method() === 'PUT' &&
      (response.request().postDataJSON() as { page: number }).page === 3,
  );
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await expect(pageNumber(page)).toHaveValue('3');
  await expect(currentTextLayer(page)).toContainText(note.words[2]!);
  expect((await saved).ok()).toBe(true);

  await page.getByRole('button', { name: 'Close' }).click();
  // Back to the list page it was opened from.
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(listAddress);
  await expect(viewNotes).toBeFocused();

  // Opened again from the card, the reader is back at page 3.
  await viewNotes.click();
  await expect(pageNumber(page)).toHaveValue('3', { timeout: FIRST_RENDER_MS });
  await expect(currentTextLayer(page)).toContainText(note.words[2]!);
});

test('on a phone, the reader has no serious accessibility violations, with find open and a page drawn', async ({
  page,
  request,
}) => {
  test.slow(); // pdf.js starts, then two axe scans.
  await page.setViewportSize({ width: 390, height: 844 });
  const note = await createPdfNote(request, uniqueLabel('Accessible reader note'));
  const student = await createStudent(request, 'reader-axe');
  await actAsStudent(page, student);

  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(slot(page, 1)).toHaveAttribute('data-painted', 'true');
  await expectNoSeriousAxeViolations(page);

  // Find, opened from the keyboard, with a match marked on the page.
  await page.keyboard.press('Control+f');
  const find = page.getByRole('searchbox');
  await expect(find).toBeFocused();
  await find.fill(note.words[0]!);
  await expect(page.locator('.page .textLayer .highlight').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
