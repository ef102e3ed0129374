import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { makePdf, uniqueLabel } from '../fixtures/content';
import { linkIn, waitForMail } from '../fixtures/mailbox';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

/*
 * Running a class, the staff side: an Instructor gives two notes and a paper to a class with the forms'
 * "Who sees it" choice, each in a unit; imports 30 students with a Class column; posts a notice. One
 * student reads a note to page 4, and the Instructor sees 1 of 30 opened, 4 pages read, the 29 who have
 * not, and downloads the table as CSV.
 */

const CLASS_SIZE = 30;
// The journey writes a lot (30 accounts and their mails); each step may wait longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label, with or without the required mark. */
const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${escaped(name)}\\*?$`));

/** The toast, waited for as long as a slow save takes, then closed. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toBeVisible();
  await expectToastAndClose(page, text);
}

async function giveToClass(page: Page, className: string, unit: string) {
  await page.getByRole('radio', { name: 'Only these classes' }).check();
  await expect(page.getByRole('switch', { name: /public/ })).toBeHidden();
  await page.getByRole('checkbox', { name: new RegExp(`^${escaped(className)}`) }).check();
  await page.getByLabel(`Unit in ${className}`).selectOption({ label: unit });
}

test('an Instructor gives material to a class with "Who sees it", imports 30 students, and sees who studies what', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const teacher = await createInstructor(request, 'costing');
  const word = uniqueLabel('costing').replace(/[^a-z0-9]/gi, '');
  const name = `B.Com Sem 3 — Cost Accounting ${word}`;
  const titles = { first: `Overheads ${word}`, second: `Marginal costing ${word}`, paper: `Paper 2024 ${word}` };

  // The class and its two units.
  await storeSession(page, 'Instructor', teacher.token);
  await page.goto('/classes');
  await page.getByLabel('Class name').fill(name);
  await page.getByLabel('Subject').fill('Cost Accounting');
  await page.getByLabel('Semester or year').fill('Semester 3');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const classUrl = page.url();
  for (const unit of ['Unit 1', 'Unit 2']) {
    await page.getByLabel('Unit name').fill(unit);
    await page.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByRole('heading', { level: 3, name: unit })).toBeVisible();
  }

  // Two notes and a paper, uploaded for this class only, on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [title, unit] of [
    [titles.first, 'Unit 1'],
    [titles.second, 'Unit 1'],
  ] as const) {
    await page.goto('/uploadNotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload notes' })).toBeVisible({ timeout: 20_000 });
    await field(page, 'PDF file').setInputFiles({
      name: `${title}.pdf`,
      mimeType: 'application/pdf',
      buffer: await makePdf(title, 6),
    });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await field(page, 'Title').fill(title);
    await field(page, 'Professor').fill('Prof. Rao');
    await field(page, 'Category').selectOption('commerce');
    await expect(page.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await giveToClass(page, name, unit);
    if (title === titles.first) {
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.getByRole('button', { name: 'Upload note' }).click();
    await expectToast(page, 'Note uploaded successfully!');
  }
  await page.goto('/uploadPYQ');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a previous-year paper' })).toBeVisible({
    timeout: 20_000,
  });
  await field(page, 'PDF file').setInputFiles({
    name: 'paper.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(titles.paper, 2),
  });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await field(page, 'Title').fill(titles.paper);
  await field(page, 'Subject').fill('Cost Accounting');
  await field(page, 'Year').fill('2024');
  await field(page, 'Category').selectOption('commerce');
  await giveToClass(page, name, 'Unit 2');
  await page.getByRole('button', { name: 'Upload paper' }).click();
  await expectToast(page, 'PYQ uploaded successfully!');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The class page has them in their units, class-only.
  await page.goto(classUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const unitOne = page.locator('section').filter({ has: page.getByRole('heading', { level: 3, name: 'Unit 1' }) });
  await expect(unitOne.getByRole('link', { name: titles.first })).toBeVisible();
  await expect(unitOne.getByRole('link', { name: titles.second })).toBeVisible();
  const unitTwo = page.locator('section').filter({ has: page.getByRole('heading', { level: 3, name: 'Unit 2' }) });
  await expect(unitTwo.getByRole('link', { name: titles.paper })).toBeVisible();

  const classId = classUrl.split('/classes/')[1]!;
  const auth = { AuthToken: teacher.token };
  const classPage = (await (await request.get(`/api/classes/${classId}`, { headers: auth })).json()) as {
    items: { _id: string; title: string; fileUrl: string | null; isClassOnly: boolean }[];
  };
  expect(classPage.items.map((item) => item.isClassOnly)).toEqual([true, true, true]);
  const note = classPage.items.find((item) => item.title === titles.first)!;

  // Thirty students from a CSV with a Class column.
  const emailOf = (n: number) => `${word}-${n}@college.example.edu`;
  const lines = ['Name,E-mail,Class'];
  for (let n = 1; n <= CLASS_SIZE; n += 1) lines.push(`Student ${n} ${word},${emailOf(n)},${name}`);
  await page.goto('/dashboard/dashboard-student-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Students', exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import students from a CSV file' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'class.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  await expect(dialog.getByTestId('import-counts')).toHaveText(`${CLASS_SIZE} new · 0 already present · 0 invalid`);
  await dialog.getByRole('button', { name: `Import ${CLASS_SIZE} new students` }).click();
  await expectToast(page, `${CLASS_SIZE} students imported.`);

  // A notice.
  await page.goto(classUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('New notice').fill('Unit 1 notes are up.\nTest on Friday.');
  await page.getByRole('button', { name: 'Post notice' }).click();
  await expect(page.getByText('Unit 1 notes are up.')).toBeVisible();

  // Student 1 sets a password from the welcome mail and reads the first note to page 4 (as the reader
  // records it: the open of the PDF, then the page reached).
  const mail = await waitForMail(request, { to: emailOf(1), subject: /choose your password/i });
  const token = new URL(linkIn(mail, `${baseURL}/set-password#token=`)).hash.replace('#token=', '');
  const set = await request.post('/api/auth/setPassword', {
    data: { token, NewPassword: `Read-${word}-word`, ConfirmNewPassword: `Read-${word}-word` },
  });
  expect(set.ok(), await set.text()).toBe(true);
  const student = { AuthToken: ((await set.json()) as { token: string }).token };
  expect((await request.post('/api/opens', { headers: student, data: { fileId: note.fileUrl } })).ok()).toBe(true);
  const read = await request.put(`/api/files/${note.fileUrl}/progress`, {
    headers: student,
    data: { page: 4, pageCount: 6 },
  });
  expect(read.ok(), await read.text()).toBe(true);

  // The Instructor: 1 of 30 opened, 4 pages read, the 29 who have not.
  await page.reload();
  const progress = page.getByRole('region', { name: 'Who studies what' });
  await expect(progress).toBeVisible({ timeout: 20_000 });
  const byItem = progress.getByRole('list', { name: 'By material' });
  const row = byItem.getByRole('listitem').filter({ hasText: titles.first }).first();
  await expect(row).toContainText(`1 of ${CLASS_SIZE} opened`);
  await expect(byItem.getByRole('listitem').filter({ hasText: titles.second }).first()).toContainText(
    `0 of ${CLASS_SIZE} opened`,
  );
  await row.getByText(`Who opened ${titles.first}`).click();
  await expect(row.getByText('4 pages read (of 6)')).toBeVisible();
  await expect(row.getByRole('heading', { name: `Not opened yet (${CLASS_SIZE - 1})` })).toBeVisible();
  await expect(row.getByText(`Student 2 ${word}`, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Per student, and the table as CSV.
  await progress.getByRole('button', { name: 'By student' }).click();
  const byStudent = progress.getByRole('list', { name: 'By student' });
  const reader = byStudent
    .getByRole('listitem')
    .filter({ hasText: `Student 1 ${word}` })
    .first();
  await expect(reader).toContainText('Opened 1 of 3');
  await reader.getByText(`What Student 1 ${word} opened`).click();
  await expect(reader.getByText(titles.first)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    progress.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-progress\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).trim();
  expect(csv.split(/\r\n/)).toHaveLength(1 + CLASS_SIZE * 3);
  expect(csv).toContain(`Student 1 ${word},${emailOf(1)},`);
});
