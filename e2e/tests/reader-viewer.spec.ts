import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFNull, PDFString, StandardFonts } from 'pdf-lib';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { addPdfAsNote, makeLargePdf } from '../fixtures/large-pdf';
import { createPdfNote, madeUpWord, watchCspViolations } from '../fixtures/pdf-notes';

/*
 * The reader on pdf.js's viewer components (docs/decisions/0032): find answered by the server's page
 * text before the file is here, links inside the PDF, the note's title on a bare address, and a touch
 * pinch that zooms around the point between the fingers.
 */

const FIRST_RENDER_MS = 20_000;
const viewerUrl = (fileId: string) => `/pdfviewer?view=${fileId}`;
const pageDiv = (page: Page, number: number) => page.locator(`.page[data-page-number="${number}"]`);
const currentTextLayer = (page: Page) => page.locator('.page[data-current="true"] .textLayer');
const pageNumber = (page: Page) => page.getByLabel('Page number');

test('find on a 50-page PDF shows the first hit’s page before the file has downloaded', async ({ page, request }) => {
  test.slow();
  const title = uniqueLabel('Find early note');
  const { bytes, words } = await makeLargePdf(title, 50);
  const note = await addPdfAsNote(request, title, bytes);
  const student = await createStudent(request, 'reader-find-early');
  // The page text is stored in the background after the preview.
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/files/${note.fileId}/find`, {
              params: { q: words[36]! },
              headers: { AuthToken: student.token },
            })
          ).json()) as { pages: number[] }
        ).pages,
      { timeout: 30_000 },
    )
    .toEqual([37]);
  await actAsStudent(page, student);
  let fetched = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== `/api/files/${note.fileId}`) return;
    void response.body().then(
      (body) => (fetched += body.length),
      () => undefined,
    );
  });

  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });
  await page.getByRole('searchbox', { name: 'Find in document' }).fill(words[36]!);
  await expect(page.getByRole('status').filter({ hasText: /of 1$/ })).toHaveText('1 of 1');
  await expect(pageNumber(page)).toHaveValue('37');
  const mark = pageDiv(page, 37).locator('.textLayer .highlight.selected');
  await expect(mark).toHaveText(words[36]!);
  await expect(mark).toBeInViewport();
  // Only the pages read and the one found came: far less than the whole file.
  expect(fetched).toBeLessThan(bytes.length / 3);
  await expect(page.getByRole('progressbar', { name: 'Loaded' })).toBeVisible();
});

/** Four pages; page 1 links to page 4 and to an outside address. */
async function makeLinkedPdf(title: string, words: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = words.map((word, index) => {
    const page = pdf.addPage([420, 595]);
    page.drawText(`${title}, page ${index + 1}: ${word}`, { x: 40, y: 540, size: 14, font });
    return page;
  });
  pages[0]!.drawText('Contents: go to page 4', { x: 40, y: 480, size: 14, font });
  pages[0]!.drawText('Outside reading', { x: 40, y: 440, size: 14, font });
  const toPage4 = pdf.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [36, 474, 260, 496],
    Border: [0, 0, 0],
    Dest: [pages[3]!.ref, PDFName.of('XYZ'), PDFNull, PDFNull, PDFNull],
  });
  const outside = pdf.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [36, 434, 260, 456],
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of('https://example.org/reading') },
  });
  pages[0]!.node.set(
    PDFName.of('Annots'),
    pdf.context.obj([pdf.context.register(toPage4), pdf.context.register(outside)]),
  );
  return Buffer.from(await pdf.save());
}

test('a link inside a PDF jumps to its page; an outside link opens a new tab without an opener', async ({
  page,
  request,
}) => {
  test.slow();
  const title = uniqueLabel('Linked note');
  const words = Array.from({ length: 4 }, madeUpWord);
  const note = await addPdfAsNote(request, title, await makeLinkedPdf(title, words), { waitForPreview: false });
  const student = await createStudent(request, 'reader-links');
  await actAsStudent(page, student);
  const violations = await watchCspViolations(page);
  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });

  const outside = pageDiv(page, 1).locator('.annotationLayer a[href="https://example.org/reading"]');
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', /noopener/);

  const internal = pageDiv(page, 1)
    .locator('.annotationLayer a')
    .filter({ hasNot: page.locator('[href^="https:"]') });
  await internal.first().click();
  await expect(pageNumber(page)).toHaveValue('4');
  await expect(currentTextLayer(page)).toContainText(words[3]!);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('a bare address shows the note’s title, not the file’s name', async ({ page, request }) => {
  test.slow();
  const note = await createPdfNote(request, uniqueLabel('Bare address note'), 2, 'unit-3 scan.pdf');
  const student = await createStudent(request, 'reader-bare');
  await actAsStudent(page, student);
  await page.goto(viewerUrl(note.fileId));
  await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(page.getByTestId('pdf-title')).toHaveText(note.title);
  // A reload has no link state either.
  await page.reload();
  await expect(page.getByTestId('pdf-title')).toHaveText(note.title, { timeout: FIRST_RENDER_MS });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a pinch zooms the pages around the point between the fingers, and the zoom is remembered', async ({
    page,
    request,
  }) => {
    test.slow();
    const note = await createPdfNote(request, uniqueLabel('Pinch note'), 3);
    const student = await createStudent(request, 'reader-pinch');
    await actAsStudent(page, student);
    await page.goto(viewerUrl(note.fileId));
    await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
    await expect(page.getByLabel('Zoom', { exact: true })).toHaveText('100%');

    const before = (await pageDiv(page, 1).boundingBox())!;
    const centre = { x: 195, y: before.y + 200 };
    // Where the centre is on the page, as a share of its size.
    const share = { x: (centre.x - before.x) / before.width, y: (centre.y - before.y) / before.height };
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: centre.x - spread, y: centre.y, id: 0 },
      { x: centre.x + spread, y: centre.y, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (let spread = 35; spread <= 150; spread += 5) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    // pdf.js takes the first few pixels of a spread for a pan; from there, 150 / 50: three times.
    await expect
      .poll(async () => Number((await page.getByLabel('Zoom', { exact: true }).textContent())!.replace('%', '')))
      .toBeGreaterThan(200);
    const after = (await pageDiv(page, 1).boundingBox())!;
    expect(after.width).toBeGreaterThan(before.width * 2);
    // The same point of the page is still under the fingers.
    expect(Math.abs(after.x + share.x * after.width - centre.x)).toBeLessThan(24);
    expect(Math.abs(after.y + share.y * after.height - centre.y)).toBeLessThan(24);

    const zoom = await page.getByLabel('Zoom', { exact: true }).textContent();
    await page.reload();
    await expect(page.getByLabel('Zoom', { exact: true })).toHaveText(zoom!, { timeout: FIRST_RENDER_MS });
  });

  test('scrolling down hides the navigation and the toolbar’s second row; scrolling up brings them back', async ({
    page,
    request,
  }) => {
    test.slow();
    const note = await createPdfNote(request, uniqueLabel('Immersive note'), 4);
    const student = await createStudent(request, 'reader-immersive');
    await actAsStudent(page, student);
    await page.goto(viewerUrl(note.fileId));
    await expect(currentTextLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
    const toolbar = page.getByRole('toolbar', { name: 'PDF viewer' });
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();

    await page.getByTestId('pdf-scroller').evaluate((element) => element.scrollBy({ top: 400 }));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeHidden();
    await expect.poll(async () => (await toolbar.boundingBox())!.y).toBe(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();

    await page.getByTestId('pdf-scroller').evaluate((element) => element.scrollBy({ top: -200 }));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});

test('the landing page never loads pdf.js', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname))
      scripts.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);
});
