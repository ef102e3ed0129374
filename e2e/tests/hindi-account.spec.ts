import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectToastAndClose as closeToast, newAccount } from '../fixtures/accounts';
import { codeIn, waitForMail } from '../fixtures/mailbox';
import { actAsStudent, createStudent } from '../fixtures/content';
import { currentPath, storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';
import { shotsDir } from '../fixtures/shots';

/*
 * Issue 15 in the account screens: a visitor whose device speaks Hindi registers, verifies, logs in and
 * manages the account, and every text of those screens is Hindi (content, e-mails, names and the
 * brand aside), with no horizontal overflow on a 390 px phone. Screenshots go to e2e/test-results/shots/i18n-auth/.
 */

const SHOTS = shotsDir('i18n-auth');
mkdirSync(SHOTS, { recursive: true });

test.use({ viewport: { width: 390, height: 844 } });

// A long journey on a shared machine: each screen's code and Hindi catalog arrive on first use.
const expect = baseExpect.configure({ timeout: 15_000 });
test.setTimeout(240_000);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
});

/** Latin words of three letters or more left in the text once the allowed ones (content, names) are out. */
async function englishLeft(area: Locator, allowed: readonly string[] = []): Promise<string[]> {
  let text = await area.innerText();
  // Longest first: an e-mail holds its username.
  const words = [...allowed, 'PrepShelf', 'Google', 'JSON', 'English'].sort((a, b) => b.length - a.length);
  for (const word of words) text = text.split(word).join(' ');
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** PUT /api/account/language: the account's language being saved. */
function isLanguageSave(request: Request): boolean {
  return request.url().endsWith('/api/account/language') && request.method() === 'PUT';
}

/** The fixture's check, after waiting longer for the server's answer on a loaded machine. */
async function expectToastAndClose(page: Page, text: string): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toBeVisible();
  await closeToast(page, text);
}

/** A toast in Hindi: Devanagari, and no Latin word but the allowed ones. */
async function expectHindiToast(page: Page): Promise<void> {
  const shown = page.locator('.Toastify__toast').last();
  await expect(shown).toHaveText(/[\u0900-\u097F]/);
  expect(await englishLeft(shown)).toEqual([]);
}

