import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { createNote, createStudent, uniqueLabel } from '../fixtures/content';
import { linkIn, waitForMail } from '../fixtures/mailbox';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

/*
 * A class in Hindi on a phone: a student imported through the CSV's Class column sets a password from
 * the welcome mail, finds the class first on the personal home with what is new in it, the notice
 * unread in the inbox, and opens the class's note; a student of another class sees none of it.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ AuthToken: token });

test.use({ viewport: PHONE });

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('a student imported into a class finds it first in Hindi on a phone; another class’s student sees none of it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const teacher = await createInstructor(request, 'hindi-teacher');
  const word = uniqueLabel('lagat').replace(/[^a-z0-9]/gi, '');
  const tag = randomBytes(4).toString('hex');
  const name = `B.Com Sem 3 — Cost Accounting ${word}`;

  // The Instructor's class, a class-only note in its first unit, and the student from the CSV's Class column.
  const { class: made } = (await ok(
    await request.post('/api/classes', {
      headers: auth(teacher.token),
      data: { name, subject: 'Cost Accounting', term: 'Semester 3', category: 'commerce' },
    }),
  )) as { class: { _id: string; joinCode: string } };
  const { unit } = (await ok(
    await request.post(`/api/classes/${made._id}/units`, { headers: auth(teacher.token), data: { name: 'Unit 1' } }),
  )) as { unit: { _id: string } };
  const note = await createNote(request, teacher.token, { title: `Overheads ${word}`, category: 'commerce' });
  await ok(
    await request.put(`/api/content/updateNotes/${note._id}`, {
      headers: auth(teacher.token),
      data: { isPublic: false },
    }),
  );
  await ok(
    await request.put(`/api/classes/${made._id}/items`, {
      headers: auth(teacher.token),
      data: { type: 'note', itemId: note._id, unitId: unit._id },
    }),
  );
  const email = `hindi-class-${tag}@college.example.edu`;
  const csv = `Full name,E-mail,Class\r\nAsha ${tag},${email},${made.joinCode}\r\n`;
  await ok(
    await request.post('/api/content/importStudents', {
      headers: { ...auth(teacher.token), 'Accept-Language': 'hi' },
      data: { csv },
    }),
  );
  // The welcome mail's link: a password, and the student is signed in, in Hindi.
  const mail = await waitForMail(request, { to: email });
  const link = linkIn(mail, `${baseURL}/set-password#token=`);
  // Then the notice (its mail comes after the welcome one).
  await ok(
    await request.post(`/api/classes/${made._id}/notices`, {
      headers: auth(teacher.token),
      data: { body: `यूनिट 1 के नोट्स आ गए हैं ${word}।\nशुक्रवार को टेस्ट।` },
    }),
  );

  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'अपना पासवर्ड चुनें' })).toBeVisible({ timeout: 20_000 });
  const password = `Pass-${tag}-word`;
  await page.getByLabel('नया पासवर्ड', { exact: true }).fill(password);
  await page.getByLabel('नए पासवर्ड की पुष्टि करें').fill(password);
  await page.getByRole('button', { name: 'पासवर्ड सेट करें' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  // The class first on the personal home, with what is new in it.
  const classes = page.getByRole('region', { name: 'आपकी कक्षाएँ' });
  await expect(classes).toBeVisible({ timeout: 20_000 });
  await expect(classes.getByRole('link', { name })).toBeVisible();
  await expect(classes).toContainText('1 अपठित सूचना');
  await expect(classes).toContainText('इस सप्ताह 1 नई सामग्री');
  await expect(classes).toContainText(`यूनिट 1 के नोट्स आ गए हैं ${word}`);
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings[0]).toBe('आपकी कक्षाएँ');
  await expectNoOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The inbox, by keyboard from the home: the notice unread.
  await classes.getByRole('link', { name: 'इनबॉक्स खोलें' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'इनबॉक्स' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByText('1 अपठित', { exact: true })).toBeVisible();
  await expect(page.getByText(`यूनिट 1 के नोट्स आ गए हैं ${word}`)).toBeVisible();
  const notice = page.getByRole('main').getByRole('listitem').filter({ hasText: word });
  await expect(notice.getByText('नई', { exact: true })).toBeVisible();
  await expectNoOverflow(page);
  await expectNoSeriousAxeViolations(page);

  // The class and its note.
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await expectNoOverflow(page);
  await page.getByRole('link', { name: `Overheads ${word}` }).click();
  await expect(page).toHaveURL(/\/pdfviewer\?view=/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect((await request.get(`/api/files/${note.fileUrl}`, { headers: auth(token ?? '') })).status()).toBe(200);

  // A student of another class: none of it in lists, search, the file or the class page.
  const outsider = await createStudent(request, 'hindi-outsider');
  const { class: other } = (await ok(
    await request.post('/api/classes', {
      headers: auth(teacher.token),
      data: { name: `Other ${word}`, category: 'commerce' },
    }),
  )) as { class: { joinCode: string } };
  await ok(await request.post('/api/classes/join', { headers: auth(outsider.token), data: { code: other.joinCode } }));
  const search = await request.get('/api/content/searchContent', {
    headers: auth(outsider.token),
    params: { search: word },
  });
  expect(((await search.json()) as { results: unknown[] }).results).toEqual([]);
  const list = await request.get('/api/content/getAllPublicNotes', {
    headers: auth(outsider.token),
    params: { category: 'commerce', limit: 100 },
  });
  expect(JSON.stringify(await list.json())).not.toContain(word);
  expect((await request.get(`/api/files/${note.fileUrl}`, { headers: auth(outsider.token) })).status()).toBe(404);
  const outsiderContext = await browser.newContext({ viewport: PHONE });
  const outsiderPage = await outsiderContext.newPage();
  await outsiderPage.addInitScript(() => localStorage.setItem('language', 'hi'));
  await storeSession(outsiderPage, 'Student', outsider.token);
  await outsiderPage.goto('/');
  const outsiderClasses = outsiderPage.getByRole('region', { name: 'आपकी कक्षाएँ' });
  await expect(outsiderClasses.getByRole('link', { name: `Other ${word}` })).toBeVisible({ timeout: 20_000 });
  await expect(outsiderClasses).not.toContainText(word.concat('।'));
  await expect(outsiderPage.getByRole('link', { name })).toHaveCount(0);
  await outsiderPage.goto(`/classes/${made._id}`);
  await expect(outsiderPage.getByRole('alert')).toContainText('यह कक्षा मौजूद नहीं है');
  await outsiderContext.close();
});
