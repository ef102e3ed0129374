import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { actAsStudent, createStudent, loginAsAdmin, makePdf, uniqueLabel } from '../fixtures/content';
import { storeSession } from '../fixtures/session';

/** The dashboard notes list's own heading ('Upload notes' and 'Update notes' contain the word too). */
function listHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Notes', exact: true });
}

/** Filters the dashboard notes list down to one label (other specs add notes to the same database). */
async function searchNotes(page: Page, text: string, category = 'Arts & civils'): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search notes' }).fill(text);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A warning toast with its exact text while its field has the focus (checked before closing the toast). */
async function expectWarning(page: Page, text: string, field: Locator): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toHaveText(text);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectToastAndClose(page, text);
}

test('an Admin uploads a note with a PDF, finds it in the dashboard and on the student side, renames it and deletes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const label = uniqueLabel('Optics');
  const title = `${label} revision notes`;
  const renamed = `${label} revised notes`;
  await storeSession(page, 'Admin', await loginAsAdmin(request));

  await page.goto('/dashboard/dashboard-notes');
  await expect(listHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'Add Notes' }).click();
  await expect(page).toHaveURL(/\/uploadNotes$/);
  // The address changes at once; the list stays on screen until the lazily loaded form is ready.
  await expect(page.getByRole('heading', { level: 1, name: 'Upload notes' })).toBeVisible();

  await page.getByLabel('PDF file').setInputFiles({
    name: `${label}.pdf`,
    mimeType: 'application/pdf',
    buffer: await makePdf(title, 2),
  });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByText(`${label}.pdf`)).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Professor').fill('Prof. Banerjee');
  await page.getByLabel('Description').fill('Lenses, mirrors and the wave picture of light.');
  await page.getByLabel('Category').selectOption('artscivils');
  await page.getByLabel('Tags').fill(' optics , light,  exam ');
  await expect(page.getByRole('switch', { name: 'Make note public' })).toBeChecked();
  await page.getByRole('button', { name: 'Upload note' }).click();
  await expectToastAndClose(page, 'Note uploaded successfully!');

  // Back one step: the list it came from.
  await expect(page).toHaveURL(/\/dashboard\/dashboard-notes$/);
  await expect(listHeading(page)).toBeVisible();
  await searchNotes(page, label);
  await expect(page).toHaveURL(/search=.*category=artscivils/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Arts & civils');
  await expect(row).toContainText('Prof. Banerjee');
  await expect(row).toContainText(new Date().toISOString().slice(0, 4));
  await expect(row).toContainText('Active');

  // A student sees it on the public notes list of its stream.
  const student = await createStudent(request, 'optics-reader');
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await actAsStudent(studentPage, student);
  await studentPage.goto('/notes?category=artscivils');
  await expect(studentPage.getByRole('heading', { name: title })).toBeVisible();
  await studentContext.close();

  // Edit: the update page gets the note as navigation state.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/updatesnotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Update notes' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Professor')).toHaveValue('Prof. Banerjee');
  await expect(page.getByLabel('Tags')).toHaveValue('optics, light, exam');
  await page.getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToastAndClose(page, 'Note updated successfully!');
  await expect(page).toHaveURL(/\/dashboard\/dashboard-notes\?/);
  await expect(listHeading(page)).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);

  // Delete: No keeps it, Yes removes it.
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(renamedRow).toHaveCount(1);
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expectToastAndClose(page, 'Successfully delete Notes !');
  await expect(page.getByRole('row').filter({ hasText: label })).toHaveCount(0);
});

test('every warning of the notes upload form appears with its exact text and points at its field', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await storeSession(page, 'Admin', await loginAsAdmin(request));
  await page.goto('/uploadNotes');
  const submit = page.getByRole('button', { name: 'Upload note' });
  const file = page.getByLabel('PDF file');

  await submit.click();
  await expectWarning(page, 'Please upload a PDF or valid PDF file', file);
  await expect(file).toHaveAttribute('aria-invalid', 'true');

  // Not a PDF: refused as soon as it is picked, and again on submit.
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expectToastAndClose(page, 'Please upload a PDF or valid PDF file');
  await submit.click();
  await expectToastAndClose(page, 'Please upload a PDF or valid PDF file');

  await file.setInputFiles({ name: 'warnings.pdf', mimeType: 'application/pdf', buffer: await makePdf('Warnings', 1) });
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await submit.click();
  await expectWarning(page, 'Notes title & professor must be important !', page.getByLabel('Title'));
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill('Warnings');
  await submit.click();
  await expectWarning(page, 'Notes title & professor must be important !', page.getByLabel('Professor'));

  await page.getByLabel('Professor').fill('Prof. Warn');
  await page.getByLabel('Category').selectOption('');
  await submit.click();
  await expectWarning(page, 'Notes Category & Status reuired !', page.getByLabel('Category'));

  await page.getByLabel('Category').selectOption('commerce');
  await page.getByLabel('Status').selectOption('');
  await submit.click();
  await expectWarning(page, 'Notes Category & Status reuired !', page.getByLabel('Status'));
  await page.getByLabel('Status').selectOption('draft');

  // The file host answers without a file id: the file must be uploaded again.
  await page.route('**/api/files/upload', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await file.setInputFiles({ name: 'again.pdf', mimeType: 'application/pdf', buffer: await makePdf('Again', 1) });
  await expect(page.getByText(/The upload failed/)).toBeVisible();
  await submit.click();
  await expectWarning(page, 'Some thing went wrong please Re upload', file);
  // Nothing was saved, so the form is still here.
  await expect(page).toHaveURL(/\/uploadNotes$/);
});
