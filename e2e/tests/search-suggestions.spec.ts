import { expect, test } from '@playwright/test';
import {
  actAsStudent,
  createCourse,
  createNote,
  createStudent,
  createVideo,
  loginAsAdmin,
  uniqueLabel,
} from '../fixtures/content';

/*
 * Issue 11: suggestions as the user types (navbar and home boxes, a keyboard-driven ARIA combobox),
 * typo tolerance, and the other types' results offered when the chosen type has none.
 */

test('typing "phys" in the navbar box suggests titles; the arrow keys and Enter open one, Escape closes the list', async ({
  page,
  request,
}) => {
  const token = await loginAsAdmin(request);
  const course = await createCourse(request, token, {
    title: `Physics crash course ${uniqueLabel('sg')}`,
    category: 'sciTechnology',
  });

  await page.goto('/about');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search notes, papers, videos and courses' });
  await box.fill('phys');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeLessThanOrEqual(6);
  const ours = options.filter({ hasText: course.title });
  await expect(ours).toContainText('Course');
  const titles = await options.allTextContents();
  const index = titles.findIndex((text) => text.includes(course.title));
  expect(index).toBeGreaterThanOrEqual(0);

  // Escape closes the list and keeps the text; an arrow key opens it again.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('phys');
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await expect(ours).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await ours.getAttribute('id'))!);

  await box.press('Enter');
  await expect(page).toHaveURL(/\/enrollmentcource$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(course.title);
});

test('Enter without a chosen suggestion searches; fewer than three letters suggest nothing', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search notes, papers, videos and courses' });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/content/searchSuggestions')) asked.push(new URL(request.url()).search);
  });
  await box.fill('ph');
  const request = page.waitForRequest(/searchSuggestions/);
  await box.fill('phys');
  await request;
  // Two letters never asked the server: the only question was for "phys".
  expect(asked).toEqual(['?search=phys']);
  await box.press('Enter');
  await expect(page).toHaveURL('/searchcontent?search=phys');
});

test('searching "fisics" finds Physics items', async ({ page, request }) => {
  const token = await loginAsAdmin(request);
  const note = await createNote(request, token, {
    title: `Physics revision notes ${uniqueLabel('ty')}`,
    category: 'sciTechnology',
  });
  await page.goto('/');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search notes, papers and videos' });
  await box.fill('fisics');
  await box.press('Enter');
  await expect(page).toHaveURL('/searchcontent?search=fisics');
  await expect(page.getByRole('listitem').filter({ hasText: note.title })).toBeVisible();
});

test('a logged-in search with the Notes switch that has only video hits offers them', async ({ page, request }) => {
  const token = await loginAsAdmin(request);
  // A made-up word only these two videos hold.
  const word = `vidonly${uniqueLabel('w').slice(2)}`;
  const videos = await Promise.all(
    [1, 2].map((n) => createVideo(request, token, { title: `Lecture ${n} on ${word}`, category: 'sciTechnology' })),
  );
  await actAsStudent(page, await createStudent(request, 'switcher'));
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Notes' })).toBeChecked();
  await main.getByRole('combobox', { name: 'Search notes, papers and videos' }).fill(word);
  await main.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(`/searchcontent?search=${word}&type=notes`);
  await expect(page.getByText('No content found for your search.')).toBeVisible();
  const offer = page.getByRole('link', { name: '2 in Videos' });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page).toHaveURL(`/searchcontent?search=${word}&type=video`);
  for (const video of videos) await expect(page.getByRole('listitem').filter({ hasText: video.title })).toBeVisible();
});
