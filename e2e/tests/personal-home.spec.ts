import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughUi } from '../fixtures/accounts';
import { actAsStudent, createNote, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import { currentPath } from '../fixtures/session';

/** axe on the page as it is: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('the personal home continues reading at the saved page and counts My Learning', async ({ page, request }) => {
  const admin = await loginAsAdmin(request);
  const title = uniqueLabel('Cost accounting');
  const note = await createNote(request, admin, { title, category: 'commerce' });
  const student = await createStudent(request, 'reader');
  const headers = { AuthToken: student.token };
  expect(
    (await request.put(`/api/files/${note.fileUrl}/progress`, { headers, data: { page: 3, pageCount: 4 } })).ok(),
  ).toBe(true);
  expect(
    (
      await request.post('/api/content/addInMylearning', {
        headers,
        data: { contentId: note._id, contentType: 'Note' },
      })
    ).ok(),
  ).toBe(true);

  await actAsStudent(page, student);
  await page.goto('/');
  const reading = page.getByRole('region', { name: 'Continue reading' });
  const resume = reading.getByRole('link', { name: `Continue at page 3: ${title}` });
  await expect(resume).toBeVisible();
  await expect(resume).toHaveAttribute('href', `/pdfviewer?view=${note.fileUrl}&page=3`);

  const learning = page.getByRole('region', { name: 'My Learning' });
  await expect(learning.getByRole('definition').first()).toHaveText('1');
  await expect(learning.getByRole('link', { name: title })).toHaveAttribute('href', '/notes?category=commerce');
  // Visitors' marketing sections are not on the personal home.
  await expect(page.getByRole('heading', { name: 'The people behind your shelf' })).toHaveCount(0);
  await expect(page).toHaveTitle('PrepShelf');
  await expectNoSeriousViolations(page);
});

test('the stream survives navigation and a new session', async ({ page, browser, request }) => {
  // Two browsers and a login through the form: more steps than most journeys.
  test.setTimeout(180_000);
  const student = await createStudent(request, 'stream');
  await actAsStudent(page, student);
  await page.goto('/notes');
  const stream = page.getByRole('group', { name: 'Stream' });
  await expect(stream.getByRole('button', { name: 'Sci-Technology' })).toHaveAttribute('aria-pressed', 'true');
  await stream.getByRole('button', { name: 'Commerce' }).click();
  await expect.poll(() => currentPath(page)).toContain('category=commerce');
  await expect(page).toHaveTitle('Notes · PrepShelf');

  // The navbar's PYQ link carries no category: the list opens on the remembered stream.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PYQ' }).click();
  await expect.poll(() => currentPath(page)).toBe('/Q-paper');
  await expect(page.getByRole('group', { name: 'Stream' }).getByRole('button', { name: 'Commerce' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoSeriousViolations(page);

  // The account remembers it: a fresh browser, logged in through the form, lands on Commerce too.
  await expect
    .poll(async () => {
      const answer = await request.get('/api/personal/stream', { headers: { AuthToken: student.token } });
      return ((await answer.json()) as { stream: string | null }).stream;
    })
    .toBe('commerce');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await logInThroughUi(other, student);
  await expect(other.getByRole('region', { name: 'New in Commerce' })).toBeVisible();
  await other.goto('/video');
  await expect(other.getByRole('group', { name: 'Stream' }).getByRole('button', { name: 'Commerce' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await fresh.close();
});

test('two quick toasts show only the second', async ({ page }) => {
  await page.goto('/auth');
  const register = page.getByRole('tabpanel', { name: 'REGISTER' });
  const submit = register.getByRole('button', { name: 'Register', exact: true });
  await submit.click();
  await register.getByLabel('Username').fill('someone');
  await register.getByLabel('Email').fill('someone@example.com');
  await register.getByLabel('Password', { exact: true }).fill('password-one');
  await register.getByLabel('Confirm Password').fill('password-two');
  await submit.click();
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toHaveText('Password & Confirm Password must be same !');
  await expect(page.getByText('All fields are required !')).toHaveCount(0);
});

test('on a phone a toast stays below the header and the menu closes after a stream pick', async ({ page, request }) => {
  const student = await createStudent(request, 'phone');
  await actAsStudent(page, student);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/notes');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: /Category/ }).click();
  await menu.getByRole('menuitemradio', { name: 'Arts & civils' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => currentPath(page)).toContain('category=artscivils');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // A warning toast: the contact form sent without a subject or message.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const shown = page.locator('.Toastify__toast');
  await expect(shown).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const toastBox = await shown.boundingBox();
  expect(header && toastBox && toastBox.y >= header.y + header.height).toBe(true);
  // The menu button can still be pressed while the toast shows.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('the rupee prices on home do not pull the latin-ext font file', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The plans load when scrolled near (the landing page's budget).
  await page.mouse.wheel(0, 6000);
  await expect(page.getByText('₹499').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((path) => path.includes('inter-latin-wght'))).toBe(true);
  expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
});
