import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  expectToastAndClose,
  logInThroughUi,
  newAccount,
  registerByApi,
  RESET_SUBJECT,
  VERIFICATION_SUBJECT,
} from '../fixtures/accounts';
import { codeIn, linkIn, mailIds, waitForMail } from '../fixtures/mailbox';
import { currentPath } from '../fixtures/session';

test('a new student registers, verifies the e-mail with the mailed code, logs in, sees a verified profile and logs out for good', async ({
  page,
  request,
}) => {
  const account = newAccount('journey');

  await page.goto('/auth');
  const register = page.getByRole('tabpanel', { name: 'REGISTER' });
  await register.getByLabel('Username').fill(account.username);
  await register.getByLabel('Email').fill(account.email);
  await register.getByLabel('Password', { exact: true }).fill(account.password);
  await register.getByLabel('Confirm Password').fill(account.password);
  await register.getByRole('button', { name: 'Register', exact: true }).click();

  await expectToastAndClose(page, 'Register successfully !');
  await expect.poll(() => currentPath(page)).toBe(`/verifyEmail?Email=${encodeURIComponent(account.email)}`);

  const code = codeIn(await waitForMail(request, { to: account.email, subject: VERIFICATION_SUBJECT }));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  // Proving the address signs the student in (contract §3): no second login.
  await expectToastAndClose(page, 'Your e-mail is verified and you are logged in!');
  await expect.poll(() => currentPath(page)).toBe('/');

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    role: localStorage.getItem('userRole'),
    userId: localStorage.getItem('PrepShelfUserId'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.role).toBe('Student');
  expect(stored.userId).toBeTruthy();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: `@${account.username}` })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Student', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `${account.username}'s default avatar` })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.locator('.Toastify__toast--error')).toHaveText("You're now logged out !!");
  await expect.poll(() => currentPath(page)).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The server ended that session: the old token is refused.
  await expect
    .poll(async () => (await request.get('/api/auth/getUser', { headers: { AuthToken: stored.token! } })).status())
    .toBe(401);
});

test("the one-click link in the verification mail verifies the student's e-mail", async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount('oneclick');
  await registerByApi(request, account);
  const mail = await waitForMail(request, { to: account.email, subject: VERIFICATION_SUBJECT });
  const link = linkIn(mail, `${baseURL}/verifyEmail?`);

  await page.goto(link);
  await expectToastAndClose(page, 'Your e-mail is verified and you are logged in!');
  await expect.poll(() => currentPath(page)).toBe('/');

  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('a student who forgot the password resets it with the mailed code and logs in with the new one only', async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'forgot');
  const newPassword = `${account.password}-new`;
  const seen = await mailIds(request, account.email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect.poll(() => currentPath(page)).toBe('/forgotPassword');
  // The address changes as soon as the link is followed; the login form stays on screen (and has an
  // Email field too) until the lazily loaded screen is ready, so wait for that screen before typing.
  const forgot = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { level: 1, name: 'Forgot password' }) });
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expectToastAndClose(page, 'Verification code sent to your email!');
  expect(await page.evaluate(() => localStorage.getItem('FogotEmail'))).toBe(account.email);

  // A reload keeps the second step while the e-mail is stored.
  await page.reload();
  await expect(page.getByLabel('Verification code')).toBeVisible();

  const code = codeIn(await waitForMail(request, { to: account.email, subject: RESET_SUBJECT, seenIds: seen }));
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  // The reset code proved the mailbox: signed in at once.
  await expectToastAndClose(page, 'Password reset successfully !');
  await expect.poll(() => currentPath(page)).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('FogotEmail'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // The old password no longer works; the server's message is shown.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => currentPath(page)).toBe('/login');
  const login = page.getByRole('tabpanel', { name: 'LOGIN' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToastAndClose(page, 'Invalid email or password.');
  expect(currentPath(page)).toBe('/login');

  await login.getByLabel('Password', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToastAndClose(page, "You're now logged in !");
  await expect.poll(() => currentPath(page)).toBe('/');
});

test("a student's support message reaches the support mailbox with the student's text", async ({ page, request }) => {
  const account = await createVerifiedAccount(request, 'support');
  await logInThroughUi(page, account);
  const subject = `Missing notes ${account.username}`;
  const body = `Hello team, the notes of ${account.username} are missing a page.`;
  const seen = await mailIds(request, 'support@localhost');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Mumbai, India')).toBeVisible();
  await page.getByLabel('Full Name').fill(account.username);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(body);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expectToastAndClose(page, 'Successfully send your message!');
  await expect(page.getByLabel('Message')).toHaveValue('');

  const mail = await waitForMail(request, { to: 'support@localhost', seenIds: seen, subject: new RegExp(subject) });
  expect(mail.text).toContain(body);
  expect(mail.text).toContain(account.email);
});

test('a student who logs in before verifying is taken to the verify screen with the e-mail filled in, and gets in after entering the code', async ({
  page,
  request,
}) => {
  const account = newAccount('unverified');
  const code = await registerByApi(request, account);

  await page.goto('/login');
  const login = page.getByRole('tabpanel', { name: 'LOGIN' });
  await login.getByLabel('Email').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();

  await expectToastAndClose(page, 'Please verify your e-mail first: enter the code we sent to your address.');
  await expect.poll(() => currentPath(page)).toBe(`/verifyEmail?Email=${encodeURIComponent(account.email)}`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The screen already knows the address: it names it instead of asking for it.
  await expect(page.getByRole('main').getByText(account.email, { exact: true })).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expectToastAndClose(page, 'Your e-mail is verified and you are logged in!');
  await expect.poll(() => currentPath(page)).toBe('/');
  await expect(page.getByRole('main').getByRole('group', { name: 'Search in' })).toBeVisible();
});
