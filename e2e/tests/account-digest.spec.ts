import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { actAsStudent, createNote, createStudent, loginAsAdmin, uniqueLabel } from '../fixtures/content';
import { linkIn, mailIds, waitForMail } from '../fixtures/mailbox';

test.describe('account: the daily digest', () => {
  test('a student turns on Notes Updates, a note is published, the digest arrives and unsubscribes in one click', async ({
    page,
  }) => {
    const student = await createStudent(page.request, 'digest');
    await actAsStudent(page, student);
    await page.goto('/account');
    const notesUpdates = page.getByRole('switch', { name: 'Notes Updates' });
    await expect(notesUpdates).toHaveAttribute('aria-checked', 'false');
    await notesUpdates.click();
    await expect(notesUpdates).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: 'Your notification settings have been saved.' }),
    ).toBeVisible();

    const admin = await loginAsAdmin(page.request);
    const title = uniqueLabel('Digest note');
    await createNote(page.request, admin, { title, category: 'commerce' });

    const seen = await mailIds(page.request, student.email);
    // The daily job, run now (Admin only); it sends at most one digest per user and day.
    const run = await page.request.post('/api/notifications/runDigest', { headers: { AuthToken: admin } });
    expect(run.status()).toBe(200);
    const digest = await waitForMail(page.request, { to: student.email, subject: /new on prepshelf/i, seenIds: seen });
    expect(digest.text).toContain(title);
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(digest.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?list=digest&token=[0-9a-f]{64}>$/,
    );

    // The link in the mail opens the unsubscribe page; one click and the digest is off.
    await page.goto(linkIn(digest, `${new URL(page.url()).origin}/unsubscribe`));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(/You have been unsubscribed from the daily digest/);
    await page.goto('/account');
    await expect(page.getByRole('switch', { name: 'Notes Updates' })).toHaveAttribute('aria-checked', 'false');

    // What a mail client does with the header (RFC 8058): a form POST to its address, no session.
    const oneClick = /^<(.*)>$/.exec(digest.headers!['List-Unsubscribe']!)![1]!;
    const post = await page.request.post(oneClick, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(post.status()).toBe(200);
  });
});
