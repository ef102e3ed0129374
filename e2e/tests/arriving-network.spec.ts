import { expect, test } from '@playwright/test';
import { actAsStudent, createStudent } from '../fixtures/content';

/*
 * A failed request is said as a failure of the network, in the page's language, with Try again: a
 * student must never read "No content found" when the connection dropped.
 */

test('a search made offline says the student is offline, never "No content found", and searches again once back', async ({
  page,
  context,
  request,
}) => {
  const student = await createStudent(request, 'offline-searcher');
  await actAsStudent(page, student);
  await page.goto('/searchcontent?search=thermodynamics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content Found For Your Search');
  await expect(page.getByText('No content found for your search.')).toBeVisible();

  await context.setOffline(true);
  const box = page.getByRole('searchbox', { name: 'Search notes, papers, videos and courses' });
  await box.fill('entropy');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();

  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText("You're offline");
  await expect(page.getByText('No content found for your search.')).toHaveCount(0);
  await expect(page.getByText('Somthing went wrong.!')).toHaveCount(0);

  // Try again while still offline asks again and fails the same honest way.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText("You're offline");

  // Back online the search is asked again by itself, and its real answer shows.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/No content found for your search\.|results? for “entropy”/)).toBeVisible();
});
