import { expect, test } from '@playwright/test';
import { createVerifiedAccount, expectToastAndClose, logInThroughUi } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { codeIn, mailIds, waitForMail } from '../fixtures/mailbox';

test.describe('account: password, e-mail and deletion', () => {
  test('changing the password ends the session in another browser, and the new password logs in', async ({
    page,
    browser,
  }) => {
    // Two browsers, two logins through the form and a password change: past 30 s on a loaded machine.
    test.slow();
    const account = await createVerifiedAccount(page.request, 'pw-change');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await logInThroughUi(other, account);
      await logInThroughUi(page, account);

      await page.goto('/account');
      await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(account.password);
      await form.getByLabel('New password', { exact: true }).fill('a fresh password 42');
      await form.getByLabel('Confirm new password').fill('a fresh password 42');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectToastAndClose(page, 'Your password has been changed. Other sessions have been logged out.');

      // The other browser's token is refused now: its profile says so, and the stored token is gone.
      await other.goto('/profile');
      await expect(other.getByText('Your session has ended. Please log in again.')).toBeVisible();
      expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // This browser stays logged in.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: `@${account.username}` })).toBeVisible();

      const login = await page.request.post('/api/auth/login', {
        data: { Email: account.email, Password: 'a fresh password 42' },
      });
      expect(login.status()).toBe(200);
    } finally {
      await otherContext.close();
    }
  });

  test('changing the e-mail takes the code sent to the new address; the old address is told', async ({ page }) => {
    const account = await createVerifiedAccount(page.request, 'mail-change');
    const newEmail = `moved-${account.email}`;
    await logInThroughUi(page, account);
    await page.goto('/account');
    const seen = await mailIds(page.request, newEmail);
    const form = page.getByRole('form', { name: 'Change e-mail' });
    await form.getByLabel('New e-mail').fill(newEmail);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expectToastAndClose(page, 'We sent a code to your new address. Enter it to finish the change.');

    const mail = await waitForMail(page.request, {
      to: newEmail,
      subject: /confirm your new prepshelf e-mail/i,
      seenIds: seen,
    });
    const confirm = page.getByRole('form', { name: 'Confirm new e-mail' });
    await confirm.getByLabel('Code').fill(codeIn(mail));
    await confirm.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expectToastAndClose(page, 'Your e-mail address has been changed.');
    await expect(page.getByText(`Your e-mail: ${newEmail}`)).toBeVisible();

    const notice = await waitForMail(page.request, { to: account.email, subject: /e-mail address was changed/i });
    expect(notice.text).toContain(newEmail);
    const login = await page.request.post('/api/auth/login', { data: { Email: newEmail, Password: account.password } });
    expect(login.status()).toBe(200);
  });

  test('a student deletes their account: their data is gone and the e-mail can register again', async ({ page }) => {
    const account = await createVerifiedAccount(page.request, 'delete-me');
    await logInThroughUi(page, account);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Something of theirs: a support message, kept with the account.
    const support = await page.request.post('/api/auth/support', {
      headers: { AuthToken: token! },
      data: { name: 'Delete Me', email: account.email, subject: 'Hello', body: 'A message.' },
    });
    expect(support.status()).toBe(200);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel('Your password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const oldSession = await page.request.get('/api/auth/getUser', { headers: { AuthToken: token! } });
    expect(oldSession.status()).toBe(401);
    const oldLogin = await page.request.post('/api/auth/login', {
      data: { Email: account.email, Password: account.password },
    });
    expect(oldLogin.status()).toBe(401);

    const seen = await mailIds(page.request, account.email);
    const again = await page.request.post('/api/auth/register', {
      data: {
        Username: 'Back Again',
        Email: account.email,
        Password: 'another password',
        ConfirmPassword: 'another password',
      },
    });
    expect(again.status()).toBe(201);
    const verify = await waitForMail(page.request, {
      to: account.email,
      subject: /confirm your prepshelf e-mail/i,
      seenIds: seen,
    });
    expect(
      (
        await page.request.post('/api/auth/verfyemail', {
          data: { Email: account.email, VerificationCode: codeIn(verify) },
        })
      ).ok(),
    ).toBe(true);
    const fresh = await page.request.post('/api/auth/login', {
      data: { Email: account.email, Password: 'another password' },
    });
    const freshToken = ((await fresh.json()) as { token: string }).token;
    const exported = await page.request.get('/api/account/export', { headers: { AuthToken: freshToken } });
    const data = (await exported.json()) as { account: { Username: string }; supportMessages: unknown[] };
    expect(data.account.Username).toBe('Back Again');
    expect(data.supportMessages).toEqual([]);
  });
});
