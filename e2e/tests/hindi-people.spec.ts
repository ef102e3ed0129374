import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { actAsAdmin, addStudentByApi, expectToastThenDismiss } from '../fixtures/people';
import { shotsDir } from '../fixtures/shots';

/*
 * Issue 15, the dashboard's people screens in Hindi (students, the add form, the CSV import preview,
 * analytics, an announcement with its confirmation step, the audit log) as an Admin on a 390 px phone:
 * real Hindi texts, no English words left in the screen but content and the allowed names, no
 * horizontal overflow, and a screenshot of each.
 */

const SHOTS = shotsDir('i18n-people');
const PHONE = { width: 390, height: 844 };

/**
 * Latin words a Hindi screen may show: the brand, names of CSV columns and values (typed in files, so
 * kept literal), abbreviations, and — not this branch's area (components/ui/pagination.tsx) — the
 * shared pagination's "Previous"/"Next".
 */
const ALWAYS_ALLOWED = ['PrepShelf', 'CSV', 'ID', 'HTML', 'PYQ', 'Previous', 'Next'];

/** The Latin words of `text` that are not content (`data`) nor allowed. */
function latinLeft(text: string, data: readonly string[], allowed: readonly string[] = ALWAYS_ALLOWED): string[] {
  let rest = text;
  // Longest first, so an e-mail goes as a whole before the username inside it.
  for (const value of [...data].sort((a, b) => b.length - a.length)) rest = rest.split(value).join(' ');
  const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.includes(word)))];
}

/** The Latin words of the screen's <main> that are not content (`data`) nor allowed. */
async function englishLeft(page: Page, data: readonly string[]): Promise<string[]> {
  return latinLeft(await page.getByRole('main').innerText(), data);
}

