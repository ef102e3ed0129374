import { mkdirSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import {
  createCourse,
  createNote,
  createPyq,
  createVideo,
  loginAsAdmin,
  uniqueLabel,
  type CreatedItem,
} from '../fixtures/content';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';
import { shotsDir } from '../fixtures/shots';

/*
 * The dashboard in Hindi: an Instructor and an Admin with the device's language set to Hindi
 * see the overview, the four content lists, an upload form with its warning and an edit form in Hindi,
 * with no English left but content and the names PrepShelf, PDF, YouTube; nothing is wider than a 390 px
 * phone. Screenshots of the overview, a list and a form go to e2e/test-results/shots/i18n-manage/.
 */

// A loaded machine may take a while to bring a lazy screen with its Hindi catalogs.
const expect = baseExpect.configure({ timeout: 15_000 });

const SHOTS = shotsDir('i18n-manage');
const PHONE = { width: 390, height: 844 };

/**
 * Latin words that may stay in a Hindi dashboard: the brand, file formats, YouTube, the support address,
 * and the language switch, which names English in English.
 */
const ALLOWED_LATIN = new Set([
  'PrepShelf',
  'English',
  'PDF',
  'URL',
  'YouTube',
  'PNG',
  'JPEG',
  'GIF',
  'WebP',
  'MB',
  'KB',
  'support',
  'prepshelf',
  'app',
  // A keyboard key: the notifications region's shortcut (Alt+T).
  'Alt',
]);

/** Texts that belong to the content the journeys made (titles, names, descriptions), not to the interface. */
const CONTENT_TEXTS = [
  'Notes made for the end-to-end journeys.',
  'A lecture made for the end-to-end journeys.',
  'Twelve lectures, weekly tests and notes to revise from before the exam.',
  'Prof. Iyer',
  'Dr. Rao',
  'Beginner',
  'Economics',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  // The example address in the YouTube fields.
  'https://www.youtube.com/watch?v=…',
];

async function useHindi(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => window.localStorage.setItem('language', 'hi'));
}

/**
 * The English words left on the page once content is taken out: the visible text and the accessible
 * names, placeholders, alt texts and stacked-table labels of the page.
 */
async function englishLeft(page: Page, content: readonly (string | RegExp)[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title], [data-label]')) {
      for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'data-label']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const strings = [...content, ...CONTENT_TEXTS].filter((part) => typeof part === 'string');
  const patterns = content.filter((part) => part instanceof RegExp);
  strings.sort((a, b) => b.length - a.length);
  const words: string[] = [];
  for (let text of texts) {
    for (const part of strings) text = text.split(part).join(' ');
    for (const pattern of patterns) text = text.replace(new RegExp(pattern.source, 'g'), ' ');
    text = text.replace(/\S+@\S+/g, ' ');
    for (const word of text.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []) if (!ALLOWED_LATIN.has(word)) words.push(word);
  }
  return [...new Set(words)];
}

