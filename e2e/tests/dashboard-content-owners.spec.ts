import { expect, test } from '@playwright/test';
import { uniqueLabel, uploadPdf } from '../fixtures/content';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

test("an Instructor cannot see another Instructor's draft in the dashboard list", async ({ page, request }) => {
  test.setTimeout(180_000);
  const label = uniqueLabel('Draft');
  const author = await createInstructor(request, 'author');
  const other = await createInstructor(request, 'other');

  // Each makes a draft note in Commerce.
  for (const [who, title] of [
    [author, `${label} by the author`],
    [other, `${label} by the other`],
  ] as const) {
    const fileUrl = await uploadPdf(request, who.token, title);
    const added = await request.post('/api/content/addNotes', {
      headers: { AuthToken: who.token },
      data: { title, professor: 'Prof. Shah', category: 'commerce', status: 'draft', isPublic: false, fileUrl },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  await storeSession(page, 'Instructor', other.token);
  await page.goto(`/dashboard/dashboard-notes?search=${label}&category=commerce&status=draft`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  // Their own draft is listed, with its amber Draft badge; the author's is not.
  const own = page.getByRole('row').filter({ hasText: `${label} by the other` });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Draft');
  await expect(page.getByRole('row').filter({ hasText: `${label} by the author` })).toHaveCount(0);
  // The footer names the stored role.
  await expect(page.getByRole('complementary').getByText('Instructor', { exact: true })).toBeVisible();
});
