import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { storeSession } from '../fixtures/session';
import { createInstructor } from '../fixtures/staff';

test.describe('account: the dashboard Settings page', () => {
  test('an Instructor saves name, institution and a notification toggle; Cancel puts back what is stored', async ({
    page,
  }) => {
    const instructor = await createInstructor(page.request, 'settings');
    await storeSession(page, 'Instructor', instructor.token);
    await page.goto('/dashboard/dashboard-settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(instructor.username);
    await expect(page.getByLabel('E-mail')).toHaveValue(instructor.email);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('First name').fill('Anita');
    await page.getByLabel('Last name').fill('Desai');
    await page.getByLabel('Institution').fill('Govt. Science College');
    await page.getByRole('switch', { name: 'Video Lecture Alerts' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToastAndClose(page, 'Your changes have been saved.');

    await page.getByLabel('Institution').fill('Something unsaved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Institution')).toHaveValue('Govt. Science College');

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Anita');
    await expect(page.getByLabel('Last name')).toHaveValue('Desai');
    await expect(page.getByRole('switch', { name: 'Video Lecture Alerts' })).toHaveAttribute('aria-checked', 'true');
    const account = await page.request.get('/api/account', { headers: { AuthToken: instructor.token } });
    expect(((await account.json()) as { user: { Username: string; institution: string } }).user).toMatchObject({
      Username: 'Anita Desai',
      institution: 'Govt. Science College',
    });
  });
});