async function expectPhoneLayout(page: Page, name: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: no horizontal overflow at 390 px`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.use({ viewport: PHONE });

test('an Admin runs the people screens in Hindi on a phone', async ({ page, request }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const student = await addStudentByApi(request, 'hindi');
  await actAsAdmin(page, request);
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  // Content: the student's name, e-mail and short id (hex).
  const people = [student.Username, student.Email, student.id.slice(0, 8)];

  // The student list.
  await page.goto('/dashboard/dashboard-student-management');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The first screen waits for the Hindi catalogs and the dashboard's code (a loaded machine is slow).
  await expect(page.getByRole('heading', { level: 1, name: 'छात्र', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('छात्रों के खाते जोड़ें, बदलें, ब्लॉक करें या हटाएँ।')).toBeVisible();
  const filter = page.getByRole('search', { name: 'छात्रों को छाँटें' });
  await filter.getByLabel('खोजें').fill(student.Email);
  await filter.getByRole('button', { name: 'खोजें' }).click();
  const cards = page.getByRole('list', { name: 'छात्र' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('सक्रिय');
  await expect(cards).toContainText('सत्यापित');
  await expect(cards.getByRole('button', { name: `${student.Username} को ब्लॉक करें` })).toBeVisible();
  await expect(page.getByText('1 खाता', { exact: true })).toBeVisible();
  expect(await englishLeft(page, people)).toEqual([]);
  await expectPhoneLayout(page, 'students');

  // The delete confirmation.
  await cards.getByRole('button', { name: `${student.Username} को हटाएँ` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'इस छात्र को हटाएँ?' });
  await expect(deleteDialog).toContainText('हमेशा के लिए हटा दी जाएगी');
  await deleteDialog.getByRole('button', { name: 'नहीं' }).click();
  await expect(deleteDialog).toBeHidden();

  // The CSV import preview: new, already present and invalid rows, with their reasons in Hindi.
  const tag = randomBytes(3).toString('hex');
  const fresh = [`naya-${tag}-1@example.com`, `naya-${tag}-2@example.com`];
  const csv = [
    'Username,Email,Status',
    `Asha ${tag},${fresh[0]},active`,
    `Ravi ${tag},${fresh[1]},`,
    `${student.Username},${student.Email},`,
    `Dobara ${tag},${fresh[0]!.toUpperCase()},`,
    `Galat ${tag},not-an-address,`,
  ].join('\r\n');
  await page.getByRole('button', { name: 'CSV आयात करें' }).click();
  const importDialog = page.getByRole('dialog', { name: 'CSV फ़ाइल से छात्र आयात करें' });
  await expect(importDialog).toContainText('ज़्यादा से ज़्यादा 5,000 पंक्तियाँ');
  await importDialog
    .getByLabel('CSV फ़ाइल')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(importDialog.getByTestId('import-counts')).toHaveText('2 नए · 1 पहले से मौजूद · 2 अमान्य');
  await expect(importDialog.getByRole('row').filter({ hasText: 'not-an-address' })).toContainText(
    'कृपया मान्य ई-मेल पता दें।',
  );
  await expect(importDialog.getByRole('row').filter({ hasText: `Dobara ${tag}` })).toContainText(
    'यही ई-मेल पिछली पंक्ति 2 में भी है।',
  );
  await expect(importDialog.getByRole('row').filter({ hasText: student.Email })).toContainText('पहले से मौजूद');
  await expect(importDialog.getByRole('columnheader', { name: 'नतीजा' })).toBeVisible();
  // Only the CSV's own column names and values (typed in the file) stay in Latin letters.
  const fileRows = [
    'class.csv',
    ...people,
    ...fresh,
    `Asha ${tag}`,
    `Ravi ${tag}`,
    `Dobara ${tag}`,
    `Galat ${tag}`,
    'not-an-address',
  ];
  expect(
    latinLeft(await importDialog.innerText(), fileRows, ['CSV', 'Username', 'Email', 'Status', 'active', 'inactive']),
  ).toEqual([]);
  await expectPhoneLayout(page, 'students-import-preview');
  await importDialog.getByRole('button', { name: '2 नए छात्र आयात करें' }).click();
  // The import's success toast ("2 छात्र आयात किए गए।", from the catalog: the server says it in English)
  // may leave the screen before an assertion sees it on a loaded machine; the audit log below shows the
  // import happened.
  await expect(importDialog).toBeHidden();

  // The add form: a required field left empty.
  await page.goto('/addStudent');
  await expect(page.getByRole('heading', { level: 1, name: 'छात्र जोड़ें' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('यूज़रनेम').fill('');
  await page.getByRole('button', { name: 'छात्र जोड़ें' }).click();
  await expect(page.getByLabel('यूज़रनेम')).toBeFocused();
  await expect(page.getByLabel('यूज़रनेम')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.Toastify__toast')).toHaveText('यूज़रनेम, ई-मेल और पासवर्ड ज़रूरी हैं।');
  expect(await englishLeft(page, [])).toEqual([]);
  await expectPhoneLayout(page, 'add-student-warning');
  await expectToastThenDismiss(page, 'यूज़रनेम, ई-मेल और पासवर्ड ज़रूरी हैं।');

  // Analytics.
  await page.goto('/dashboard/dashboard-analyticst');
  await expect(page.getByRole('heading', { level: 1, name: 'एनालिटिक्स' })).toBeVisible({ timeout: 15_000 });
  for (const label of ['कुल नोट्स', 'कुल कोर्स', 'वीडियो लेक्चर', 'पिछले प्रश्नपत्र']) {
    // Growth against last month, or "new this month" for a kind nobody uploaded last month.
    await expect(page.getByRole('article').filter({ hasText: label })).toContainText(/पिछले महीने की तुलना में|इस महीने नया/);
  }
  await expect(page.getByRole('img', { name: 'पिछले 12 महीनों में हर महीने के अपलोड' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हाल के अपलोड' })).toBeVisible();
  // Content titles (recent uploads, and the courses that have enrolled students) are content; this fresh
  // server has none, or the journeys' own.
  const titles = await page.locator('table td.font-medium, table th[scope="row"]').allInnerTexts();
  expect(await englishLeft(page, titles)).toEqual([]);
  await expectPhoneLayout(page, 'analytics');

  // An announcement: the warning, then compose, preview and the confirmation with its recipient count.
  await page.goto('/announcement');
  await expect(page.getByRole('heading', { level: 1, name: 'घोषणा' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('checkbox', { name: 'सभी छात्र', exact: true }).uncheck();
  await page.getByRole('button', { name: 'घोषणा भेजें' }).click();
  await expectToastThenDismiss(page, 'कृपया कम से कम एक उपयोगकर्ता चुनें।');
  await page.getByLabel('उपयोगकर्ता खोजें').fill(student.Email);
  await page.getByRole('list', { name: 'उपयोगकर्ता' }).getByRole('checkbox', { name: student.Username }).check();
  await expect(page.getByText('1 चुने गए')).toBeVisible();
  const subject = `परीक्षा की समय-सारणी ${tag}`;
  await page.getByLabel('विषय').fill(subject);
  await page.getByRole('radio', { name: 'HTML' }).check();
  await page.getByLabel('संदेश (HTML)').fill('<p>समय-सारणी <strong>आ गई</strong> है।</p>');
  await expect(page.getByRole('heading', { name: 'मेल की झलक' })).toBeVisible();
  await expect(page.frameLocator('iframe[title="मेल की झलक"]').locator('strong')).toHaveText('आ गई');
  // Earlier announcements (other journeys' too, written in English) are content: their subjects and senders.
  const earlier = await page
    .getByRole('region', { name: 'पिछली घोषणाएँ' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.flatMap((item) => {
        const [title, line] = [...item.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '');
        return [title ?? '', ...((line ?? '').match(/\S+@\S+/g) ?? [])];
      }),
    );
  // Classes the page offers as audiences (other journeys', named in English) are content too.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const listed = (await (await request.get('/api/classes', { headers: { AuthToken: token ?? '' } })).json()) as {
    classes: { name: string; subject: string; term: string }[];
  };
  const classes = listed.classes.flatMap((one) => [one.name, one.subject, one.term]).filter((text) => text !== '');
  expect(await englishLeft(page, [...people, subject, ...earlier, ...classes])).toEqual([]);
  await expectPhoneLayout(page, 'announcement-compose');
  await page.getByRole('button', { name: 'घोषणा भेजें' }).click();
  const confirm = page.getByRole('dialog', { name: 'यह घोषणा भेजें?' });
  await expect(confirm).toContainText('यह 1 उपयोगकर्ता को ई-मेल की जाएगी।', { timeout: 20_000 });
  await expectPhoneLayout(page, 'announcement-confirm');
  await confirm.getByRole('button', { name: '1 उपयोगकर्ता को भेजें' }).click();
  await expectToastThenDismiss(page, 'घोषणा भेज दी गई!');
  const history = page.getByRole('region', { name: 'पिछली घोषणाएँ' });
  await expect(history.getByRole('listitem').filter({ hasText: subject })).toContainText('1 प्राप्तकर्ता');

  // The audit log: the import and the announcement, in Hindi.
  await page.goto('/dashboard/dashboard-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeVisible({ timeout: 15_000 });
  const entries = page.getByRole('region', { name: 'ऑडिट की प्रविष्टियाँ' });
  await expect(entries.getByRole('row').filter({ hasText: 'छात्र आयात किए गए' }).first()).toBeVisible();
  await expect(entries.getByRole('row').filter({ hasText: subject })).toContainText('घोषणा भेजी गई');
  await expect(entries.getByRole('row').filter({ hasText: subject })).toContainText('एडमिन');
  await page.getByRole('combobox', { name: 'कार्रवाई' }).click();
  await expect(page.getByRole('option', { name: 'छात्र ब्लॉक किया गया' })).toBeAttached();
  await page.keyboard.press('Escape');
  // Entries' titles and details are stored data (subjects, e-mails, the import's "2 students", counts).
  const data = [
    ...(await entries.locator('td .font-medium').allInnerTexts()),
    ...(await entries.locator('td [title]').allInnerTexts()),
    ...(await entries.locator('td .font-mono, td [class*="overflow-wrap"]').allInnerTexts()),
  ];
  expect(await englishLeft(page, data)).toEqual([]);
  await expectPhoneLayout(page, 'audit');
});
