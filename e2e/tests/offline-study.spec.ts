import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import { createPdfNote, watchCspViolations } from '../fixtures/pdf-notes';
import { logInThroughUi } from '../fixtures/accounts';
import { currentPath } from '../fixtures/session';

/*
 * Offline study: the installable app's service worker precaches the shell and every lazy
 * screen, "Save for offline" keeps a PDF on the device, the Offline shelf opens it with no network,
 * reading progress made offline reaches the server when the connection returns, and logging out empties
 * the shelf. The network is cut with Playwright's context.setOffline.
 */

test.use({ serviceWorkers: 'allow' });

/** pdf.js and its worker start before the first page shows. */
const FIRST_RENDER_MS = 20_000;
const OFFLINE_TEXT = "You're offline — saved notes are on your Offline shelf.";
const SAVED_PDFS_CACHE = 'prepshelf-saved-pdfs-v1';
const PRIVATE_API_CACHE = 'prepshelf-api-v1';

// The reader shows every page in one column: the current page's text layer.
const textLayer = (page: Page) => page.locator('.page[data-current="true"] .textLayer');

/** Until the service worker has installed (everything precached) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
}

/**
 * How far below the site header's bottom the reader's toolbar starts (0: right under it; negative:
 * covered by the header, as it was while the offline strip pushed the header down).
 */
async function toolbarGap(page: Page): Promise<number> {
  const header = await page.locator('header').first().boundingBox();
  const toolbar = await page.getByRole('toolbar').first().boundingBox();
  if (header === null || toolbar === null) return Number.NaN;
  return Math.round(toolbar.y - (header.y + header.height));
}

function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

test('a student saves a note, reads it from the Offline shelf with no network, and the page read offline reaches the server', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // pdf.js starts twice; the service worker precaches the app first.
  // A file named otherwise than its note: the reader shows the note's title all the same.
  const note = await createPdfNote(request, uniqueLabel('Offline note'), 4, 'unit-3 scan.pdf');
  const student = await createStudent(request, 'offline');
  await actAsStudent(page, student);

  await page.goto('/notes?category=sciTechnology');
  await waitForServiceWorker(page);
  // Loaded again through the service worker, the list is kept as last synced.
  await page.reload();
  await page.getByRole('button', { name: `Save for offline: ${note.title}` }).click();
  const saved = page.getByRole('button', { name: new RegExp(`^Saved for offline, [0-9.]+ KB: ${note.title}`) });
  await expect(saved).toBeVisible();
  expect(await cachedUrls(page, SAVED_PDFS_CACHE)).toEqual([`/api/files/${note.fileId}`]);

  // No network: the reload shows the app (not the browser's offline page), with the banner.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The list as last synced, the saved state of its card included.
  await expect(saved).toBeVisible();

  // The saved copy answers byte ranges too (the range-loading reader asks for them), with no network.
  const range = await page.evaluate(async (fileId) => {
    const response = await fetch(`/api/files/${fileId}`, { headers: { Range: 'bytes=0-4' } });
    return { status: response.status, body: await response.text(), range: response.headers.get('Content-Range') };
  }, note.fileId);
  expect(range).toMatchObject({ status: 206, body: '%PDF-', range: expect.stringMatching(/^bytes 0-4\/\d+$/) });

  await page.getByRole('status').getByRole('link', { name: 'Offline shelf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offline shelf' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: note.title });
  await expect(item).toContainText(/\d+ KB/);
  await expect(page.getByText(/1 PDF · \d+ KB/)).toBeVisible();
  // No serious accessibility violations on the shelf (axe, WCAG 2.1 A and AA rules).
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    audit.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((v) => v.id),
  ).toEqual([]);
  await item.getByRole('link', { name: `Read: ${note.title}` }).click();

  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(page.getByTestId('pdf-title')).toHaveText(note.title);
  // By its address alone (a bookmark: no link to hand the title over), the shelf still names it.
  await page.goto(`/pdfviewer?view=${note.fileId}`);
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(page.getByTestId('pdf-title')).toHaveText(note.title);
  await page.getByLabel('Page number').fill('3');
  await page.getByLabel('Page number').press('Enter');
  await expect(textLayer(page)).toContainText(note.words[2]!);
  // The offline strip above the header moves the reader down with it: no part of its toolbar is
  // under the header.
  await expect.poll(() => toolbarGap(page)).toBe(0);

  // The page read offline is kept on the device…
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('prepshelf:pending-progress')))
    .toContain(`"page":3`);
  // …and reaches the server when the connection returns, with the time it was read.
  const synced = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/files/${note.fileId}/progress`) && response.request().method() === 'PUT',
  );
  await context.setOffline(false);
  const response = await synced;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ page: 3, readAt: expect.any(String) });
  const stored = await request.get(`/api/files/${note.fileId}/progress`, { headers: { AuthToken: student.token } });
  expect(await stored.json()).toMatchObject({ page: 3 });
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('prepshelf:pending-progress'))).toBeNull();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeHidden();
  // With the strip gone the reader moves up to the header again.
  await expect.poll(() => toolbarGap(page)).toBe(0);

  // Logging out empties the shelf and every cached private answer (shared phones).
  expect(await cachedUrls(page, PRIVATE_API_CACHE)).not.toEqual([]);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => currentPath(page)).toBe('/login');
  await expect.poll(() => cachedUrls(page, SAVED_PDFS_CACHE)).toEqual([]);
  expect(await cachedUrls(page, PRIVATE_API_CACHE)).toEqual([]);
});

test('a saved PDF that is no longer shared leaves the Offline shelf at the next sync', async ({ page, request }) => {
  const kept = await createPdfNote(request, uniqueLabel('Kept note'));
  const withdrawn = await createPdfNote(request, uniqueLabel('Withdrawn note'));
  const student = await createStudent(request, 'offline-sync');
  await actAsStudent(page, student);
  await page.goto('/notes?category=sciTechnology');
  for (const note of [kept, withdrawn]) {
    await page.getByRole('button', { name: `Save for offline: ${note.title}` }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^Saved for offline, .*: ${note.title}`) })).toBeVisible();
  }

  // Staff delete one of them: the file is no longer readable by the student.
  const deleted = await request.delete(`/api/content/deleteNote/${withdrawn.noteId}`, {
    headers: { AuthToken: await loginAsAdmin(request) },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  await page.goto('/offline-shelf');
  await expect(page.getByRole('status').filter({ hasText: 'no longer shared with you' })).toContainText(
    withdrawn.title,
  );
  await expect(page.getByRole('listitem').filter({ hasText: withdrawn.title })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: kept.title })).toBeVisible();
  expect(await cachedUrls(page, SAVED_PDFS_CACHE)).toEqual([`/api/files/${kept.fileId}`]);

  // Remove frees the space on the device.
  await page.getByRole('button', { name: `Remove from this device: ${kept.title}` }).click();
  await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  expect(await cachedUrls(page, SAVED_PDFS_CACHE)).toEqual([]);
});

