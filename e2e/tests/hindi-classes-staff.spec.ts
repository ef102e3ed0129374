import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { createNote, createStudent, uniqueLabel } from '../fixtures/content';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

/*
 * A class's staff side in Hindi on a phone: the Instructor posts a notice with one of the class's notes
 * attached, and sees who studies what: 1 of 2 members opened the note, 4 pages read, who has not.
 */

const PHONE = { width: 390, height: 844 };
const auth = (token: string) => ({ AuthToken: token });

test.use({ viewport: PHONE });

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('in Hindi on a phone, an Instructor posts a notice with a note attached and sees who studies what', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const teacher = await createInstructor(request, 'hindi-staff');
  const word = uniqueLabel('kaksha').replace(/[^a-z0-9]/gi, '');
  const name = `B.Com Sem 3 — Cost Accounting ${word}`;
  const title = `Overheads ${word}`;

  // The class, a class-only note in its unit, and two members; one reads the note to page 4.
  const { class: made } = (await ok(
    await request.post('/api/classes', {
      headers: auth(teacher.token),
      data: { name, subject: 'Cost Accounting', term: 'Semester 3', category: 'commerce' },
    }),
  )) as { class: { _id: string; joinCode: string } };
  const { unit } = (await ok(
    await request.post(`/api/classes/${made._id}/units`, { headers: auth(teacher.token), data: { name: 'यूनिट 1' } }),
  )) as { unit: { _id: string } };
  const note = await createNote(request, teacher.token, { title, category: 'commerce' });
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
  const reader = await createStudent(request, 'hindi-reader');
  const absent = await createStudent(request, 'hindi-absent');
  for (const member of [reader, absent]) {
    await ok(await request.post('/api/classes/join', { headers: auth(member.token), data: { code: made.joinCode } }));
  }
  await ok(await request.post('/api/opens', { headers: auth(reader.token), data: { fileId: note.fileUrl } }));
  await ok(
    await request.put(`/api/files/${note.fileUrl}/progress`, {
      headers: auth(reader.token),
      data: { page: 4, pageCount: 4 },
    }),
  );

  // The class page in Hindi: a notice with the note attached.
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await storeSession(page, 'Instructor', teacher.token);
  await page.goto(`/classes/${made._id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('नई सूचना').fill(`यूनिट 1 के नोट्स आ गए हैं ${word}।\nशुक्रवार को टेस्ट।`);
  await page.getByRole('combobox', { name: 'इस कक्षा की सामग्री संलग्न करें (वैकल्पिक)' }).click();
  await page.getByRole('option', { name: title }).click();
  await page.getByRole('button', { name: 'सूचना पोस्ट करें' }).click();
  await expect(page.getByText(`यूनिट 1 के नोट्स आ गए हैं ${word}।`)).toBeVisible();
  await expect(page.getByRole('link', { name: `संलग्न: ${title}` })).toBeVisible();
  await expectNoOverflow(page);

  // Who studies what: 1 of 2 opened, 4 pages read, who has not.
  const progress = page.getByRole('region', { name: 'कौन क्या पढ़ रहा है' });
  await expect(progress).toBeVisible({ timeout: 20_000 });
  const row = progress
    .getByRole('list', { name: 'सामग्री के अनुसार' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .first();
  await expect(row).toContainText('2 में से 1 ने खोला');
  await row.getByText(`${title} किसने खोला`).click();
  await expect(row.getByText('4 पेज पढ़े (4 में से)')).toBeVisible();
  await expect(row.getByRole('heading', { name: 'अभी नहीं खोला (1)' })).toBeVisible();
  await expect(row.getByText(absent.email.split('@')[0]!, { exact: true })).toBeVisible();
  await expectNoOverflow(page);
  await expectNoSeriousAxeViolations(page);
});
