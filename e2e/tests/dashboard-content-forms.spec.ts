import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { loginAsAdmin, makePdf, makePng, uniqueLabel } from '../fixtures/content';
import { storeSession } from '../fixtures/session';

// The PYQ, video and course forms of the dashboard (spec §5), driven by an Admin through the UI. Their
// items go to Commerce, which no other journey lists papers, videos or courses of.

/**
 * The main region once the screen with this level-1 heading is shown: after a click the address changes
 * at once, while the old screen stays until the lazily loaded new one is ready.
 */
function screenTitled(page: Page, heading: string): Locator {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: heading, exact: true }) });
}

/** A dashboard list's own heading (the dashboard has no main landmark of its own). */
function listHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}

/** Filters a dashboard list down to one label in Commerce (other journeys add content to the same database). */
async function searchCommerce(page: Page, searchLabel: string, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: searchLabel }).fill(text);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Commerce' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=.*category=commerce/);
}

/** A card of a dashboard grid (videos, courses) by its exact title. */
function card(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** A warning toast with its exact text while its field has the focus and is outlined. */
async function expectWarning(page: Page, text: string, field: Locator): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toHaveText(text);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectToastAndClose(page, text);
}

test('an Admin adds a previous-year paper through the form, finds it in the dashboard and edits it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const label = uniqueLabel('Paper');
  const title = `${label} macroeconomics`;
  const renamed = `${label} macroeconomics, set B`;
  await storeSession(page, 'Admin', await loginAsAdmin(request));

  await page.goto('/dashboard/dashboard-pyq');
  await expect(listHeading(page, 'Previous-year papers')).toBeVisible();
  await page.getByRole('link', { name: 'Add Questions' }).click();
  await expect(page).toHaveURL(/\/uploadPYQ$/);
  const upload = screenTitled(page, 'Upload a previous-year paper');
  await expect(upload).toBeVisible();

  await upload.getByLabel('PDF file').setInputFiles({
    name: `${label}.pdf`,
    mimeType: 'application/pdf',
    buffer: await makePdf(title, 1),
  });
  await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await upload.getByLabel('Title').fill(title);
  await upload.getByLabel('Subject').fill('Economics');
  // The year must be a number: the spec's warning, on the year.
  await upload.getByLabel('Year').fill('last year');
  await upload.getByRole('button', { name: 'Upload paper' }).click();
  await expectWarning(page, 'PYQ title & year,subject must be important !', upload.getByLabel('Year'));

  await upload.getByLabel('Year').fill('2019');
  await expect(upload.getByLabel('Year')).not.toHaveAttribute('aria-invalid');
  await upload.getByLabel('Category').selectOption('commerce');
  await upload.getByLabel('Tags').fill('economics, exam');
  await upload.getByRole('button', { name: 'Upload paper' }).click();
  await expectToastAndClose(page, 'PYQ uploaded successfully!');

  // Back one step: the list it came from.
  await expect(page).toHaveURL(/\/dashboard\/dashboard-pyq$/);
  await expect(listHeading(page, 'Previous-year papers')).toBeVisible();
  await searchCommerce(page, 'Search papers', label);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2019');
  await expect(row).toContainText('Economics');
  await expect(row).toContainText('Commerce');
  await expect(row).toContainText('Active');

  // Edit: the update page gets the paper as navigation state, its fields filled in.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/updatespyq$/);
  const update = screenTitled(page, 'Update a previous-year paper');
  await expect(update).toBeVisible();
  await expect(update.getByLabel('Title')).toHaveValue(title);
  await expect(update.getByLabel('Year')).toHaveValue('2019');
  await expect(update.getByLabel('Subject')).toHaveValue('Economics');
  await expect(update.getByLabel('Category')).toHaveValue('commerce');
  await expect(update.getByLabel('Tags')).toHaveValue('economics, exam');
  await expect(update.getByText(`The stored PDF of “${title}”`)).toBeVisible();

  await update.getByLabel('Subject').fill('');
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectWarning(page, 'PYQ title & year,subject must be important !', update.getByLabel('Subject'));
  await update.getByLabel('Subject').fill('Economics');
  await update.getByLabel('Title').fill(renamed);
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectToastAndClose(page, 'PYQ updated successfully!');
  await expect(page).toHaveURL(/\/dashboard\/dashboard-pyq\?/);
  await expect(listHeading(page, 'Previous-year papers')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
});

