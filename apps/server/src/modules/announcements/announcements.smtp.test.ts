import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxRetryDelayMs } from '../../mail/mail.outbox.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/support/smtp-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLoggedInAccount, type Account } from '../../../test/support/users.ts';

let receiver: SmtpReceiver;
let t: TestApp;
let admin: Account;
let first: Account;
let second: Account;
let bystander: Account;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url, MAIL_FROM: 'PrepShelf <no-reply@college.example.edu>' } });
  admin = await createLoggedInAccount(t, 'Admin');
  first = await createLoggedInAccount(t, 'Student', 'First');
  second = await createLoggedInAccount(t, 'Student', 'Second');
  bystander = await createLoggedInAccount(t, 'Student', 'Bystander');
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

const announce = async (subject: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/announce/sendAnnouncement',
    headers: admin.headers,
    payload: {
      subject,
      emailBody: '<h2>Notice</h2><p>The library opens at <b>9</b>.</p><script>alert(1)</script>',
      userIds: [first.id, second.id],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ announcementId: string; recipients: number }>();
};

const receivedWith = (subject: string) => receiver.messages.filter((message) => message.subject === subject);

const countsOf = async (announcementId: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/announce/announcements', headers: admin.headers });
  const list = response.json<{ announcements: { _id: string; queued: number; sent: number; failed: number }[] }>();
  return list.announcements.find((announcement) => announcement._id === announcementId);
};

describe('announcements through a real SMTP server', () => {
  it('two chosen students receive the announcement once each; nobody else does', async () => {
    const { announcementId, recipients } = await announce('Library hours');
    expect(recipients).toBe(2);
    // The request only queued the mails.
    expect(receivedWith('Library hours')).toHaveLength(0);
    expect(await countsOf(announcementId)).toMatchObject({ queued: 2, sent: 0, failed: 0 });

    await t.app.mail.worker.runOnce();
    await t.app.mail.worker.runOnce();
    const mails = receivedWith('Library hours');
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([first.email, second.email].sort());
    expect(mails.some((mail) => mail.to.includes(bystander.email))).toBe(false);
    for (const mail of mails) {
      expect(mail.raw).toContain('The library opens at');
      expect(mail.raw).not.toContain('<script');
    }
    expect(await countsOf(announcementId)).toMatchObject({ queued: 0, sent: 2, failed: 0 });
  });

  it('with the receiver stopped and restarted, every mail arrives exactly once', async () => {
    await receiver.stop();
    const { announcementId } = await announce('Exam moved');
    const failedRun = await t.app.mail.worker.runOnce();
    expect(failedRun).toMatchObject({ sent: 0, retried: 2 });
    expect(await countsOf(announcementId)).toMatchObject({ queued: 2, sent: 0 });

    await receiver.start();
    // Nothing is due before the retry delay has passed.
    expect((await t.app.mail.worker.runOnce()).claimed).toBe(0);
    t.clock.advance(maxRetryDelayMs(1) + 1000);
    await t.app.mail.worker.runOnce();
    await t.app.mail.worker.runOnce();
    const mails = receivedWith('Exam moved');
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([first.email, second.email].sort());
    expect(await countsOf(announcementId)).toMatchObject({ queued: 0, sent: 2, failed: 0 });
    // The first announcement was not sent again.
    expect(receivedWith('Library hours')).toHaveLength(2);
  });
});
