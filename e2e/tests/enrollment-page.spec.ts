import { expect, test, type Page } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { actAsStudent, createStudent } from '../fixtures/content';

const VIDEO_ID = 'dQw4w9WgXcQ';

/** A course as the content API lists it (spec §3 Course). */
const COURSE = {
  _id: 'e2e-course',
  type: 'course',
  title: 'Thermodynamics Crash Course',
  description: 'Laws, cycles and entropy in four calm weeks.',
  mentor: 'Dr. Kavya Rao',
  courseLevel: '',
  duration: '4 weeks',
  price: 2000,
  offerPercent: 25,
  offerPrice: 1500,
  startDate: '2026-12-01T00:00:00.000Z',
  courseContents: 'Laws of thermodynamics, entropy, cycles and heat engines',
  whyChoose: 'Short lectures',
  benefits: 'A certificate',
  courseImage: '',
  trialVideo: `https://www.youtube.com/watch?v=${VIDEO_ID}&feature=share`,
  lectures: [
    { title: 'The zeroth law', videoUrl: 'https://youtu.be/aaaaaaaaaaa' },
    { title: 'Entropy', videoUrl: 'https://youtu.be/bbbbbbbbbbb' },
  ],
};

/**
 * Opens the enrolment page with COURSE as its navigation state. The app receives the course as React
 * Router location state, which lives in the history entry (`history.state.usr`) and survives a reload,
 * exactly as after clicking a course card and reloading. Writing it there and reloading needs no seeded
 * course, no test-only hook in the app, and goes through the same code path as a real visit.
 */
async function openEnrollmentWithCourse(page: Page, state: object = COURSE): Promise<void> {
  await page.goto('/enrollmentcource');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate((course) => {
    window.history.replaceState({ usr: course, key: 'e2e', idx: 0 }, '', '/enrollmentcource');
  }, state);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thermodynamics Crash Course Enrollment');
}

/** Every request to the API made from now on (enrolment must make none, spec §7). */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

async function fillRequiredFields(page: Page): Promise<void> {
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByLabel('Mobile number').fill('9876543210');
}

test('the enrolment page without a course says the course was not found', async ({ page }) => {
  await page.goto('/enrollmentcource');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course not found! Please try again.');
});

test('the enrolment page shows the chosen course, its level, start date and prices in rupees', async ({ page }) => {
  await openEnrollmentWithCourse(page);
  const main = page.locator('main');
  await expect(main.getByText('Laws, cycles and entropy in four calm weeks.')).toBeVisible();
  await expect(main.locator('header')).toContainText('Level: Intermediate');
  await expect(main.getByText('Dr. Kavya Rao')).toBeVisible();
  await expect(main.getByText('2026-12-01', { exact: true })).toBeVisible();
  await expect(main.getByText('4 weeks')).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'The zeroth law' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Course summary' });
  await expect(summary.getByRole('definition')).toHaveText(['₹2,000', '25% off', '₹1,500']);
  await expect(main.getByLabel('Email')).toHaveAttribute('type', 'email');
});

test('a logged-out visitor who submits the enrol form is told to log in, and nothing else happens', async ({
  page,
}) => {
  await openEnrollmentWithCourse(page);
  const apiCalls = recordApiCalls(page);
  await fillRequiredFields(page);
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(toast(page, 'Please login to enroll!')).toBeVisible();
  await expect(page.getByText('Thank you for enrolling! We will contact you soon.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enroll now' })).toBeVisible();
  await expect(page).toHaveURL(/\/enrollmentcource$/);
  expect(apiCalls).toEqual([]);
});

test('a logged-in student on a course an older screen opened without its id is thanked, without any server call', async ({
  page,
  request,
}) => {
  // A real session: the form is filled from the account, one read of the user before enrolling. The
  // course's id is what the form enrols in (courses-*.spec.ts); without one it keeps the spec's thanks.
  const student = await createStudent(request, 'enrol');
  await actAsStudent(page, student);
  const { _id: _withoutId, ...olderState } = COURSE;
  await openEnrollmentWithCourse(page, olderState);
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  const apiCalls = recordApiCalls(page);

  // Required fields first: a missing mobile number is pointed out, not accepted.
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByRole('button', { name: 'Enroll now' }).click();
  await expect(toast(page, 'Please fill in your name, email and mobile number.')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toBeFocused();

  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Enroll now' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for enrolling! We will contact you soon.' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('button', { name: 'Enroll now' })).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});

test('Watch Demo plays the trial video in a youtube-nocookie player that Escape closes', async ({ page }) => {
  // Hermetic: the player's host answers locally, and no request may reach it before the click.
  const playerRequests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    playerRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  await openEnrollmentWithCourse(page);
  expect(playerRequests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  const watchDemo = page.getByRole('button', { name: 'Watch Demo' });
  await watchDemo.click();
  const dialog = page.getByRole('dialog', { name: 'Thermodynamics Crash Course: demo' });
  await expect(dialog).toBeVisible();
  const player = dialog.locator('iframe');
  await expect(player).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}\\b`));
  await expect(player).toHaveAttribute('title', 'Thermodynamics Crash Course demo video');
  await expect.poll(() => playerRequests.length).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(watchDemo).toBeFocused();
});
