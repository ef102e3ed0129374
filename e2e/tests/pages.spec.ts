import { expect, test } from '@playwright/test';
import { currentPath } from '../fixtures/session';

test('an unknown path shows the not-found page, whose Return Home link goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect.poll(() => currentPath(page)).toBe('/');
  await expect(page.getByRole('search')).toBeVisible();
});

test('the about page describes the study companion', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('study companion');
  for (const pillar of ['Organised notes', 'Video content', 'Previous-year papers', 'A fast platform']) {
    await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
  }
  await expect(page.getByText('Trusted by thousands of students')).toBeVisible();
});

test('the home search does nothing on blank text and otherwise opens the search results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search notes, papers and videos' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(currentPath(page)).toBe('/');
  await box.fill('thermo dynamics');
  await box.press('Enter');
  await expect.poll(() => currentPath(page)).toBe('/searchcontent?search=thermo+dynamics');
});

test('logged-out visitors see Login and Register buttons that open the auth screen', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main');
  await expect(hero.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  await expect(hero.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth');
});
