import { expect, test, type BrowserContext, type BrowserType, type Page, type Request } from '@playwright/test';

/*
 * Issue 39, a light first visit (docs/decisions/0037): the service worker precaches the shell and the
 * screens a logged-out visitor can open. The reader, pdf.js's worker, the signed-in and staff screens and
 * the fonts are kept when first used, and fetched in the background only on a fast link: never on a slow
 * one. Requests are counted (the service worker's own included), not timed.
 */

// Journeys on a shared machine: an install and a background fetch run in each.
test.setTimeout(120_000);

/** The reader and pdf.js's worker: a first visit on a slow link fetches none of them. */
const READER_FILE = /\/assets\/(?:pdf\.worker[\w.-]*\.mjs|pdf-reader-[\w-]+\.(?:js|css)|pdf-viewer-page-[\w-]+\.js)$/;
/** Chunks of the staff's and the signed-in student's screens. */
const SIGNED_IN_SCREEN =
  /\/assets\/(?:dashboard-routes|overview-page|students-page|analytics-page|account-page|my-learning-page)-[\w-]+\.js$/;
/** The fonts: the page fetches those it shows; the service worker none in the background. */
const FONT = /\/assets\/[\w-]+\.woff2$/;

/** Every request of the context, the service worker's own included. */
function recordRequests(context: BrowserContext): Request[] {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  return requests;
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

/** Paths of every file in the app's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const effectiveType = (page: Page) =>
  page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType);

/**
 * A browser told what link it is on (navigator.connection's effectiveType, in the page and in its
 * service worker alike), without slowing or speeding the requests themselves. (DevTools' network state
 * override reaches the page, not its service worker.)
 */
async function onLink(browserType: BrowserType, baseURL: string | undefined, effective: '3G' | '4G') {
  const browser = await browserType.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--force-effective-connection-type=${effective}`],
  });
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  return { browser, context, page: await context.newPage() };
}

test('on a slow link, a first visit precaches the shell only: no reader, no pdf.js worker, no font, no signed-in screen', async ({
  playwright,
  baseURL,
}) => {
  const { browser, context, page } = await onLink(playwright.chromium, baseURL, '3G');
  const requests = recordRequests(context);

  await page.goto('/');
  expect(await effectiveType(page)).toBe('3g');
  await expect(page.getByRole('main').getByRole('search')).toBeVisible();
  await waitForServiceWorker(page);
  expect(
    await context
      .serviceWorkers()[0]
      ?.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType),
  ).toBe('3g');
  // The background fetch would have started 3 s after the activation (src/sw.ts): give it twice that.
  await page.waitForTimeout(6_000);

  const paths = (list: Request[]) => list.map((request) => new URL(request.url()).pathname);
  const fetched = paths(requests);
  expect(fetched.filter((path) => READER_FILE.test(path) || SIGNED_IN_SCREEN.test(path))).toEqual([]);
  // The service worker's own downloads: the precache (the shell), no font.
  const byWorker = paths(requests.filter((request) => request.serviceWorker() !== null));
  expect(byWorker.length).toBeGreaterThan(0);
  expect(byWorker.filter((path) => FONT.test(path))).toEqual([]);
  const cached = await cachedPaths(page);
  expect(cached.filter((path) => READER_FILE.test(path) || SIGNED_IN_SCREEN.test(path))).toEqual([]);
  // The logged-out visitor's screens are there: the auth screen's code among them.
  expect(cached.some((path) => /\/assets\/auth-page-[\w-]+\.js$/.test(path))).toBe(true);

  // Their screens open with no network: Register, from the precache.
  await context.setOffline(true);
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('tabpanel', { name: 'REGISTER' }).getByLabel('Username')).toBeVisible();
  await browser.close();
});

test('on a fast link, the reader, pdf.js and the signed-in screens come in the background, for offline use', async ({
  playwright,
  baseURL,
}) => {
  const { browser, page } = await onLink(playwright.chromium, baseURL, '4G');
  await page.goto('/');
  expect(await effectiveType(page)).toBe('4g');
  await waitForServiceWorker(page);
  // In the background, a few seconds after the first visit's own requests.
  const has = async (file: RegExp) => (await cachedPaths(page)).some((path) => file.test(path));
  await expect.poll(() => has(/\/assets\/pdf\.worker[\w.-]*\.mjs$/), { timeout: 45_000 }).toBe(true);
  await expect.poll(() => has(SIGNED_IN_SCREEN), { timeout: 45_000 }).toBe(true);
  expect(await has(/\/assets\/pdf-viewer-page-[\w-]+\.js$/)).toBe(true);
  await browser.close();
});
