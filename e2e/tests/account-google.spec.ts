import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';

/** The local OpenID provider standing in for Google listens on the app's port + 1 (playwright.config.ts). */
const providerPort = Number(process.env.E2E_PORT ?? 3100) + 1;
const providerInteraction = new RegExp(`^http://127\\.0\\.0\\.1:${providerPort}/interaction/`);

test('a Google-only student sets a first password on the account page, then logs in with it', async ({ page }) => {
  const login = `g${randomBytes(4).toString('hex')}`;
  await page.goto('/login');
  await page.getByRole('tabpanel', { name: 'LOGIN' }).getByRole('button', { name: 'Login with Google' }).click();
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('button[type="submit"]').click();
  await expectToastAndClose(page, "You're now logged in !");

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByLabel('Current password')).toHaveCount(0);
  await form.getByLabel('New password', { exact: true }).fill('my own password 7');
  await form.getByLabel('Confirm new password').fill('my own password 7');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expectToastAndClose(page, 'Your password has been set. Other sessions have been logged out.');
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();

  const response = await page.request.post('/api/auth/login', {
    data: { Email: `${login}@example.com`, Password: 'my own password 7' },
  });
  expect(response.status()).toBe(200);
});

test('Google sign-in to an address someone else registered but never verified removes their password; the student sets one later', async ({
  page,
}) => {
  const login = `g${randomBytes(4).toString('hex')}`;
  const email = `${login}@example.com`;
  // Someone registers the student's address with a password of their own; it stays unverified.
  const intruderPassword = 'the intruder password';
  const registered = await page.request.post('/api/auth/register', {
    data: { Username: 'Intruder', Email: email, Password: intruderPassword, ConfirmPassword: intruderPassword },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('tabpanel', { name: 'LOGIN' }).getByRole('button', { name: 'Login with Google' }).click();
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('button[type="submit"]').click();
  await expectToastAndClose(page, "You're now logged in !");

  // The identity that proved the address wins: the intruder's password is gone.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const account = await page.request.get('/api/account', { headers: { AuthToken: token ?? '' } });
  expect(await account.json()).toMatchObject({
    user: { Email: email, Username: `E2E ${login}`, hasPassword: false, isGoogleLinked: true, isVerified: true },
  });
  const intruder = await page.request.post('/api/auth/login', { data: { Email: email, Password: intruderPassword } });
  expect(intruder.status()).toBe(401);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('the student password 8');
  await form.getByLabel('Confirm new password').fill('the student password 8');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expectToastAndClose(page, 'Your password has been set. Other sessions have been logged out.');
  const own = await page.request.post('/api/auth/login', {
    data: { Email: email, Password: 'the student password 8' },
  });
  expect(own.status()).toBe(200);
});
