import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { addPdfAsNote, makeLargePdf } from '../fixtures/large-pdf';
import { shotsDir } from '../fixtures/shots';

/*
 * The reader and offline study in Hindi: a student who chose Hindi opens a note's PDF from
 * its card; the reader's toolbar, its progress ("1.7 MB में से 0.6") and its controls speak Hindi; the
 * note is saved for offline from the reader and the Offline shelf lists it in Hindi; losing the
 * network shows the offline strip in Hindi. At 390 px nothing overflows sideways; screenshots go to
 * e2e/test-results/shots/i18n-reader/ (or $SHOTS_DIR/i18n-reader) for a look.
 */

const SHOTS = shotsDir('i18n-reader');
/** pdf.js and its worker load and start before page 1 is drawn (on a busy 2-core machine, slowly). */
const FIRST_RENDER_MS = 120_000;

const currentTextLayer = (page: Page) => page.locator('.page[data-current="true"] .textLayer');

async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.use({ viewport: { width: 390, height: 844 } });

test('in Hindi, a student reads a note in the reader, saves it for offline, and finds it on the Offline shelf', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000); // the 50-page PDF is uploaded and previewed, then pdf.js starts (slowly on a busy machine).
  page.on('console', (message) => {
    if (message.type() === 'error') console.log('page error:', message.text());
  });
  page.on('pageerror', (error) => console.log('page exception:', error.message));
  const title = uniqueLabel('Hindi reader note');
  const { bytes, words } = await makeLargePdf(title, 50);
  const note = await addPdfAsNote(request, title, bytes);
  const student = await createStudent(request, 'hindi-reader');
  await actAsStudent(page, student);
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));

  // From the note's card, as a student does (the card hands the reader its title).
  await page.goto('/notes?category=sciTechnology');
  await page.locator(`a[href^="/pdfviewer?view=${note.fileId}"]`).first().click();
  await expect(currentTextLayer(page)).toContainText(words[0]!, { timeout: FIRST_RENDER_MS });

  const toolbar = page.getByRole('toolbar', { name: 'PDF रीडर' });
  await expect(toolbar).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(toolbar).toContainText('/ 50');
  await expect(page.getByTestId('pdf-title')).toHaveText(title);
  // Progress in bytes and size, in Hindi's word order, while most of the file is still on the server.
  await expect(page.getByLabel('लोड हुआ')).toHaveText(/^1\.[5-9] MB में से \d\.\d$/);
  await expect(toolbar.getByRole('button', { name: 'बंद करें' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'PDF डाउनलोड करें' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'अगला पेज' })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: 'बड़ा करें' })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'चौड़ाई में फ़िट करें' })).toBeVisible();
  await expect(page.getByLabel('पेज नंबर')).toHaveValue('1');
  await expect(page.getByTestId('pdf-scroller')).toHaveAttribute('aria-label', 'PDF के पेज');
  // No English left in the reader's chrome (the title is the note's own).
  const chrome = (await toolbar.innerText()).replace(title, '');
  expect(chrome).not.toMatch(/[A-Za-z]{3,}/);
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'reader');

  // Find in the document, in Hindi.
  await toolbar.getByRole('button', { name: 'दस्तावेज़ में खोजें' }).click();
  const find = page.getByRole('searchbox', { name: 'दस्तावेज़ में खोजें' });
  await expect(find).toHaveAttribute('placeholder', 'दस्तावेज़ में खोजें');
  await find.fill('zzqqxxnothere');
  await expect(page.getByRole('search').getByRole('status')).toHaveText('कुछ नहीं मिला', {
    timeout: FIRST_RENDER_MS, // every page's text is read first
  });
  await find.fill(words[2]!);
  await expect(page.getByRole('search').getByRole('status')).toHaveText('1 में से 1', { timeout: FIRST_RENDER_MS });
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'reader-find');

  // Saved for offline from the reader's toolbar: the button tells its state in Hindi.
  await toolbar.getByRole('button', { name: `ऑफ़लाइन के लिए सहेजें: ${title}` }).click();
  await expect(
    toolbar.getByRole('button', {
      name: new RegExp(`^ऑफ़लाइन के लिए सहेजा गया, 1\\.[5-9] MB: ${title}। इस डिवाइस से हटाने के लिए दबाएँ।$`),
    }),
  ).toBeVisible();

  // The Offline shelf, in Hindi, with the size and the space used.
  await page.goto('/offline-shelf');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑफ़लाइन शेल्फ़' })).toBeVisible();
  await expect(page.getByText('इस डिवाइस पर सहेजे गए नोट्स और प्रश्नपत्र।', { exact: false })).toBeVisible();
  await expect(page.getByText(/^इस डिवाइस पर 1 PDF · 1\.[5-9] MB/)).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('नोट');
  await expect(item).toContainText(/को सहेजा गया/);
  await expect(item.getByRole('link', { name: `पढ़ें: ${title}` })).toHaveText('पढ़ें');
  await expect(item.getByRole('button', { name: `इस डिवाइस से हटाएँ: ${title}` })).toHaveText('हटाएँ');
  const main = (await page.locator('main').innerText()).replaceAll(title, '');
  expect(main).not.toMatch(/\b(Offline|shelf|Saved|Read|Remove|device|Note)\b/);
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'offline-shelf');

  // No network: the strip above every screen says so in Hindi, with the way to the shelf.
  await context.setOffline(true);
  const strip = page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' });
  await expect(strip).toHaveText('आप ऑफ़लाइन हैं — सहेजे गए नोट्स आपकी ऑफ़लाइन शेल्फ़ पर हैं।');
  await expect(strip.getByRole('link', { name: 'ऑफ़लाइन शेल्फ़' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'offline-strip');
  await context.setOffline(false);

  // Removed, the shelf is empty and says so in Hindi.
  await item.getByRole('button', { name: `इस डिवाइस से हटाएँ: ${title}` }).click();
  await expect(page.getByText(/^अभी तक कुछ नहीं सहेजा गया।/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'नोट्स देखें' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await shoot(page, 'offline-shelf-empty');
});