test('an Admin adds a video through the form, finds its card in the dashboard and edits it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // No request leaves the machine: the cards' YouTube thumbnails are answered here.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: makePng(48, 36) }),
  );
  const label = uniqueLabel('Lecture');
  const title = `${label} supply and demand`;
  const renamed = `${label} supply, demand and prices`;
  await storeSession(page, 'Admin', await loginAsAdmin(request));

  await page.goto('/dashboard/dashboard-videos');
  await expect(listHeading(page, 'Video lectures')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Video' }).click();
  await expect(page).toHaveURL(/\/uploadVideo$/);
  const upload = screenTitled(page, 'Upload a video');
  await expect(upload).toBeVisible();

  // The address comes first: the spec's warning, on the address field.
  await upload.getByRole('button', { name: 'Upload video' }).click();
  await expectWarning(page, 'Please upload and paste video url', upload.getByLabel('YouTube video URL'));

  await upload.getByLabel('YouTube video URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await upload.getByLabel('Title').fill(title);
  await upload.getByLabel('Description').fill('How prices settle where buyers meet sellers.');
  await upload.getByLabel('Category').selectOption('commerce');
  await upload.getByRole('button', { name: 'Upload video' }).click();
  await expectToastAndClose(page, 'Video uploaded successfully!');

  await expect(page).toHaveURL(/\/dashboard\/dashboard-videos$/);
  await expect(listHeading(page, 'Video lectures')).toBeVisible();
  await searchCommerce(page, 'Search videos', label);
  const videoCard = card(page, title);
  await expect(videoCard).toHaveCount(1);
  await expect(videoCard).toContainText('How prices settle where buyers meet sellers.');
  await expect(videoCard).toContainText('Active');

  // Edit: the stored video id comes back as the address a teacher would paste.
  await videoCard.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/updatesvideo$/);
  const update = screenTitled(page, 'Update a video');
  await expect(update).toBeVisible();
  await expect(update.getByLabel('YouTube video URL')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(update.getByLabel('Title')).toHaveValue(title);
  await expect(update.getByLabel('Description')).toHaveValue('How prices settle where buyers meet sellers.');
  await expect(update.getByLabel('Category')).toHaveValue('commerce');

  // The update page has its own wording of the address warning.
  await update.getByLabel('YouTube video URL').fill('');
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectWarning(page, 'Please update and paste video url', update.getByLabel('YouTube video URL'));
  await update.getByLabel('YouTube video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await update.getByLabel('Title').fill(renamed);
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectToastAndClose(page, 'Video updated successfully!');
  await expect(page).toHaveURL(/\/dashboard\/dashboard-videos\?/);
  await expect(listHeading(page, 'Video lectures')).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(1);
});

/** The field a label names exactly, with the required mark (*) after it where the form asks for the field. */
function fieldIn(scope: Locator, name: string): Locator {
  return scope.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

test('an Admin adds a course with a thumbnail and lectures through the form, finds it and edits it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const label = uniqueLabel('Course');
  const title = `${label} Accounting basics`;
  const renamed = `${label} Accounting from scratch`;
  await storeSession(page, 'Admin', await loginAsAdmin(request));

  await page.goto('/dashboard/dashboard-courses');
  await expect(listHeading(page, 'Courses')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Course' }).click();
  await expect(page).toHaveURL(/\/uploadCourse$/);
  const upload = screenTitled(page, 'Upload a course');
  await expect(upload).toBeVisible();
  const field = (name: string) => fieldIn(upload, name);

  await field('Title').fill(title);
  await field('Mentor').fill('Ms. Kapoor');
  await field('Price (₹)').fill('2499');
  await field('Trial video (YouTube URL)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // Without a thumbnail: the spec's warning, on the thumbnail field.
  await upload.getByRole('button', { name: 'Upload course' }).click();
  await expectWarning(page, 'Please fill all required fields!', field('Thumbnail image'));

  await field('Thumbnail image').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: makePng(80, 45) });
  await expectToastAndClose(page, 'Thumbnail uploaded successfully!');
  await expect(upload.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await expect(field('Thumbnail image')).not.toHaveAttribute('aria-invalid');

  // A trial video that is not YouTube's.
  await field('Trial video (YouTube URL)').fill('https://example.com/trial.mp4');
  await upload.getByRole('button', { name: 'Upload course' }).click();
  await expectWarning(page, 'Please paste a valid YouTube video URL.', field('Trial video (YouTube URL)'));

  await field('Trial video (YouTube URL)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await field('Offer percent').fill('20');
  await field('Offer price (₹)').fill('1999');
  await field('Level').fill('Beginner');
  await field('Duration').fill('6 weeks');
  await field('Lecture 1 title').fill('Debits and credits');
  await field('Lecture 1 video URL').fill('https://youtu.be/aaaaaaaaaaa');
  await upload.getByRole('button', { name: 'Add lecture' }).click();
  await field('Lecture 2 title').fill('The trial balance');
  await field('Category').selectOption('commerce');
  await upload.getByRole('button', { name: 'Upload course' }).click();
  await expectToastAndClose(page, 'Course uploaded successfully!');

  await expect(page).toHaveURL(/\/dashboard\/dashboard-courses$/);
  await expect(listHeading(page, 'Courses')).toBeVisible();
  await searchCommerce(page, 'Search courses', label);
  const courseCard = card(page, title);
  await expect(courseCard).toHaveCount(1);
  await expect(courseCard).toContainText('Ms. Kapoor');
  await expect(courseCard).toContainText('Beginner');
  await expect(courseCard).toContainText('6 weeks');
  await expect(courseCard).toContainText('2 Lessons');

  // Edit: the form is filled in from the course, its thumbnail and lectures included.
  await courseCard.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/updatecourse$/);
  const update = screenTitled(page, 'Update a course');
  await expect(update).toBeVisible();
  const updateField = (name: string) => fieldIn(update, name);
  await expect(updateField('Title')).toHaveValue(title);
  await expect(updateField('Mentor')).toHaveValue('Ms. Kapoor');
  await expect(updateField('Price (₹)')).toHaveValue('2499');
  await expect(updateField('Offer price (₹)')).toHaveValue('1999');
  await expect(updateField('Lecture 1 title')).toHaveValue('Debits and credits');
  await expect(updateField('Lecture 2 title')).toHaveValue('The trial balance');
  await expect(updateField('Category')).toHaveValue('commerce');
  await expect(update.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', /^\/api\/files\//);

  await updateField('Mentor').fill('');
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectWarning(page, 'Please fill all required fields!', updateField('Mentor'));
  await updateField('Mentor').fill('Ms. Kapoor');
  await updateField('Title').fill(renamed);
  await update.getByRole('button', { name: 'Save changes' }).click();
  await expectToastAndClose(page, 'Course Updateed successfully!');
  await expect(page).toHaveURL(/\/dashboard\/dashboard-courses\?/);
  await expect(listHeading(page, 'Courses')).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(1);
});

test('a field the Admin focuses on a new screen keeps the focus when the focus-moving code arrives late', async ({
  page,
  request,
}) => {
  // The code that moves the focus to a new screen's heading comes with the first navigation; on a slow
  // phone (or a loaded machine) it can arrive after the user has already acted on the new screen.
  await page.route(/\/assets\/screen-focus-move-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const arrived = page.waitForResponse(/\/assets\/screen-focus-move-[\w-]+\.js$/);
  await storeSession(page, 'Admin', await loginAsAdmin(request));
  await page.goto('/dashboard/dashboard-videos');
  await expect(listHeading(page, 'Video lectures')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Video' }).click();
  const upload = screenTitled(page, 'Upload a video');
  await expect(upload).toBeVisible();
  await upload.getByRole('button', { name: 'Upload video' }).click();
  const field = upload.getByLabel('YouTube video URL');
  await expect(page.locator('.Toastify__toast')).toHaveText('Please upload and paste video url');
  await expect(field).toBeFocused();
  await arrived;
  // Past the code's arrival (and its retries): the field the warning focused still has the focus.
  await page.waitForTimeout(500);
  await expect(field).toBeFocused();

  // Without anything done in between, the next screen's heading still gets the focus.
  await page.goto('/dashboard/dashboard-videos');
  await expect(listHeading(page, 'Video lectures')).toBeVisible();
  await page.getByRole('link', { name: 'Upload Video' }).click();
  await expect(screenTitled(page, 'Upload a video').getByRole('heading', { level: 1 })).toBeFocused();
});
