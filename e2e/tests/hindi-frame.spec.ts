import { expect, test, type Page } from '@playwright/test';
import { actAsStudent, createStudent } from '../fixtures/content';
import { storeSession } from '../fixtures/session';
import { shotsDir } from '../fixtures/shots';

/*
 * Issue 15: the site's frame and public screens in Hindi — home (visitor and logged in), about, contact,
 * plans and not-found — with `<html lang="hi">`, no English chrome, no horizontal overflow on a 390 px
 * phone, and the navbar's language button switching at once and surviving a reload.
 */

const SHOTS = shotsDir('i18n-common');

test.use({ viewport: { width: 390, height: 844 } });

async function expectHindiPage(page: Page, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The skip link and the phone menu's button speak Hindi.
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'मेनू खोलें' })).toBeVisible();
  for (const english of ['Skip to main content', 'Open menu']) {
    await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: false });
}

test.beforeEach(async ({ page }) => {
  // Hindi until the page itself switches (the script runs again at every load).
  await page.addInitScript(() => {
    if (window.localStorage.getItem('language') === null) window.localStorage.setItem('language', 'hi');
  });
});

test('a visitor gets the home page in Hindi', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('परीक्षा की हर चीज़');
  await expect(page.getByRole('link', { name: 'रजिस्टर करें' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'आँकड़ों में PrepShelf' });
  await expect(stats).toBeVisible();
  // Every figure in Hindi: "हज़ारों", not "1000s".
  await expect(stats).toContainText('हज़ारों');
  await expect(stats).not.toContainText('1000s');
  await expect(page.getByRole('heading', { name: 'आपकी शेल्फ़ के पीछे के लोग' })).toBeAttached();
  await expect(page.getByText('Register', { exact: true })).toHaveCount(0);
  await expectHindiPage(page, 'home-visitor');
  // Lower down: the plans in Hindi with rupees in the Indian grouping.
  await page.mouse.wheel(0, 6000);
  const pricing = page.getByRole('region', { name: 'हर तरह की पढ़ाई के लिए प्लान' });
  await expect(pricing).toContainText('₹1,499');
  await expect(pricing).toContainText('/ महीना');
  await expect(pricing.getByRole('link', { name: 'Pro चुनें' })).toBeVisible();
  await expect(pricing).toContainText('व्यक्तिगत मेंटरिंग');
  await expect(pricing).not.toContainText('1-on-1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/home-plans.png` });
});

test("from a freshly loaded home page, the navbar's switch of language is saved on the account", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const student = await createStudent(request, 'hindi-home-switch');
  await actAsStudent(page, student);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'खाता मेनू' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const isLanguageSave = (sent: { url(): string; method(): string }) =>
    sent.url().endsWith('/api/account/language') && sent.method() === 'PUT';

  const toEnglish = page.waitForRequest(isLanguageSave);
  await page.getByRole('banner').getByRole('button', { name: 'इंटरफ़ेस की भाषा English करें' }).click();
  expect((await toEnglish).postDataJSON()).toEqual({ language: 'en' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toHindi = page.waitForRequest(isLanguageSave);
  await page.getByRole('banner').getByRole('button', { name: /हिन्दी/ }).click();
  expect((await toHindi).postDataJSON()).toEqual({ language: 'hi' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The account has it: a login elsewhere opens in Hindi.
  const account = await request.get('/api/account', { headers: { AuthToken: student.token } });
  expect(JSON.stringify(await account.json())).toContain('"language":"hi"');
});

test('a logged-in student gets the personal home in Hindi', async ({ page }) => {
  await storeSession(page, 'Student');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'खाता मेनू' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'कहाँ खोजें' })).toBeVisible();
  await expect(page.getByText('Continue reading')).toHaveCount(0);
  await expectHindiPage(page, 'home-student');
});

test('about, contact, plan and not-found speak Hindi', async ({ page, request }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर परीक्षा के लिए आपका पढ़ाई का साथी');
  await expect(page).toHaveTitle('हमारे बारे में · PrepShelf');
  await expectHindiPage(page, 'about');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला।');
  await expect(page.getByRole('link', { name: 'होम पर लौटें' })).toBeVisible();
  await expectHindiPage(page, 'not-found');

  await actAsStudent(page, await createStudent(request, 'hindi-frame'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमसे संपर्क करें');
  await expect(page.getByLabel('पूरा नाम')).toBeVisible();
  await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
  await expectHindiPage(page, 'contact');

  // The plan page opens from a plan card on home.
  await page.goto('/');
  await page.mouse.wheel(0, 6000);
  await page.getByRole('link', { name: 'Premium चुनें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium प्लान');
  await expect(page.getByRole('note')).toContainText('भुगतान अभी उपलब्ध नहीं है');
  await expect(page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeDisabled();
  await expect(page.getByText('₹1,499').first()).toBeVisible();
  await expectHindiPage(page, 'plan');
});

test('the navbar language button switches at once and the choice survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर परीक्षा के लिए आपका पढ़ाई का साथी');
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your study companion for every exam');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('About · PrepShelf');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your study companion for every exam');
  await page.getByRole('button', { name: /हिन्दी/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर परीक्षा के लिए आपका पढ़ाई का साथी');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'नोट्स' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर परीक्षा के लिए आपका पढ़ाई का साथी');
});
