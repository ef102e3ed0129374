import { expect, test } from '@playwright/test';
import { createVerifiedAccount, logInThroughUi } from '../fixtures/accounts';
import { currentPath } from '../fixtures/session';

/*
 * Device tokens (contract §3): a browser that logged in to an account before keeps the login's
 * deviceToken and sends it on later logins, so failed logins from elsewhere do not lock it out.
 * Every journey speaks from 127.0.0.1, so here "elsewhere" is another browser on the same address.
 */
test('a browser that logged in before logs in again while another browser is stopped for guessing the password', async ({
  page,
  browser,
}) => {
  const account = await createVerifiedAccount(page.request, 'device');
  await logInThroughUi(page, account);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => currentPath(page)).toBe('/login');
  // Logging out keeps the device token: it grants nothing by itself.
  const kept = await page.evaluate(() => localStorage.getItem('PrepShelfDeviceTokens'));
  expect(kept).toContain(account.email);

  const elsewhere = await browser.newContext();
  try {
    for (let i = 0; i < 10; i += 1) {
      const guess = await elsewhere.request.post('/api/auth/login', {
        data: { Email: account.email, Password: `a guess ${i}` },
      });
      expect(guess.status()).toBe(401);
    }
    const stopped = await elsewhere.request.post('/api/auth/login', {
      data: { Email: account.email, Password: account.password },
    });
    expect(stopped.status()).toBe(429);
  } finally {
    await elsewhere.close();
  }

  await logInThroughUi(page, account);
});
