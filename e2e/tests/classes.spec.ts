import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { createNote, createPyq, createStudent, uniqueLabel } from '../fixtures/content';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

/*
 * Running a class: an Instructor creates it, gives it class-only notes and a PYQ in two units, adds
 * students and posts a notice; a member finds the class, the notice unread in the inbox and the
 * material; a student of another class sees none of it (class page, search, file URL).
 */

const auth = (token: string) => ({ AuthToken: token });

async function classOnly(request: APIRequestContext, token: string, path: string, id: string) {
  const response = await request.put(`/api/content/${path}/${id}`, { headers: auth(token), data: { isPublic: false } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an Instructor runs a class; its members see its material and notice, others see none of it', async ({
  page,
  browser,
  request,
}) => {
  const teacher = await createInstructor(request, 'teacher');
  const member = await createStudent(request, 'member');
  const outsider = await createStudent(request, 'outsider');
  const word = uniqueLabel('costing').replace(/[^a-z0-9]/gi, '');
  const name = `B.Com Sem 3 — Cost Accounting ${word}`;

  // The Instructor creates the class on the web.
  await storeSession(page, 'Instructor', teacher.token);
  await page.goto('/classes');
  await page.getByLabel('Class name').fill(name);
  await page.getByLabel('Subject').fill('Cost Accounting');
  await page.getByLabel('Semester or year').fill('Semester 3');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const classId = page.url().split('/classes/')[1]!;

  // Two units, two class-only notes and a PYQ in them.
  for (const unit of ['Unit 1', 'Unit 2']) {
    await page.getByLabel('Unit name').fill(unit);
    await page.getByRole('button', { name: 'Add unit' }).click();
    await expect(page.getByRole('heading', { level: 3, name: unit })).toBeVisible();
  }
  const units = (await (await request.get(`/api/classes/${classId}`, { headers: auth(teacher.token) })).json()) as {
    units: { _id: string; name: string }[];
  };
  const unitId = (unitName: string) => units.units.find((unit) => unit.name === unitName)!._id;
  const first = await createNote(request, teacher.token, { title: `Overheads ${word}`, category: 'commerce' });
  const second = await createNote(request, teacher.token, { title: `Marginal costing ${word}`, category: 'commerce' });
  const paper = await createPyq(request, teacher.token, {
    title: `Paper 2024 ${word}`,
    category: 'commerce',
    subject: 'Costing',
  });
  await classOnly(request, teacher.token, 'updateNotes', first._id);
  await classOnly(request, teacher.token, 'updateNotes', second._id);
  await classOnly(request, teacher.token, 'updatePyq', paper._id);
  for (const [type, itemId, unit] of [
    ['note', first._id, 'Unit 1'],
    ['note', second._id, 'Unit 1'],
    ['pyq', paper._id, 'Unit 2'],
  ] as const) {
    const given = await request.put(`/api/classes/${classId}/items`, {
      headers: auth(teacher.token),
      data: { type, itemId, unitId: unitId(unit) },
    });
    expect(given.ok(), await given.text()).toBe(true);
  }

  // Students added by e-mail, then a notice.
  await page.reload();
  await page.getByLabel('Add students by e-mail').fill(member.email);
  await page.getByRole('button', { name: 'Add students' }).click();
  await expect(page.getByText(member.email)).toBeVisible();
  await page.getByLabel('New notice').fill('Unit 1 notes are up.\nTest on Friday: https://college.example.edu/test');
  await page.getByRole('combobox', { name: 'Attach material of this class (optional)' }).click();
  await page.getByRole('option', { name: `Overheads ${word}` }).click();
  await page.getByRole('button', { name: 'Post notice' }).click();
  await expect(page.getByText('Unit 1 notes are up.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://college.example.edu/test' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Attached: Overheads ${word}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The member: the class, the notice unread in the inbox, the material.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  await storeSession(memberPage, 'Student', member.token);
  await memberPage.goto('/classes');
  await expect(memberPage.getByRole('link', { name })).toBeVisible();
  await expect(memberPage.getByText('1 unread notice')).toBeVisible();
  await memberPage.goto('/inbox');
  await expect(memberPage.getByRole('main').getByText('1 unread')).toBeVisible();
  await expect(memberPage.getByText('Unit 1 notes are up.')).toBeVisible();
  await memberPage.getByRole('button', { name: 'Mark as read' }).click();
  await expect(memberPage.getByRole('main').getByText('0 unread')).toBeVisible();
  await memberPage.getByRole('link', { name }).first().click();
  await expect(memberPage.getByRole('heading', { level: 3, name: 'Unit 2' })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: `Paper 2024 ${word}` })).toBeVisible();
  await expectNoSeriousAxeViolations(memberPage);
  await memberPage.getByRole('link', { name: `Overheads ${word}`, exact: true }).click();
  await expect(memberPage).toHaveURL(/\/pdfviewer\?view=/);
  const memberFile = await request.get(`/api/files/${first.fileUrl}`, { headers: auth(member.token) });
  expect(memberFile.status()).toBe(200);
  await memberContext.close();

  // A student of another class: none of it, anywhere.
  const otherClass = await request.post('/api/classes', {
    headers: auth(teacher.token),
    data: { name: `Other ${word}`, category: 'commerce' },
  });
  const { class: other } = (await otherClass.json()) as { class: { joinCode: string } };
  expect(
    (await request.post('/api/classes/join', { headers: auth(outsider.token), data: { code: other.joinCode } })).ok(),
  ).toBe(true);
  const search = await request.get('/api/content/searchContent', {
    headers: auth(outsider.token),
    params: { search: word },
  });
  expect(((await search.json()) as { results: unknown[] }).results).toEqual([]);
  for (const item of [first, second, paper]) {
    expect((await request.get(`/api/files/${item.fileUrl}`, { headers: auth(outsider.token) })).status()).toBe(404);
  }
  const list = await request.get('/api/content/getAllPublicNotes', {
    headers: auth(outsider.token),
    params: { category: 'commerce', limit: 100 },
  });
  expect(JSON.stringify(await list.json())).not.toContain(word);
  const outsiderPage = await (await browser.newContext()).newPage();
  await storeSession(outsiderPage, 'Student', outsider.token);
  await outsiderPage.goto(`/classes/${classId}`);
  await expect(outsiderPage.getByRole('alert')).toContainText('This class does not exist.');
});
