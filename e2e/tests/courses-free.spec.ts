import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { actAsStudent, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import {
  LECTURE_HOST,
  createCourseWithLectures,
  openEnrolmentPage,
  serveLectureVideos,
  videoPosition,
} from '../fixtures/courses';

/*
 * A free course taken as a student would: enrol at once, watch lecture 1 to its end, leave lecture 2
 * at 1:30, come back after a reload to 1:30, and find "Continue: lecture 2 of 3" on My Learning and the
 * personal home.
 */

// The course screen's chunk, the player and the lecture files all arrive on a shared machine.
const SCREEN = { timeout: 20_000 };

test('a student enrols in a free course, watches a lecture to the end and resumes the next where they left it', async ({
  page,
  request,
}) => {
  // Enrolment, two lectures played and a reload, My Learning and the home: more steps than most journeys.
  test.slow();
  const label = uniqueLabel('Free course');
  const slug = label.replace(/\W+/g, '-').toLowerCase();
  const course = await createCourseWithLectures(request, await loginAsAdmin(request), {
    title: label,
    price: 0,
    category: 'commerce',
    lectures: [
      { title: 'Welcome and plan', videoUrl: `${LECTURE_HOST}/${slug}/1-short.mp4` },
      { title: 'Supply and demand', videoUrl: `${LECTURE_HOST}/${slug}/2-long.mp4` },
      { title: 'Elasticity', videoUrl: `${LECTURE_HOST}/${slug}/3-long.mp4` },
    ],
  });
  const student = await createStudent(request, 'free-course');
  await serveLectureVideos(page);
  await actAsStudent(page, student);

  // The enrolment page says Free, not "₹0 / 0% off", and enrols at once.
  await openEnrolmentPage(page, course);
  const summary = page.getByRole('complementary', { name: 'Course summary' });
  await expect(summary.getByText('Free', { exact: true })).toBeVisible();
  await expect(summary).not.toContainText('₹0');
  await expect(summary).not.toContainText('% off');
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  await page.getByLabel('Full name').fill('Asha Verma');
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Enroll now' }).click();
  const enrolled = page.getByRole('status').filter({ hasText: 'You are enrolled!' });
  await expect(enrolled).toBeFocused();
  await enrolled.getByRole('link', { name: 'Start the course' }).click();

  // The course page: lectures in order, a progress bar, lecture 1 in the player.
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible(SCREEN);
  const progress = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 3 lectures watched');
  const lectures = page.getByRole('list', { name: 'Lectures' }).getByRole('listitem');
  await expect(lectures).toHaveText([/Welcome and plan/, /Supply and demand/, /Elasticity/]);
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 1: Welcome and plan' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Lecture 1, three seconds long, played to its end (muted: a headless browser plays nothing aloud).
  const video = page.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), SCREEN).toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect(video).toHaveJSProperty('ended', true, SCREEN);
  await expect(lectures.nth(0)).toContainText('Watched');
  await expect(progress).toHaveAttribute('aria-valuetext', '1 of 3 lectures watched');

  // Lecture 2, left at 1:30: played from there and paused (a pause saves at once).
  await lectures.nth(1).getByRole('button').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 2: Supply and demand' })).toBeVisible();
  await expect(video).toHaveAttribute('src', `${LECTURE_HOST}/${slug}/2-long.mp4`);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), SCREEN).toBeGreaterThan(140);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 90;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    await element.play();
    element.pause();
  });
  await expect(lectures.nth(1)).toContainText('Resume at 1:30');

  // After a reload the course opens at lecture 2, at 1:30.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 2: Supply and demand' })).toBeVisible(SCREEN);
  await expect(page.getByText('Continue: lecture 2 of 3')).toBeVisible();
  await expect.poll(() => videoPosition(page), SCREEN).toBeGreaterThanOrEqual(90);
  expect(await videoPosition(page)).toBeLessThan(92);
  await expect(lectures.nth(0)).toContainText('Watched');

  // My Learning counts the course and offers to continue it.
  await page.goto('/myLearning');
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem')).toHaveText(
    ['0Notes', '0Lectures', '0PYQ', '1Total Courses'],
    SCREEN,
  );
  const mine = page.getByRole('region', { name: 'Your Courses' });
  await expect(mine.getByRole('link', { name: 'Continue: lecture 2 of 3' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // So does the personal home.
  await page.goto('/');
  const homeContinue = page.getByRole('link', { name: 'Continue: lecture 2 of 3' });
  await expect(homeContinue).toBeVisible(SCREEN);
  await homeContinue.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 2: Supply and demand' })).toBeVisible(SCREEN);
});

test('the course page fits a 390 px phone and works from the keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const label = uniqueLabel('Phone course');
  const course = await createCourseWithLectures(request, await loginAsAdmin(request), {
    title: label,
    price: 0,
    category: 'sciTechnology',
    lectures: [
      { title: 'Motion in a straight line, with many worked examples', videoUrl: `${LECTURE_HOST}/phone/1-long.mp4` },
      { title: 'Vectors', videoUrl: `${LECTURE_HOST}/phone/2-long.mp4` },
    ],
  });
  const student = await createStudent(request, 'phone-course');
  const enrol = await request.post(`/api/courses/${course._id}/enrolment`, {
    headers: { AuthToken: student.token },
    data: { name: 'Ravi', email: student.email, mobile: '9876500000' },
  });
  expect(enrol.ok()).toBe(true);
  await serveLectureVideos(page);
  await actAsStudent(page, student);

  await page.goto(`/courses/${course._id}/learn`);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible(SCREEN);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The second lecture opens from the keyboard alone.
  const second = page.getByRole('button', { name: /Lecture 2: Vectors/ });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 2: Vectors' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a student who leaves a course no longer finds it on My Learning', async ({ page, request }) => {
  const label = uniqueLabel('Left course');
  const course = await createCourseWithLectures(request, await loginAsAdmin(request), {
    title: label,
    price: 0,
    category: 'commerce',
    lectures: [{ title: 'Only lecture', videoUrl: `${LECTURE_HOST}/left/1-long.mp4` }],
  });
  const student = await createStudent(request, 'left-course');
  const enrol = await request.post(`/api/courses/${course._id}/enrolment`, {
    headers: { AuthToken: student.token },
    data: { name: 'Dev', email: student.email, mobile: '9876599999' },
  });
  expect(enrol.ok()).toBe(true);
  await serveLectureVideos(page);
  await actAsStudent(page, student);

  await page.goto(`/courses/${course._id}/learn`);
  const leave = page.getByRole('button', { name: 'Leave the course' });
  await leave.click(SCREEN);
  const dialog = page.getByRole('dialog', { name: 'Leave this course?' });
  await expect(dialog).toContainText('Your progress is kept');
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/myLearning$/);
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem').last()).toHaveText(
    '0Total Courses',
    SCREEN,
  );
  await expect(page.getByRole('region', { name: 'Your Courses' })).toHaveCount(0);
});
