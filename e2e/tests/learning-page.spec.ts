import { expect, test } from '@playwright/test';
import {
  actAsStudent,
  createNote,
  createPyq,
  createStudent,
  createVideo,
  loginAsAdmin,
  uniqueLabel,
} from '../fixtures/content';

// The My Learning page (spec §2, §4): counts, and a section per kind only when it has items.

test.beforeEach(async ({ page }) => {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404, body: '' }));
});

test('a student with nothing kept sees the counts at zero and no sections', async ({ page, request }) => {
  await actAsStudent(page, await createStudent(request, 'empty-shelf'));
  await page.goto('/myLearning');
  await expect(page.getByRole('heading', { level: 1, name: 'My Learning' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem')).toHaveText([
    '0Notes',
    '0Lectures',
    '0PYQ',
    '0Total Courses',
  ]);
  for (const section of ['Your Notes', 'Your Lectures', 'Your PYQ']) {
    await expect(page.getByRole('region', { name: section })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Browse notes' })).toHaveAttribute('href', '/notes');
});

test('My Learning lists kept notes, lectures and papers, and a paper removed there leaves the page', async ({
  page,
  request,
}) => {
  const token = await loginAsAdmin(request);
  const label = uniqueLabel('Kept');
  const note = await createNote(request, token, { title: `${label} note`, category: 'artscivils' });
  const pyq = await createPyq(request, token, {
    title: `${label} paper`,
    category: 'artscivils',
    subject: 'Indian polity and the constitution of India',
  });
  const video = await createVideo(request, token, { title: `${label} lecture`, category: 'artscivils' });
  const student = await createStudent(request, 'keeper');
  for (const [item, contentType] of [
    [note, 'Note'],
    [pyq, 'PYQ'],
    [video, 'Video'],
  ] as const) {
    const response = await request.post('/api/content/addInMylearning', {
      headers: { AuthToken: student.token },
      data: { contentId: item._id, contentType },
    });
    expect(response.ok()).toBe(true);
  }

  await actAsStudent(page, student);
  await page.goto('/myLearning');
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem')).toHaveText([
    '1Notes',
    '1Lectures',
    '1PYQ',
    '0Total Courses',
  ]);
  await expect(page.getByRole('region', { name: 'Your Notes' }).getByRole('heading', { level: 3 })).toHaveText([
    note.title,
  ]);
  await expect(page.getByRole('region', { name: 'Your Lectures' }).getByRole('heading', { level: 3 })).toHaveText([
    video.title,
  ]);
  const papers = page.getByRole('region', { name: 'Your PYQ' });
  await expect(papers.getByRole('heading', { level: 3 })).toHaveText([pyq.title]);
  // The subject is cut to 25 characters, whole in the tooltip.
  await expect(papers.getByTitle('Indian polity and the constitution of India')).toHaveText(
    /^Indian polity and the con…/,
  );
  // Never opened: no 'Continue at page N' yet.
  await expect(papers.getByRole('link', { name: /^Continue at page/ })).toHaveCount(0);

  await papers.getByRole('button', { name: `Remove from My Learning: ${pyq.title}` }).click();
  await page.getByRole('dialog', { name: 'Remove from My Learning?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Your PYQ' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your counts' }).getByRole('listitem').nth(2)).toHaveText('0PYQ');
  await expect(page.getByRole('region', { name: 'Your Notes' })).toBeVisible();
});