test('a shelf left by a session that ended without logout goes when someone else logs in, and stays for its owner', async ({
  page,
  request,
}) => {
  // Three logins through the form and a save: about 16 s alone, past 30 s beside other journeys.
  test.slow();
  const note = await createPdfNote(request, uniqueLabel('Shared phone note'));
  const [owner, other] = [await createStudent(request, 'phone-owner'), await createStudent(request, 'phone-other')];
  const endSessionWithoutLogout = () =>
    page.evaluate(() => ['token', 'userRole', 'userId'].forEach((key) => window.localStorage.removeItem(key)));

  await logInThroughUi(page, owner);
  await page.goto('/notes?category=sciTechnology');
  await page.getByRole('button', { name: `Save for offline: ${note.title}` }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Saved for offline, .*: ${note.title}`) })).toBeVisible();

  await endSessionWithoutLogout();
  await logInThroughUi(page, owner);
  await page.goto('/offline-shelf');
  await expect(page.getByRole('listitem').filter({ hasText: note.title })).toBeVisible();

  await endSessionWithoutLogout();
  await logInThroughUi(page, other);
  await expect.poll(() => cachedUrls(page, SAVED_PDFS_CACHE)).toEqual([]);
  await page.goto('/offline-shelf');
  await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
});

test("with the app installed, the reader's address gets the reader's own page from the service worker, online and offline", async ({
  page,
  context,
  request,
}) => {
  test.slow(); // pdf.js starts twice; the service worker precaches the app first.
  const note = await createPdfNote(request, uniqueLabel('Installed reader note'));
  const student = await createStudent(request, 'installed-reader');
  await actAsStudent(page, student);
  const violations = await watchCspViolations(page);
  await page.goto('/notes');
  await waitForServiceWorker(page);

  // The reader's own page (its early script, the app's scripts left to it), answered by the worker with
  // the header that allows that script: the app starts from it and shows page 1.
  const reader = `/pdfviewer?view=${note.fileId}`;
  const online = await page.goto(reader);
  expect(online?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[name="prepshelf-deferred-scripts"]')).toHaveCount(1);
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await page.getByRole('button', { name: /^Save for offline/ }).click();
  await expect(page.getByRole('button', { name: /^Saved for offline/ })).toBeVisible();

  // No network at all: the same page, and the saved copy's page 1.
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[name="prepshelf-deferred-scripts"]')).toHaveCount(1);
  await expect(textLayer(page)).toContainText(note.words[0]!, { timeout: FIRST_RENDER_MS });
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await context.setOffline(false);

  // Every other screen still gets the app shell.
  await page.goto('/notes');
  await expect(page.locator('meta[name="prepshelf-deferred-scripts"]')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('offline, lazy screens open from the precache and lists say plainly that the device is offline', async ({
  page,
  context,
  request,
}) => {
  const student = await createStudent(request, 'offline-lists');
  await actAsStudent(page, student);
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect.poll(() => currentPath(page)).toBe('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');

  // Never synced: the list answers at once with the offline message and a retry, not placeholders.
  await nav.getByRole('link', { name: 'PYQ' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(OFFLINE_TEXT);
  await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // The connection returns: the failed list is asked again by itself.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /PYQ|Previous/i })).toBeVisible();
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a lazy screen that cannot load offline shows a friendly message with Retry under the header, then opens when back online', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

    const message = page.getByRole('alert').filter({ hasText: "You're offline" });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: OFFLINE_TEXT.replace('Offline shelf.', '') }),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');
    expect(currentPath(page)).toBe('/about');
  });
});

test('a new version of the app is announced, not forced: the page changes only when the reader chooses Reload', async ({
  page,
  context,
}) => {
  // Each answer for /sw.js is the built worker with a version line, so a new deploy can be played.
  let version = 1;
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// deploy ${version}\n` });
  });
  await page.goto('/about');
  await waitForServiceWorker(page);
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  version = 2;
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // Announced, not forced: the same page, still controlled by the old worker, until the reader chooses.
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');

  // The new version takes over and the page reloads once, on it.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
    undefined,
  );
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, isControlled: navigator.serviceWorker.controller !== null };
    }),
  ).toEqual({ waiting: null, isControlled: true });
});
