import { expect, test } from '@playwright/test';
import {
  actAsStudent,
  createCourse,
  createStudent,
  createVideo,
  listPageOf,
  makePng,
  loginAsAdmin,
  uniqueLabel,
  type CreatedItem,
  type StudentSession,
} from '../fixtures/content';
import { currentPath } from '../fixtures/session';

// The PYQ, video and course lists, against the real server with content made by the e2e Admin.

let student: StudentSession;
let video: CreatedItem;
let course: CreatedItem;
const videoTitle = `${uniqueLabel('Optics')} refraction through a prism`;
const courseTitle = `${uniqueLabel('Course')} Organic chemistry`;
/** The video list (five a page, spec §9) in this file's category. */
const VIDEO_LIST = { path: 'getAllPublicVideo', screen: '/video', category: 'artscivils', perPage: 5 } as const;
/** The course list (four a page). */
const COURSE_LIST = { path: 'getAllPublicCourse', screen: '/cource', category: 'sciTechnology', perPage: 4 } as const;

test.beforeAll(async ({ request }) => {
  const token = await loginAsAdmin(request);
  student = await createStudent(request, 'lists');
  video = await createVideo(request, token, { title: videoTitle, category: 'artscivils' });
  course = await createCourse(request, token, { title: courseTitle, category: 'sciTechnology' });
});

test.beforeEach(async ({ page }) => {
  await actAsStudent(page, student);
  // No request leaves the machine: YouTube's image and player are answered here.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: makePng(48, 36) }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
});

test('the PYQ list shows the side banner with a Get New Cources link to the courses', async ({ page }) => {
  await page.goto('/Q-paper');
  await expect(page.getByRole('heading', { level: 1, name: 'Previous-year papers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Latest-PYQ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Oldest-PYQ' })).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Practised the papers?' });
  await banner.getByRole('link', { name: 'Get New Cources' }).click();
  await expect.poll(() => currentPath(page)).toBe('/cource');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
});

test('a video card loads the youtube-nocookie player only after the student presses play', async ({
  page,
  request,
}) => {
  const players: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('youtube')) players.push(request.url());
  });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: videoTitle }) });
  // Asked again if a video made beside this journey moved it on between the question and the page.
  await expect(async () => {
    await page.goto(await listPageOf(request, student.token, VIDEO_LIST, videoTitle));
    await expect(card).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  // The title is cut to 20 characters on screen, whole in the tooltip.
  await expect(card.locator('[title]').first()).toHaveAttribute('title', videoTitle);
  await expect(card.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(players).toEqual([]);

  await card.getByRole('button', { name: `Play video: ${videoTitle}` }).click();
  const player = card.locator('iframe');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  await expect(player).toHaveAttribute('title', `Video: ${videoTitle}`);
  await expect.poll(() => players.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  expect(video._id).not.toBe('');
});

test('a course card shows the price in rupees and opens the enrolment page with the course', async ({
  page,
  request,
}) => {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: courseTitle }) });
  await expect(async () => {
    await page.goto(await listPageOf(request, student.token, COURSE_LIST, courseTitle));
    await expect(card).toContainText('₹1,499', { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card).toContainText('25% off');
  await expect(card).toContainText('Dr. Rao');
  await expect(card).toContainText('Beginner');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
  await card.getByRole('link', { name: `Enroll now: ${courseTitle}` }).click();
  await expect.poll(() => currentPath(page)).toBe('/enrollmentcource');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course.title);
});

test('a category with nothing in it shows the empty-list text', async ({ page }) => {
  // Other journeys fill every category sooner or later, so the empty answer is the server's shape, held here.
  await page.route('**/api/content/getAllPublicCourse?**', (route) =>
    route.fulfill({ json: { success: true, data: [], total: 0, page: 1, limit: 4 } }),
  );
  await page.goto('/cource?category=artscivils');
  // Often a worker's first journey: on a loaded machine the screen's chunks can take seconds to arrive (the
  // list's request, answered here at once, only leaves then), so the answer gets the first paint's time.
  await expect(page.getByText('No Data Found! Plese Check internet connection')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('a list that failed to load offers Try again, which loads it', async ({ page }) => {
  // The server "fails" until the test lets it recover, so the app's own retry (one more try, about a
  // second later) cannot race the test, however slow the machine is.
  let isServerBack = false;
  let failed = 0;
  let passed = 0;
  let onSecondFailure: () => void = () => undefined;
  const secondFailure = new Promise<void>((resolve) => (onSecondFailure = resolve));
  await page.route('**/api/content/getAllPublicVideo?**', async (route) => {
    if (isServerBack) {
      passed += 1;
      await route.continue();
      return;
    }
    failed += 1;
    await route.fulfill({ status: 503, json: { success: false, message: 'Waking up, try again.' } });
    if (failed === 2) onSecondFailure();
  });
  await page.goto('/video?category=artscivils');
  // The first try and the app's one retry both failed (bounded by the test's timeout, not a 5 s wait).
  await secondFailure;
  const failure = page.getByRole('alert').filter({ hasText: 'Waking up, try again.' });
  await expect(failure).toBeVisible();
  expect(failed).toBe(2);

  isServerBack = true;
  await failure.getByRole('button', { name: 'Try again' }).click();
  // The list's first page as the server has it now (other journeys add videos to this category).
  await expect(page.getByRole('listitem').getByRole('heading').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect({ failed, passed }).toEqual({ failed: 2, passed: 1 });
});