/** Hindi shown, no catalog key, no English chrome, `<html lang="hi">`, and nothing wider than the phone. */
async function expectHindiScreen(page: Page, content: readonly (string | RegExp)[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const body = await page.locator('body').innerText();
  expect(body).toMatch(/[\u0900-\u097F]/);
  expect(body).not.toMatch(/\b(?:dashboard|manage|nav|screen)\.[a-z][A-Za-z]+\b/);
  expect(await englishLeft(page, content)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page width at 390 px').toBeLessThanOrEqual(PHONE.width);
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toHaveText(text);
}

/** One item of each kind, in Commerce, by `token`'s account. */
async function makeContent(request: Parameters<typeof createNote>[0], token: string, label: string) {
  const note = await createNote(request, token, { title: `${label} note`, category: 'commerce' });
  const pyq = await createPyq(request, token, { title: `${label} paper`, category: 'commerce', subject: 'Economics' });
  const video = await createVideo(request, token, { title: `${label} video`, category: 'commerce' });
  const course = await createCourse(request, token, { title: `${label} course`, category: 'commerce' });
  return { note, pyq, video, course } satisfies Record<string, CreatedItem>;
}

test('an Instructor works in a Hindi dashboard: overview, lists, a refused upload and an edit', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const label = uniqueLabel('Hindi');
  const instructor = await createInstructor(request, 'hindi');
  const items = await makeContent(request, instructor.token, label);
  const titles = Object.values(items).map((item) => item.title);
  await useHindi(page);
  await storeSession(page, 'Instructor', instructor.token);

  // The overview: welcome, the four totals (their own content), quick actions and recent uploads.
  await page.goto('/dashboard');
  await expect(heading(page, 'फिर से स्वागत है, प्रशिक्षक!')).toBeVisible();
  const totals = page.getByRole('region', { name: 'कुल संख्या' });
  for (const name of ['कुल नोट्स', 'कुल कोर्स', 'वीडियो लेक्चर', 'पिछले प्रश्नपत्र']) {
    await expect(totals.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(totals).not.toContainText('—');
  await expect(page.getByRole('link', { name: 'नोट्स जोड़ें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हाल के अपलोड' })).toBeVisible();
  await expect(page.getByText(items.course.title, { exact: true })).toBeVisible();
  await expect(page.getByText('कोर्स', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('सक्रिय', { exact: true }).first()).toBeVisible();
  // The language switch is in the dashboard's top bar; the rail names the role in Hindi.
  await expect(page.getByRole('button', { name: 'डैशबोर्ड का मेनू खोलें' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /English/ })).toBeVisible();
  await expectHindiScreen(page, titles);
  await shoot(page, 'overview-instructor');

  // The rail, opened on the phone.
  await page.getByRole('button', { name: 'डैशबोर्ड का मेनू खोलें' }).click();
  const rail = page.getByRole('navigation', { name: 'डैशबोर्ड' });
  for (const name of ['डैशबोर्ड', 'नोट्स', 'पिछले प्रश्नपत्र', 'वीडियो', 'कोर्स']) {
    await expect(rail.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('complementary').getByText('प्रशिक्षक', { exact: true })).toBeVisible();
  await expectHindiScreen(page, titles);
  await shoot(page, 'rail-instructor');
  await rail.getByRole('link', { name: 'नोट्स', exact: true }).click();

  // The notes list, filtered to this journey's note: headings, filters, stacked-card labels, actions.
  await expect(heading(page, 'नोट्स')).toBeVisible();
  await page.getByRole('searchbox', { name: 'नोट्स खोजें' }).fill(label);
  await page.getByRole('combobox', { name: 'श्रेणी' }).click();
  await expect(page.getByRole('option', { name: 'सभी श्रेणियाँ' })).toBeVisible();
  await page.getByRole('option', { name: 'वाणिज्य' }).click();
  await page.getByRole('combobox', { name: 'स्थिति' }).click();
  await expect(page.getByRole('option', { name: 'सभी स्थितियाँ' })).toBeVisible();
  await page.getByRole('option', { name: 'सक्रिय' }).click();
  await page.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(/search=.*category=commerce/);
  const row = page.getByRole('row').filter({ hasText: items.note.title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('वाणिज्य');
  await expect(row.getByRole('button', { name: `${items.note.title} बदलें` })).toBeVisible();
  await expect(page.locator('td[data-label="अपलोड की तारीख"]')).toHaveCount(1);
  await expectHindiScreen(page, titles);
  await shoot(page, 'notes-list');

  // The edit form of that note, saved: the Hindi toast, back on the list.
  await row.getByRole('button', { name: `${items.note.title} बदलें` }).click();
  await expect(heading(page, 'नोट्स बदलें')).toBeVisible();
  await expect(page.getByLabel('शीर्षक')).toHaveValue(items.note.title);
  await expect(page.getByText('“' + items.note.title + '” की रखी हुई PDF')).toBeVisible();
  await expectHindiScreen(page, titles);
  await shoot(page, 'note-edit-form');
  await page.getByLabel('प्रोफ़ेसर').fill('Prof. Iyer');
  await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
  await expectToast(page, 'नोट सफलतापूर्वक अपडेट हो गया!');
  await expect(heading(page, 'नोट्स')).toBeVisible();

  // The upload form: a file that is not a PDF is refused with the Hindi warning on the file field.
  await page.getByRole('link', { name: 'नोट्स जोड़ें' }).click();
  await expect(heading(page, 'नोट्स अपलोड करें')).toBeVisible();
  await page.getByLabel('PDF फ़ाइल').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a pdf'),
  });
  await expectToast(page, 'कृपया PDF या मान्य PDF फ़ाइल अपलोड करें।');
  await expect(page.getByLabel('PDF फ़ाइल')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'नोट अपलोड करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'रद्द करें' })).toBeVisible();
  // The file button is ours, in the page's language (the browser's own speaks the browser's).
  await expect(page.getByText('फ़ाइल चुनें', { exact: true })).toBeVisible();
  await expectHindiScreen(page, [...titles, 'notes.txt']);
  await shoot(page, 'note-upload-form-warning');

  // The other three lists.
  await page.goto(`/dashboard/dashboard-pyq?search=${label}&category=commerce`);
  await expect(heading(page, 'पिछले वर्षों के प्रश्नपत्र')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: items.pyq.title })).toContainText('Economics');
  await expect(page.locator('td[data-label="विषय"]')).toHaveCount(1);
  await expectHindiScreen(page, titles);

  await page.goto(`/dashboard/dashboard-videos?search=${label}&category=commerce`);
  await expect(heading(page, 'वीडियो लेक्चर')).toBeVisible();
  await expect(page.getByRole('button', { name: `${items.video.title} चलाएँ` })).toBeVisible();
  await expect(page.getByText(/^अपलोड: /)).toHaveCount(1);
  await expectHindiScreen(page, titles);
  await shoot(page, 'videos-list');

  await page.goto(`/dashboard/dashboard-courses?search=${label}&category=commerce`);
  await expect(heading(page, 'कोर्स')).toBeVisible();
  await expect(page.getByText('0 पाठ', { exact: true })).toBeVisible();
  await expectHindiScreen(page, titles);
  await shoot(page, 'courses-list');
});

test('an Admin in a Hindi dashboard: the account menu, the switch, a course warning, a video edit and a delete', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const label = uniqueLabel('Hindi');
  const token = await loginAsAdmin(request);
  const items = await makeContent(request, token, label);
  // An Admin's overview lists everyone's newest uploads: the other journey's run at the same time.
  const content = [...Object.values(items).map((item) => item.title), /Hindi-[0-9a-f]{6} \w+/];
  await useHindi(page);
  await storeSession(page, 'Admin', token);

  await page.goto('/dashboard/dashboard-head');
  await expect(heading(page, 'फिर से स्वागत है, प्रशिक्षक!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'कुल संख्या' })).not.toContainText('—');
  await expect(page.getByText(items.video.title, { exact: true })).toBeVisible();
  const titlesNow = await page.getByRole('table').locator('td[data-label="शीर्षक"]').allInnerTexts();
  await expectHindiScreen(page, [...content, ...titlesNow]);
  await shoot(page, 'overview-admin');

  // The account menu: the role and every choice in Hindi.
  await page.getByRole('button', { name: 'खाता मेनू' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('एडमिन', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'PrepShelf पर वापस' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'मेरी पढ़ाई' })).toBeVisible();
  await expectHindiScreen(page, [...content, ...titlesNow]);
  await page.keyboard.press('Escape');

  // The Admin's rail has Announcements.
  await page.getByRole('button', { name: 'डैशबोर्ड का मेनू खोलें' }).click();
  await expect(page.getByRole('navigation', { name: 'डैशबोर्ड' }).getByRole('link', { name: 'घोषणाएँ' })).toBeVisible();
  await page.getByRole('button', { name: 'डैशबोर्ड का मेनू बंद करें' }).click();

  // The switch in the top bar: to English (the spec's words) and back, remembered on the device.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /English/ })
    .click();
  await expect(heading(page, 'Welcome back, Instructor!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  await page.getByRole('banner').getByRole('button', { name: /हिन्दी/ }).click();
  await expect(heading(page, 'फिर से स्वागत है, प्रशिक्षक!')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('hi');

  // The course form: sent empty, the spec's warning in Hindi on the first missing field.
  await page.goto('/uploadCourse');
  await expect(heading(page, 'कोर्स अपलोड करें')).toBeVisible();
  await page.getByRole('button', { name: 'कोर्स अपलोड करें' }).click();
  await expectToast(page, 'कृपया सभी ज़रूरी फ़ील्ड भरें।');
  await expect(page.getByLabel(/^शीर्षक\*?$/)).toBeFocused();
  await expect(page.getByLabel('लेक्चर 1 का शीर्षक')).toBeVisible();
  await expectHindiScreen(page, content);
  await shoot(page, 'course-upload-form-warning');

  // A price that is not a number: the web app's own warning, in Hindi.
  await page.getByLabel(/^शीर्षक\*?$/).fill(`${label} draft course`);
  await page.getByLabel('मेंटर').fill('Dr. Rao');
  await page.getByLabel('थंबनेल इमेज').setInputFiles({
    name: 'thumb.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expectToast(page, 'थंबनेल सफलतापूर्वक अपलोड हो गया!');
  await page.getByLabel('ट्रायल वीडियो (YouTube URL)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel(/^कीमत \(₹\)\*?$/).fill('-5');
  await page.getByRole('button', { name: 'कोर्स अपलोड करें' }).click();
  await expectToast(page, 'कीमत एक संख्या होनी चाहिए।');

  // A video's edit form, saved.
  await page.goto(`/dashboard/dashboard-videos?search=${label}&category=commerce`);
  await expect(heading(page, 'वीडियो लेक्चर')).toBeVisible();
  await page.getByRole('button', { name: `${items.video.title} बदलें` }).click();
  await expect(heading(page, 'वीडियो बदलें')).toBeVisible();
  await expect(page.getByLabel('YouTube वीडियो का URL')).toHaveValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expectHindiScreen(page, content);
  await page.getByLabel('विवरण').fill('A lecture made for the end-to-end journeys.');
  await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
  await expectToast(page, 'वीडियो सफलतापूर्वक अपडेट हो गया!');

  // A paper deleted after the Hindi Yes / No.
  await page.goto(`/dashboard/dashboard-pyq?search=${label}&category=commerce`);
  await page.getByRole('button', { name: `${items.pyq.title} हटाएँ` }).click();
  const dialog = page.getByRole('dialog', { name: 'इसे हटाएँ?' });
  await expect(dialog).toContainText(`“${items.pyq.title}” सबके लिए हटा दिया जाएगा`);
  await expect(dialog.getByRole('button', { name: 'नहीं' })).toBeVisible();
  await dialog.getByRole('button', { name: 'हाँ' }).click();
  await expectToast(page, 'प्रश्नपत्र सफलतापूर्वक हटा दिया गया!');
  await expect(page.getByText('कुछ नहीं मिला! कृपया अपना इंटरनेट कनेक्शन जाँचें।')).toBeVisible();
  await expectHindiScreen(page, content);
});