test('in Hindi, a visitor registers, verifies and logs in, with every screen and warning in Hindi', async ({
  page,
  request,
}) => {
  const account = newAccount('hindi');

  // Forgot password, before any account: its screen and its warning.
  await page.goto('/forgotPassword');
  await expect(page.getByRole('heading', { name: 'पासवर्ड भूल गए', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  await expectToastAndClose(page, 'कृपया ई-मेल भरें!');
  expect(await englishLeft(page.getByRole('main'))).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'forgot-password');

  // Register: the screen, its warnings, then the account.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'अपना खाता बनाएँ', level: 1 })).toBeVisible();
  const register = page.getByRole('tabpanel', { name: 'रजिस्टर' });
  await register.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
  await expectToastAndClose(page, 'सभी फ़ील्ड भरना ज़रूरी है!');
  expect(await englishLeft(page.getByRole('main'))).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'register');

  await register.getByLabel('यूज़रनेम').fill(account.username);
  await register.getByLabel('ई-मेल').fill(account.email);
  await register.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await register.getByLabel('पासवर्ड की पुष्टि करें').fill(`${account.password}x`);
  await register.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
  await expectToastAndClose(page, 'पासवर्ड और पुष्टि वाला पासवर्ड एक जैसे होने चाहिए!');
  await register.getByLabel('पासवर्ड की पुष्टि करें').fill(account.password);
  await register.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
  await expectToastAndClose(page, 'रजिस्ट्रेशन सफल रहा!');
  await expect.poll(() => currentPath(page)).toBe(`/verifyEmail?Email=${encodeURIComponent(account.email)}`);

  // Verify: the screen, a missing code, a wrong code (the server's message, in Hindi), then the right one.
  await expect(page.getByRole('heading', { name: 'अपना ई-मेल वेरिफ़ाई करें', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'ई-मेल वेरिफ़ाई करें' }).click();
  await expectToastAndClose(page, 'वेरिफ़िकेशन कोड ज़रूरी है!');
  expect(await englishLeft(page.getByRole('main'), [account.email])).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'verify-email');
  // The account was made in Hindi, so its verification mail is in Hindi too.
  const mail = await waitForMail(request, { to: account.email, subject: /^अपने PrepShelf ई-मेल पते की पुष्टि करें$/ });
  expect(mail.text).toContain('मिनट तक मान्य है');
  const code = codeIn(mail);
  await page.getByLabel('वेरिफ़िकेशन कोड').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'ई-मेल वेरिफ़ाई करें' }).click();
  await expectHindiToast(page);
  await page.getByLabel('वेरिफ़िकेशन कोड').fill(code);
  await page.getByRole('button', { name: 'ई-मेल वेरिफ़ाई करें' }).click();
  // Proving the address signs the student in (contract §3); logging out shows the login screen.
  await expectToastAndClose(page, 'आपका ई-मेल सत्यापित हो गया और आप लॉग इन हो गए हैं!');
  await expect.poll(() => currentPath(page)).toBe('/');
  await page.getByRole('button', { name: 'खाता मेनू' }).click();
  await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
  await expect.poll(() => currentPath(page)).toBe('/login');

  // Log in: the screen, its warning, a wrong password (server message in Hindi), then in.
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'लॉग इन' })).toHaveAttribute('aria-selected', 'true');
  const login = page.getByRole('tabpanel', { name: 'लॉग इन' });
  await login.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expectToastAndClose(page, 'सभी फ़ील्ड भरना ज़रूरी है!');
  await expect(login.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
  expect(await englishLeft(page.getByRole('main'))).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'login');
  await login.getByLabel('ई-मेल').fill(account.email);
  await login.getByLabel('पासवर्ड', { exact: true }).fill('not-the-password');
  await login.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expectHindiToast(page);
  await login.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await login.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expectToastAndClose(page, 'आप लॉग इन हो गए हैं!');
  await expect.poll(() => currentPath(page)).toBe('/');
});

