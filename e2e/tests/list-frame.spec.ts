import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { actAsStudent, createStudent } from '../fixtures/content';

/*
 * Issue 13: a direct link to a list paints the page's frame (its heading and placeholder cards) before
 * the data layer's code arrives, in the page's language; the server preloads the frame's code with the
 * page, and the list screen's code is fetched in one wave while the frame shows. The data layer's chunk
 * is held back here, as a slow link would, to see the frame on its own. (The time it takes on the phone
 * profile is measured by e2e/support/measure-direct-link.mjs, docs/benchmarks.md.)
 */

// Two cores shared with other work: the first paint of a direct load may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Holds every request for the data layout's chunk until `release` is called; counts the list page's. */
async function holdDataLayer(page: Page): Promise<{ release: () => void; listPageRequests: () => number }> {
  const held: Route[] = [];
  let isReleased = false;
  let listPageRequests = 0;
  page.on('request', (request) => {
    if (/\/assets\/content-list-page-[\w-]+\.js$/.test(request.url())) listPageRequests += 1;
  });
  await page.route(/\/assets\/data-layout-[\w-]+\.js$/, async (route) => {
    if (isReleased) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      isReleased = true;
      for (const route of held.splice(0)) void route.continue();
    },
    listPageRequests: () => listPageRequests,
  };
}

test('a direct link to a list paints its frame before the data layer, and preloads the list screen meanwhile', async ({
  page,
  request,
}) => {
  await actAsStudent(page, await createStudent(request, 'list-frame'));
  const html = await (await request.get('/notes')).text();
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/screen-placeholder-[\w-]+\.js">/);
  expect(html).toContain('<meta name="prepshelf-list-screen"');

  const dataLayer = await holdDataLayer(page);
  await page.goto('/notes');
  const frame = page.locator('[data-screen-placeholder]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(frame.locator('ul[aria-hidden="true"] > li')).toHaveCount(6);
  await expect(frame).toHaveAttribute('aria-busy', 'true');
  // The list page's code was asked for while its parent's is still held: preloaded, not discovered.
  await expect.poll(dataLayer.listPageRequests).toBeGreaterThan(0);
  await expect(page.getByRole('banner')).toBeVisible();

  dataLayer.release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
});

test('the frame speaks the page language: Hindi on a Hindi device', async ({ page, request }) => {
  await actAsStudent(page, await createStudent(request, 'list-frame-hi'));
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  const dataLayer = await holdDataLayer(page);
  await page.goto('/Q-paper');
  const frame = page.locator('[data-screen-placeholder]');
  await expect(frame.getByRole('heading', { level: 1, name: 'पिछले वर्षों के प्रश्नपत्र' })).toBeVisible();
  await expect(frame).toContainText('लोड हो रहा है…');
  dataLayer.release();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'पिछले वर्षों के प्रश्नपत्र' })).toBeVisible();
});

test('other pages carry no list preloads', async ({ request }) => {
  for (const path of ['/', '/myLearning', '/searchcontent', '/notes/extra']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('screen-placeholder');
    expect(html, path).not.toContain('prepshelf-list-screen');
  }
});
