import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';

/*
 * The landing page's JavaScript budget: everything `/` fetches until the network is idle must stay under
 * 100 KB gzipped (each file gzipped at level 9, the size a gzip-only client receives), and so must what
 * the server actually sends (precompressed brotli for current browsers, written by
 * scripts/precompress.mjs after `vite build`). A size budget, not a timing assert.
 */

const BUDGET_BYTES = 100 * 1024;

// The service worker registration (loaded after load and idle) counts too: it must not push `/` over.
test.use({ serviceWorkers: 'allow' });

interface Measured {
  url: string;
  encoding: string;
  /** Bytes on the wire: the Content-Length of a compressed response, else the body gzipped at level 9. */
  sent: number;
  gzip: number;
}

async function measure(response: Response): Promise<Measured> {
  const headers = response.headers();
  const encoding = headers['content-encoding'] ?? 'identity';
  const body = await response.body(); // decoded by the browser
  const gzip = gzipSync(body, { level: 9 }).length;
  const contentLength = Number(headers['content-length']);
  const isCompressed = /\b(br|gzip|zstd|deflate)\b/.test(encoding);
  return {
    url: new URL(response.url()).pathname,
    encoding,
    sent: isCompressed && Number.isFinite(contentLength) && contentLength > 0 ? contentLength : gzip,
    gzip,
  };
}

async function loadLandingPage(page: Page): Promise<Measured[]> {
  const pending: Promise<Measured>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const isScript = type === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (isScript && response.ok()) pending.push(measure(response));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('search')).toBeVisible();
  return Promise.all(pending);
}

function report(label: string, files: Measured[]): { sent: number; gzip: number } {
  const sent = files.reduce((sum, file) => sum + file.sent, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = files.map((file) => `${kb(file.sent)} (${file.encoding}; gzip -9 ${kb(file.gzip)})  ${file.url}`);
  test
    .info()
    .annotations.push(
      { type: `${label}: JavaScript sent`, description: `${kb(sent)} in ${files.length} file(s)` },
      { type: `${label}: gzip -9`, description: kb(gzip) },
      { type: `${label}: files`, description: lines.join('\n') },
    );
  console.log(`${label}: ${kb(sent)} sent, ${kb(gzip)} gzip -9\n  ${lines.join('\n  ')}`);
  return { sent, gzip };
}

test('a logged-out visitor loads `/` with under 100 KB of gzipped JavaScript', async ({ page }) => {
  const files = await loadLandingPage(page);
  expect(files.length).toBeGreaterThan(0);
  const { sent, gzip } = report('logged out', files);
  expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(sent).toBeLessThanOrEqual(gzip);
});

test('a logged-in visitor loads `/` with under 100 KB of gzipped JavaScript', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('token', 't');
    window.localStorage.setItem('userRole', 'Student');
  });
  const files = await loadLandingPage(page);
  // The logged-in home: the notes/pyq/video switch and the account menu.
  await expect(page.getByRole('group', { name: 'Search in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const { sent, gzip } = report('logged in', files);
  expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(sent).toBeLessThanOrEqual(gzip);
});

/*
 * Hindi: the same page in Hindi loads its own `common` catalog on top of the entry (which
 * carries the English one), and must stay under the same budget.
 */
test.describe('in Hindi', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  });

  test('a logged-out visitor loads `/` in Hindi with under 100 KB of gzipped JavaScript', async ({ page }) => {
    const files = await loadLandingPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'लॉग इन' }).first()).toBeVisible();
    const { sent, gzip } = report('logged out, Hindi', files);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(sent).toBeLessThanOrEqual(gzip);
  });

  test('a logged-in visitor loads `/` in Hindi with under 100 KB of gzipped JavaScript', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('token', 't');
      window.localStorage.setItem('userRole', 'Student');
    });
    const files = await loadLandingPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'खाता मेनू' })).toBeVisible();
    const { sent, gzip } = report('logged in, Hindi', files);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(sent).toBeLessThanOrEqual(gzip);
  });
});
