import { expect, test } from '@playwright/test';
import { currentPath, storeSession } from '../fixtures/session';

test('the category menu sets ?category= on the current page and keeps its other parameters', async ({ page }) => {
  await page.goto('/about?sortBy=oldest');
  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('menuitemradio', { name: 'Commerce' }).click();
  await expect.poll(() => currentPath(page)).toBe('/about?sortBy=oldest&category=commerce');
  await expect(page.getByRole('button', { name: /Category/ })).toContainText('Commerce');

  await page.getByRole('button', { name: /Category/ }).click();
  await page.getByRole('menuitemradio', { name: 'Arts & civils' }).click();
  await expect.poll(() => currentPath(page)).toBe('/about?sortBy=oldest&category=artscivils');
});

test('the green loading bar shows while a lazy screen loads and finishes when it has', async ({ page }) => {
  // Hold the about page's code until the bar has been seen, so the check does not race the network.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/about-page-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/');
  const progress = page.getByTestId('navigation-progress');
  await expect(progress).toHaveAttribute('data-state', 'idle');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(progress).toHaveAttribute('data-state', 'loading');
  const barWidth = () =>
    progress.evaluate((wrapper) => {
      const bars = [...wrapper.querySelectorAll<HTMLElement>('div')].filter(
        (element) => getComputedStyle(element).backgroundColor === 'rgb(22, 163, 74)',
      );
      return Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().width));
    });
  await expect.poll(barWidth).toBeGreaterThan(0);
  expect(await progress.evaluate((wrapper) => wrapper.querySelector('div')?.getBoundingClientRect().height)).toBe(3);

  release();
  await expect.poll(() => currentPath(page)).toBe('/about');
  await expect(progress).toHaveAttribute('data-state', 'idle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');
});

test('logging out shows the logout toast in a single toast container and goes to /login', async ({ page }) => {
  await storeSession(page, 'Student');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect.poll(() => currentPath(page)).toBe('/login');
  await expect(page.getByText("You're now logged out !!")).toBeVisible();
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast-container')).toHaveCount(1);
  expect(
    await page.evaluate(() => [window.localStorage.getItem('token'), window.localStorage.getItem('userRole')]),
  ).toEqual([null, null]);
  // Logged out now: the navbar offers Login instead of the account menu.
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test('the navbar shows Dashboard only to staff and Announcement only to Admins', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Announcement' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  await storeSession(page, 'Instructor');
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Announcement' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the hamburger opens a menu whose links navigate and close it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => currentPath(page)).toBe('/about');
    await expect(menu).toBeHidden();
  });
});

test('a screen whose code fails to load shows the error page, and the next navigation leaves it', async ({ page }) => {
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reload page' })).toBeVisible();

  await page.goBack();
  await expect.poll(() => currentPath(page)).toBe('/');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeHidden();
  await expect(page.getByRole('search')).toBeVisible();
});
