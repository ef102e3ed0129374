import { expect, test } from '@playwright/test';
import { currentPath, storeSession } from '../fixtures/session';

// The home page below the hero (spec §2): a lazily loaded chunk, so every check waits for it to appear.

test('a visitor sees stat tiles, the team of three, how it works and the three plans below the hero', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'PrepShelf in numbers' }).getByRole('listitem')).toHaveCount(4);

  const team = page.getByRole('region', { name: 'The people behind your shelf' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);

  const how = page.getByRole('region', { name: 'From sign-up to exam day in three steps' });
  await expect(how.getByRole('list')).toHaveCount(2);
  await expect(how.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
  await expect(how.getByRole('list').last().getByRole('listitem')).toHaveCount(4);

  // The plans load when scrolled near (the landing page's budget, decision 0005).
  await page.mouse.wheel(0, 6000);
  const pricing = page.getByRole('region', { name: 'Plans for every kind of study' });
  for (const [title, price] of [
    ['Basic', '₹499'],
    ['Pro', '₹999'],
    ['Premium', '₹1,499'],
  ] as const) {
    const card = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(card).toContainText(price);
    await expect(card).toContainText('/ month');
    await expect(card.getByRole('link', { name: `Choose ${title}` })).toBeVisible();
  }
  const popular = pricing.getByRole('listitem').filter({ hasText: 'Popular' });
  await expect(popular).toHaveCount(1);
  await expect(popular.getByRole('heading', { level: 3 })).toHaveText('Pro');
});

test('a logged-out visitor gets an empty featured-courses list and a View All Courses link', async ({ page }) => {
  await page.goto('/');
  // Below the fold, the featured courses load when scrolled near (the landing page's budget).
  await page.mouse.wheel(0, 1200);
  const featured = page.getByRole('region', { name: 'Featured courses' });
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByText('Log in to see the courses picked for you.')).toBeVisible();
  await expect(featured.getByRole('list')).toHaveCount(0);
  await expect(featured.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/cource');
});

test('a logged-in student finds View All Courses leading to the course list', async ({ page }) => {
  await storeSession(page, 'Student');
  await page.goto('/');
  // Logged in, the featured courses follow the personal home and load when scrolled near.
  await page.mouse.wheel(0, 3000);
  const featured = page.getByRole('region', { name: 'Featured courses' });
  await featured.getByRole('link', { name: 'View All Courses' }).click();
  await expect.poll(() => currentPath(page)).toBe('/cource');
});

test('a logged-out visitor choosing a plan is sent to the auth screen', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 6000);
  await page.getByRole('link', { name: 'Choose Basic' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
});

test('the sections below the hero arrive without shifting what is on screen', async ({ page }) => {
  // Hold their chunk back until the page has painted its skeleton and its fonts.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/home-sections-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('search')).toBeVisible();
  await page.evaluate(async () => {
    // The page's font itself, not only what is loading now: `fonts.ready` resolves at once if the
    // browser has not yet asked for it (a busy machine), and its swap would then count as a shift.
    await document.fonts.load("16px 'Inter Variable'");
    await document.fonts.ready;
    // Layout shifts from now on, from the browser's own layout-shift entries, with what moved.
    const shifts: { value: number; moved: string[] }[] = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: Source[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) => `${describe(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift' });
    (window as unknown as { e2eShifts: typeof shifts }).e2eShifts = shifts;
  });

  release();
  await expect(page.getByRole('region', { name: 'The people behind your shelf' })).toBeAttached();
  // Two frames, so any shift of the arrival is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(
    () => (window as unknown as { e2eShifts: { value: number; moved: string[] }[] }).e2eShifts,
  );
  const shift = shifts.reduce((sum, { value }) => sum + value, 0);
  // What moved is in the message, so that a shift seen only on a loaded machine can be traced.
  expect(shift, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);
});
