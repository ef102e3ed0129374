import { expect, test } from '@playwright/test';

/*
 * Issue 15: the Devanagari web font is for Hindi pages. An English page names the other language in
 * itself ("हिन्दी" on the switch), and that one word is drawn in the system's fonts, so an English visitor
 * on a slow link never fetches the 118 KB file.
 */
test('an English page never fetches the Devanagari font, and a Hindi page does', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const isDevanagari = (path: string) => /devanagari/i.test(path);

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Switch the interface to हिन्दी' })).toHaveText('हिन्दी');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter(isDevanagari)).toEqual([]);

  await page.getByRole('button', { name: 'Switch the interface to हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(() => fonts.filter(isDevanagari).length).toBeGreaterThan(0);
});
