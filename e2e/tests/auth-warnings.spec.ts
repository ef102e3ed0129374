import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, expectToastAndClose, logInThroughUi } from '../fixtures/accounts';

/** Submits and expects the spec's warning (exact text) with the named field outlined and focused. */
async function expectWarning(page: Page, submit: Locator, text: string, field: Locator): Promise<void> {
  await submit.click();
  await expect(page.locator('.Toastify__toast--warning')).toHaveText(text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectToastAndClose(page, text);
}

test('the login and register forms warn about missing fields and different passwords', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'REGISTER' })).toHaveAttribute('aria-selected', 'true');
  const register = page.getByRole('tabpanel', { name: 'REGISTER' });
  const registerButton = register.getByRole('button', { name: 'Register', exact: true });
  await expectWarning(page, registerButton, 'All fields are required !', register.getByLabel('Username'));
  await register.getByLabel('Username').fill('someone');
  await register.getByLabel('Email').fill('someone@example.com');
  await expectWarning(
    page,
    registerButton,
    'All fields are required !',
    register.getByLabel('Password', { exact: true }),
  );
  await register.getByLabel('Password', { exact: true }).fill('password-one');
  await register.getByLabel('Confirm Password').fill('password-two');
  await expectWarning(
    page,
    registerButton,
    'Password & Confirm Password must be same !',
    register.getByLabel('Confirm Password'),
  );

  await page.getByRole('tab', { name: 'LOGIN' }).click();
  const login = page.getByRole('tabpanel', { name: 'LOGIN' });
  const loginButton = login.getByRole('button', { name: 'Login', exact: true });
  await expectWarning(page, loginButton, 'All fields are required !', login.getByLabel('Email'));
  await login.getByLabel('Email').fill('someone@example.com');
  await expectWarning(page, loginButton, 'All fields are required !', login.getByLabel('Password', { exact: true }));
});

test('the verify and forgot-password forms warn with the spec texts', async ({ page }) => {
  await page.goto('/verifyEmail?Email=nobody%40example.com');
  await expectWarning(
    page,
    page.getByRole('button', { name: 'Verify e-mail' }),
    'VerificationCode required !',
    page.getByLabel('Verification code'),
  );

  await page.goto('/forgotPassword');
  await expectWarning(
    page,
    page.getByRole('button', { name: 'Send code' }),
    'Please fill out email fields !',
    page.getByLabel('Email'),
  );

  // The second step, as after a reload with the e-mail stored.
  await page.evaluate(() => localStorage.setItem('FogotEmail', 'nobody@example.com'));
  await page.reload();
  const resetButton = page.getByRole('button', { name: 'Reset password' });
  await expectWarning(page, resetButton, 'Please fill out all fields !', page.getByLabel('Verification code'));
  await page.getByLabel('Verification code').fill('123456');
  await page.getByLabel('New password', { exact: true }).fill('password-one');
  await page.getByLabel('Confirm new password').fill('password-two');
  await expectWarning(
    page,
    resetButton,
    'NewPassword and ConfirmPassword do not match!',
    page.getByLabel('Confirm new password'),
  );

  // And a way back to the first step.
  await page.getByRole('button', { name: 'Use a different e-mail' }).click();
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('FogotEmail'))).toBeNull();
});

test('the contact form asks for all the data', async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'warn');
  await logInThroughUi(page, account);
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send message' });
  // Issue 13: a logged-in user finds their name and e-mail filled in.
  await expect(page.getByLabel('Full Name')).toHaveValue(account.username);
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  await page.getByLabel('Full Name').fill('');
  await expectWarning(page, send, 'Please fill the all data!', page.getByLabel('Full Name'));
  await page.getByLabel('Full Name').fill('Asha');
  await page.getByLabel('Email Address').fill('asha@example.com');
  await page.getByLabel('Subject').fill('Hello');
  await expectWarning(page, send, 'Please fill the all data!', page.getByLabel('Message'));
});

test('a wrong verification code shows the server message and keeps the student on the page', async ({ page }) => {
  await page.goto('/verifyEmail?Email=nobody-at-all%40example.com');
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.locator('.Toastify__toast--error')).toBeVisible();
  await expect(page).toHaveURL(/\/verifyEmail/);
});
