import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { currentPath } from '../fixtures/session';

/*
 * Google sign-in against a real OpenID provider (e2e/support/oidc-provider.mjs on 127.0.0.1:3101),
 * which the app server uses as its GOOGLE_ISSUER: authorization code flow with state, nonce and PKCE.
 */

/** The provider listens on the app's port + 1 (playwright.config.ts). */
const providerPort = Number(process.env.E2E_PORT ?? 3100) + 1;
const providerInteraction = new RegExp(`^http://127\\.0\\.0\\.1:${providerPort}/interaction/`);

test('a student signs in with Google through the provider login and consent pages and lands home, verified', async ({
  page,
}) => {
  const login = `g${randomBytes(4).toString('hex')}`;

  await page.goto('/login');
  const googleButton = page.getByRole('tabpanel', { name: 'LOGIN' }).getByRole('button', { name: 'Login with Google' });
  await expect(googleButton).toBeEnabled();
  await googleButton.click();

  // The provider's development login page: any login name, any password.
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').click();

  // Its consent page.
  await expect(page).toHaveURL(providerInteraction);
  await page.locator('button[type="submit"]').click();

  await expectToastAndClose(page, "You're now logged in !");
  await expect.poll(() => currentPath(page)).toBe('/');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('userRole'),
    profile: localStorage.getItem('Profile'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.role).toBe('Student');
  expect(stored.profile).toBe(`https://lh3.googleusercontent.com/a/e2e-${login}`);

  await page.goto('/profile');
  await expect(page.getByText(`${login}@example.com`)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('a Google callback without a usable code says so and links back to the auth screen', async ({ page }) => {
  await page.goto('/auth/google/callback?code=not-a-real-code&state=not-a-real-state');
  await expect(page.locator('.Toastify__toast--error')).toHaveText('Something went wrong. Please try again later !');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect.poll(() => currentPath(page)).toBe('/auth');
});
