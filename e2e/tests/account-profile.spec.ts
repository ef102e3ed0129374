import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToastAndClose } from '../fixtures/accounts';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { actAsStudent, createStudent, makePng } from '../fixtures/content';

test.describe('account: profile, photo and my data', () => {
  test('a student edits their name and About and uploads a photo, which the server resizes', async ({ page }) => {
    // Two axe scans, an upload and a resize: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(180_000);
    const student = await createStudent(page.request, 'profile-edit');
    await actAsStudent(page, student);
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Edit profile and account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

    const profile = page.getByRole('form', { name: 'Profile details' });
    await profile.getByLabel('Name').fill('Meera Joshi');
    await profile.getByLabel('About').fill('Preparing for <b>finals</b> in May.');
    await profile.getByLabel('Institution').fill('St. Xavier College');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expectToastAndClose(page, 'Your profile has been saved.');

    await page
      .locator('#account-photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 400) });
    await expectToastAndClose(page, 'Your photo has been saved.');
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{64}$/);
    const src = (await photo.getAttribute('src'))!;
    const image = await page.request.get(src);
    expect(image.headers()['content-type']).toBe('image/webp');
    // Stored as WebP whatever was sent (its 256 px size is checked by the server tests).
    const bytes = await image.body();
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');

    await expectNoSeriousAxeViolations(page);

    await page.getByRole('link', { name: 'Back to your profile' }).click();
    // The readable handle of docs/decisions/0017: lower case, spaces as dots.
    await expect(page.getByRole('heading', { name: '@meera.joshi' })).toBeVisible();
    await expect(page.getByText('Preparing for <b>finals</b> in May.')).toBeVisible();
    await expect(page.getByRole('img', { name: "Meera Joshi's profile picture" })).toHaveAttribute('src', src);
    await expectNoSeriousAxeViolations(page);
  });

  test('a student downloads their data as JSON', async ({ page }) => {
    const student = await createStudent(page.request, 'export');
    await actAsStudent(page, student);
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('prepshelf-my-data.json');
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { Email: string };
      myLearning: unknown[];
      readingProgress: unknown[];
      supportMessages: unknown[];
    };
    expect(data.account.Email).toBe(student.email);
    expect(Array.isArray(data.myLearning) && Array.isArray(data.readingProgress)).toBe(true);
    expect(Array.isArray(data.supportMessages)).toBe(true);
  });
});
