import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { actAsStudent, createStudent, uniqueLabel } from '../fixtures/content';
import { LECTURE_HOST, createCourseWithLectures, openEnrolmentPage, serveLectureVideos } from '../fixtures/courses';
import { mailIds, waitForMail } from '../fixtures/mailbox';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

/*
 * A priced course: the student's request waits for its Instructor, who approves it from the course's
 * dashboard card (payment is arranged outside PrepShelf); the student is told by mail and in the app.
 */

const SCREEN = { timeout: 20_000 };

test('a priced course’s request is approved by its Instructor and the student is told', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers (the student's and the Instructor's) and a mail: more steps than most journeys.
  test.slow();
  const instructor = await createInstructor(request, 'course-owner');
  const label = uniqueLabel('Priced course');
  const course = await createCourseWithLectures(request, instructor.token, {
    title: label,
    price: 1500,
    category: 'commerce',
    lectures: [
      { title: 'Balance sheets', videoUrl: `${LECTURE_HOST}/priced/1-long.mp4` },
      { title: 'Cash flow', videoUrl: `${LECTURE_HOST}/priced/2-long.mp4` },
    ],
  });
  const student = await createStudent(request, 'priced-course');
  await serveLectureVideos(page);
  await actAsStudent(page, student);

  // The request goes with the form's contact details, and the page says what happens next.
  await openEnrolmentPage(page, course);
  const summary = page.getByRole('complementary', { name: 'Course summary' });
  await expect(summary.getByRole('definition')).toHaveText(['₹1,500', '20% off', '₹1,200']);
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Mobile number').fill('+91 98765 11111');
  await page.getByLabel('College (optional)').fill('St. Xavier’s College');
  await page.getByRole('button', { name: 'Enroll now' }).click();
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for enrolling! We will contact you soon.' });
  await expect(thanks).toBeFocused();
  await expect(thanks).toContainText('Your request is recorded.');

  // Until approved, the course page says the request is waiting and opens no lecture.
  await page.goto(`/courses/${course._id}/learn`);
  await expect(page.getByText('Your request to join this course is waiting for approval.')).toBeVisible(SCREEN);
  await expect(page.locator('video')).toHaveCount(0);

  // The Instructor finds the request from the course's dashboard card and approves it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await storeSession(staff, 'Instructor', instructor.token);
  await staff.goto(`/dashboard/dashboard-courses?search=${encodeURIComponent(label)}&category=commerce`);
  await staff.getByRole('link', { name: `Students and requests of ${label}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Students of ${label}` })).toBeVisible(SCREEN);
  await expect(staff.getByRole('button', { name: 'Requests (1)' })).toBeVisible();
  const row = staff.getByRole('listitem').filter({ hasText: 'Meera Iyer' });
  await expect(row).toContainText('+91 98765 11111');
  await expect(row).toContainText('St. Xavier’s College');
  await expectNoSeriousAxeViolations(staff);
  const seen = await mailIds(request, student.email);
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(toast(staff, 'Request approved: the student is enrolled.')).toBeVisible();
  await expect(row).toContainText('Enrolled');
  await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await staffContext.close();

  // Told by mail, with the course's link…
  const mail = await waitForMail(request, { to: student.email, subject: /You are enrolled in/, seenIds: seen });
  expect(mail.subject).toBe(`You are enrolled in ${label}`);
  expect(mail.text).toContain(`/courses/${course._id}/learn`);

  // …and in the app: My Learning shows the course enrolled, and its lectures open.
  await page.goto('/myLearning');
  const mine = page.getByRole('region', { name: 'Your Courses' });
  await expect(mine.getByText('Enrolled', { exact: true })).toBeVisible(SCREEN);
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem').last()).toHaveText(
    '1Total Courses',
  );
  await mine.getByRole('link', { name: 'Continue: lecture 1 of 2' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lecture 1: Balance sheets' })).toBeVisible(SCREEN);
  await expect(page.locator('video')).toHaveCount(1);
});

test('the enrolment page speaks Hindi, the start date written as the dashboard writes dates', async ({
  page,
  request,
}) => {
  const instructor = await createInstructor(request, 'hindi-course-owner');
  const course = await createCourseWithLectures(request, instructor.token, {
    title: uniqueLabel('Hindi course'),
    price: 0,
    category: 'artscivils',
    lectures: [{ title: 'Lecture', videoUrl: `${LECTURE_HOST}/hindi/1-long.mp4` }],
  });
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
  await openEnrolmentPage(page, { ...course, startDate: '2027-01-15' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.locator('main');
  for (const english of [
    'Watch Demo',
    'Full name',
    'Mobile number',
    'College (optional)',
    'Enroll now',
    '2027-01-15',
  ]) {
    await expect(main, english).not.toContainText(english);
  }
  await expect(main.getByRole('button', { name: 'डेमो देखें' })).toBeVisible();
  await expect(main.getByLabel('पूरा नाम')).toBeVisible();
  await expect(main.getByRole('button', { name: 'अभी नामांकन करें' })).toBeVisible();
  await expect(main.getByText('मुफ़्त', { exact: true })).toBeVisible();
  await expect(main.getByText(/15 जन॰ 2027|15 जनवरी 2027/)).toBeVisible();
});
