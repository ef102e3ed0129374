import { expect, test } from '@playwright/test';
import { toast } from '../fixtures/accounts';
import { currentPath, storeSession } from '../fixtures/session';

test.beforeEach(async ({ page }) => {
  await storeSession(page, 'Student');
});

test('choosing Pro in the pricing section opens its plan page, where Proceed to Payment stays disabled', async ({
  page,
}) => {
  await page.goto('/');
  // Logged in, the plans load when scrolled near (the personal home comes first).
  await page.mouse.wheel(0, 4000);
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect.poll(() => currentPath(page)).toBe('/plan-detail');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro plan');
  const main = page.locator('main');
  await expect(main.getByText('₹999', { exact: true })).toBeVisible();
  await expect(main.getByText('/ month')).toBeVisible();
  const benefits = main.getByRole('list', { name: 'Benefits' }).getByRole('listitem');
  await expect(benefits).toHaveText([
    'Everything in Basic',
    'Unlimited downloads',
    'Priority support',
    'Live sessions',
  ]);

  for (const field of ['Name', 'Email', 'Phone', 'Address']) await expect(main.getByLabel(field)).toBeVisible();
  await expect(main.getByText('Credit or debit card')).toBeVisible();
  await expect(main.getByText('Paytm wallet')).toBeVisible();
  await expect(main.getByText('UPI (Google Pay, PhonePe)')).toBeVisible();

  const proceed = main.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();
  // Filling every field changes nothing: payment cannot be made (spec §4).
  await main.getByLabel('Name').fill('Asha Verma');
  await main.getByLabel('Email').fill('asha@example.com');
  await main.getByLabel('Phone').fill('9876543210');
  await main.getByLabel('Address').fill('12 MG Road, Mumbai');
  await expect(proceed).toBeDisabled();
});

test('the plan page opened directly shows Plan not found', async ({ page }) => {
  await page.goto('/plan-detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan not found');
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
});

test('the payment form, submitted with empty fields in spite of the disabled button, asks for all the details', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  await page.goto('/');
  await page.mouse.wheel(0, 4000);
  await page.getByRole('link', { name: 'Choose Premium' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium plan');
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });

  await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(toast(page, 'Please fill in all the details to proceed.')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(currentPath(page)).toBe('/plan-detail');
  expect(apiCalls).toEqual([]);
});