test('in Hindi, a student sees the profile, edits the account, switches the language and logs out', async ({
  page,
}) => {
  const student = await createStudent(page.request, 'hindiprofile');
  const username = student.email.split('@')[0]!;
  await actAsStudent(page, student);

  // The profile: the readable handle, the badges and the link, in Hindi.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'आपकी प्रोफ़ाइल', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: `@${username}` })).toBeVisible();
  await expect(page.getByText('वेरिफ़ाइड', { exact: true })).toBeVisible();
  await expect(page.getByText('छात्र', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `${username} का डिफ़ॉल्ट अवतार` })).toBeVisible();
  expect(await englishLeft(page.getByRole('main'), [username, student.email])).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'profile');

  // A switch in the navbar is saved on the account as well (the api client started that at its first
  // signed-in call), and back.
  const toEnglish = page.waitForRequest(isLanguageSave);
  await page.getByRole('banner').getByRole('button', { name: 'इंटरफ़ेस की भाषा English करें' }).click();
  expect((await toEnglish).postDataJSON()).toEqual({ language: 'en' });
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  const toHindi = page.waitForRequest(isLanguageSave);
  await page.getByRole('banner').getByRole('button', { name: /हिन्दी/ }).click();
  expect((await toHindi).postDataJSON()).toEqual({ language: 'hi' });
  await expect(page.getByRole('heading', { name: 'आपकी प्रोफ़ाइल', level: 1 })).toBeVisible();

  // The account page: every section in Hindi; the name is changed.
  await page.getByRole('link', { name: 'प्रोफ़ाइल और खाता बदलें' }).click();
  await expect(page.getByRole('heading', { name: 'आपका खाता', level: 1 })).toBeVisible();
  const profile = page.getByRole('form', { name: 'प्रोफ़ाइल की जानकारी' });
  await expect(profile.getByLabel('आपके बारे में')).toBeVisible();
  await expect(profile.getByLabel('संस्थान')).toBeVisible();
  await profile.getByLabel('नाम').fill('');
  await profile.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expectToastAndClose(page, 'कृपया अपना नाम लिखें।');
  await profile.getByLabel('नाम').fill('Meera Joshi');
  await profile.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.locator('.Toastify__toast--success')).toBeVisible();
  for (const heading of [
    'प्रोफ़ाइल',
    'ई-मेल',
    'पासवर्ड',
    'सूचनाएँ',
    'भाषा',
    'आप कहाँ-कहाँ लॉग इन हैं',
    'आपका डेटा',
    'खाता हटाएँ',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'वीडियो लेक्चर अलर्ट' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'पासवर्ड बदलें' }).getByLabel('मौजूदा पासवर्ड')).toBeVisible();
  await expect(page.getByText('यह डिवाइस', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  // Everything is Hindi but the browser's and the system's names: "Linux पर Chrome", not "Chrome on Linux".
  const sessions = page.locator('section[aria-labelledby="account-sessions-heading"]');
  const firstDevice = sessions.locator('li p.font-medium').first();
  await expect(firstDevice).toHaveText(/^(?:Linux|Windows|macOS|Android) पर Chrome/);
  await expect(firstDevice).not.toContainText(' on ');
  const names = ['Chrome', 'Linux', 'Firefox', 'Safari', 'Edge', 'Opera', 'Samsung Internet', 'Android', 'Windows'];
  expect(await englishLeft(page.getByRole('main'), [student.email, 'Meera Joshi', ...names])).toEqual([]);
  await expectNoOverflow(page);
  // Closed as a person would (removing its node would leave the toast host updating a detached toast).
  const savedToast = page.locator('.Toastify__toast--success');
  await savedToast
    .getByRole('button')
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(savedToast).toHaveCount(0, { timeout: 10_000 });
  await shoot(page, 'account');

  // The language choice: English switches the interface at once and is sent to the account.
  const saved = page.waitForRequest(isLanguageSave);
  await page.getByRole('radio', { name: 'English' }).check();
  expect((await saved).postDataJSON()).toEqual({ language: 'en' });
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.getByRole('radio', { name: 'हिन्दी' }).check();
  await expect(page.getByRole('heading', { name: 'आपका खाता', level: 1 })).toBeVisible();

  // Logging out keeps the device's language.
  await page.getByRole('button', { name: 'खाता मेनू' }).click();
  await page.getByRole('menuitem', { name: 'लॉग आउट' }).click();
  await expect(page.locator('.Toastify__toast--error')).toHaveText('आप लॉग आउट हो गए हैं!');
  await expect.poll(() => currentPath(page)).toBe('/login');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});

test('in Hindi, the unsubscribe page and the dashboard Settings page', async ({ page }) => {
  await page.goto('/unsubscribe?list=digest&token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'सदस्यता छोड़ें', level: 1 })).toBeVisible();
  await expect(page.getByText('PrepShelf से रोज़ का डाइजेस्ट पाना बंद करें?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'सदस्यता छोड़ें' })).toBeVisible();
  expect(await englishLeft(page.getByRole('main'))).toEqual([]);
  await expectNoOverflow(page);
  await shoot(page, 'unsubscribe');

  const instructor = await createInstructor(page.request, 'hindisettings');
  await storeSession(page, 'Instructor', instructor.token);
  await page.goto('/dashboard/dashboard-settings');
  await expect(page.getByRole('heading', { name: 'सेटिंग', level: 1 })).toBeVisible();
  await expect(page.getByLabel('पहला नाम')).toHaveValue(instructor.username);
  await expect(page.getByLabel('उपनाम')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'नोट्स के अपडेट' })).toBeVisible();
  const form = page.locator('form[aria-labelledby="settings-heading"]');
  expect(await englishLeft(form)).toEqual([]);
  await page.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expectToastAndClose(page, 'सेव करने को कुछ नहीं: कोई बदलाव नहीं हुआ।');
  await page.getByLabel('नया पासवर्ड', { exact: true }).fill('one-new-password');
  await page.getByLabel('नए पासवर्ड की पुष्टि करें').fill('another-password');
  await page.getByRole('button', { name: 'बदलाव सेव करें' }).click();
  await expectToastAndClose(page, 'नया पासवर्ड और उसकी पुष्टि मेल नहीं खाते।');
  await expectNoOverflow(page);
  await shoot(page, 'dashboard-settings');
});
