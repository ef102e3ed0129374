import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createManualClock } from '../lib/clock.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import {
  createMailWorker,
  enqueueMail,
  enqueueMails,
  MAIL_MAX_ATTEMPTS,
  maxRetryDelayMs,
  retryDelayMs,
  type QueuedMail,
} from './mail.outbox.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/support/smtp-receiver.ts';
import { createSmtpTransport, type MailLogger, type MailTransport } from './mail.transport.ts';

const silent: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const BOUNCING_DOMAIN = '@bounce.example';

let receiver: SmtpReceiver;
let harness: TestApp;

beforeAll(async () => {
  receiver = await startSmtpReceiver({ rejectRecipient: (address) => address.endsWith(BOUNCING_DOMAIN) });
  harness = await createTestApp({ env: { SMTP_URL: receiver.url } });
});

afterAll(async () => {
  await harness?.close();
  await receiver?.stop();
});

beforeEach(async () => {
  await receiver.start();
  receiver.messages.length = 0;
  await harness.database.db.delete(mailOutbox);
});

const db = () => harness.database.db;
const mailTo = (to: string, subject: string, kind: QueuedMail['kind'] = 'support'): QueuedMail => ({
  kind,
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});
const rows = () => db().select().from(mailOutbox).orderBy(asc(mailOutbox.subject));
const receivedSubjects = () => receiver.messages.map((message) => message.subject).sort();

describe('the mail outbox', () => {
  it('delivers a queued mail through SMTP and marks it sent', async () => {
    const id = await harness.app.mail.enqueue(db(), mailTo('ana@example.com', 'Hello Ana'));
    const run = await harness.app.mail.worker.runOnce();

    expect(run).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(1);
    expect(receiver.messages[0]).toMatchObject({ to: ['ana@example.com'], subject: 'Hello Ana' });
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.sentAt?.getTime()).toBe(harness.clock.now().getTime());
    expect(row?.text).toBe('Hello Ana');

    expect(await harness.app.mail.worker.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('writes a mail together with the change that causes it: a rolled-back transaction leaves no mail', async () => {
    await expect(
      db().transaction(async (tx) => {
        await harness.app.mail.enqueue(tx, mailTo('ghost@example.com', 'Never sent'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db().transaction(async (tx) => {
      await harness.app.mail.queueVerificationMail(tx, { email: 'kept@example.com', code: '123456' });
    });

    expect((await rows()).map((row) => row.toAddress)).toEqual(['kept@example.com']);
    await harness.app.mail.worker.runOnce();
    expect(receiver.messages.map((message) => message.to)).toEqual([['kept@example.com']]);
  });

  it('keeps mail queued while the SMTP server is down and delivers each exactly once when it is back', async () => {
    await receiver.stop();
    for (let n = 1; n <= 5; n += 1) await harness.app.mail.enqueue(db(), mailTo(`s${n}@example.com`, `Outage ${n}`));

    const failedRun = await harness.app.mail.worker.runOnce();
    expect(failedRun).toEqual({ claimed: 5, sent: 0, retried: 5, failed: 0 });
    for (const row of await rows()) {
      expect(row.status).toBe('queued');
      expect(row.attempts).toBe(1);
      expect(row.lockedUntil).toBeNull();
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(harness.clock.now().getTime());
    }
    // Not due yet: nothing is tried again before the back-off has passed.
    expect((await harness.app.mail.worker.runOnce()).claimed).toBe(0);

    await receiver.start();
    expect((await harness.app.mail.worker.runOnce()).claimed).toBe(0);
    harness.clock.advance(maxRetryDelayMs(1) + 1000);
    const run = await harness.app.mail.worker.runOnce();

    expect(run).toEqual({ claimed: 5, sent: 5, retried: 0, failed: 0 });
    expect(receivedSubjects()).toEqual(['Outage 1', 'Outage 2', 'Outage 3', 'Outage 4', 'Outage 5']);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await harness.app.mail.worker.runOnce()).claimed).toBe(0);
    expect(receiver.messages).toHaveLength(5);
  });

  it('delivers each mail exactly once when two workers race for the same rows', async () => {
    const subjects = Array.from({ length: 45 }, (_, n) => `Race ${String(n).padStart(2, '0')}`);
    await enqueueMails(
      db(),
      subjects.map((subject, n) => mailTo(`racer${n}@example.com`, subject, 'announcement')),
      harness.clock.now(),
    );
    const secondTransport = createSmtpTransport(receiver.url, silent);
    const secondWorker = createMailWorker({
      db: db(),
      transport: secondTransport,
      from: harness.config.mailFrom,
      clock: harness.clock,
      logger: silent,
      batchSize: 7,
    });
    try {
      const [first, second] = await Promise.all([harness.app.mail.worker.runOnce(), secondWorker.runOnce()]);
      // Both really took part: the rows were shared out, not handed to one of them.
      expect(first.claimed).toBeGreaterThan(0);
      expect(second.claimed).toBeGreaterThan(0);
      expect(first.sent + second.sent).toBe(subjects.length);
      expect(first.claimed + second.claimed).toBe(subjects.length);
    } finally {
      await secondTransport.close();
    }
    expect(receivedSubjects()).toEqual(subjects);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('skips rows another session holds locked instead of waiting for them', async () => {
    await harness.app.mail.enqueue(db(), mailTo('held@example.com', 'Held'));
    await harness.app.mail.enqueue(db(), mailTo('free@example.com', 'Free'));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => {
      isLocked = resolve;
    });
    const holder = db().transaction(async (tx) => {
      await tx.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Held')).for('update');
      isLocked();
      await released;
    });
    try {
      await locked;
      const run = await harness.app.mail.worker.runOnce();
      expect(run).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
      expect(receivedSubjects()).toEqual(['Free']);
    } finally {
      release();
      await holder;
    }
    expect(await harness.app.mail.worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(receivedSubjects()).toEqual(['Free', 'Held']);
  });

  it(`gives a mail that keeps failing up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    await harness.app.mail.enqueue(db(), mailTo(`nobody${BOUNCING_DOMAIN}`, 'Bounces'));
    await harness.app.mail.enqueue(db(), mailTo('fine@example.com', 'Arrives'));

    const first = await harness.app.mail.worker.runOnce();
    expect(first).toEqual({ claimed: 2, sent: 1, retried: 1, failed: 0 });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      harness.clock.advance(maxRetryDelayMs(attempt - 1) + 1000);
      const run = await harness.app.mail.worker.runOnce();
      expect(run.claimed).toBe(1);
      expect(run.failed).toBe(attempt === MAIL_MAX_ATTEMPTS ? 1 : 0);
    }
    const [bounced] = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Bounces'));
    expect(bounced).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lockedUntil: null });
    expect(bounced?.lastError).toMatch(/550|unavailable/i);

    harness.clock.advance(24 * 60 * 60 * 1000);
    expect((await harness.app.mail.worker.runOnce()).claimed).toBe(0);
    expect(receivedSubjects()).toEqual(['Arrives']);
  });

  it('blanks the body of a mail that carries a code once it is sent, and keeps other bodies', async () => {
    await db().transaction(async (tx) => {
      await harness.app.mail.queueVerificationMail(tx, { email: 'v@example.com', code: '314159', username: 'v' });
      await harness.app.mail.queuePasswordResetMail(tx, { email: 'r@example.com', code: '271828' });
      await harness.app.mail.queueSupportMail(tx, { name: 'Sam', email: 's@example.com', subject: 'Hi', body: 'Help' });
    });
    const before = await rows();
    expect(before.find((row) => row.kind === 'verify_email')?.text).toContain('314159');

    await harness.app.mail.worker.runOnce();

    const raw = receiver.messages.map((message) => message.raw).join('\n');
    expect(raw).toContain('314159');
    expect(raw).toContain('271828');
    const after = await rows();
    for (const row of after.filter((r) => r.kind === 'verify_email' || r.kind === 'reset_password')) {
      expect(row).toMatchObject({ status: 'sent', html: '', text: '' });
      expect(row.subject).not.toMatch(/314159|271828/);
    }
    const support = after.find((row) => row.kind === 'support');
    expect(support).toMatchObject({ status: 'sent', toAddress: harness.config.supportEmail });
    expect(support?.text).toContain('Help');
  });

  it('sends a support message with Reply-To set to the student who wrote it, and no other mail with one', async () => {
    const first = receiver.messages.length;
    await db().transaction(async (tx) => {
      await harness.app.mail.queueSupportMail(tx, {
        name: 'Asha',
        email: 'asha.student@example.com',
        subject: 'Cannot open a PDF',
        body: 'The viewer stays blank.',
      });
      await harness.app.mail.queueWelcomeMail(tx, { email: 'welcome@example.com', username: 'W' });
    });
    await harness.app.mail.worker.runOnce();
    const sent = receiver.messages.slice(first).map((message) => message.raw);
    const support = sent.find((raw) => raw.includes('Cannot open a PDF'));
    expect(support).toMatch(/^Reply-To: asha\.student@example\.com\r?$/m);
    const welcome = sent.find((raw) => raw.includes('welcome@example.com'));
    expect(welcome).toBeDefined();
    expect(welcome).not.toMatch(/^Reply-To:/m);
  });

  it('refuses a reply-to address that would add a header', async () => {
    await expect(
      harness.app.mail.enqueue(db(), {
        ...mailTo('x@example.com', 'Subject'),
        replyTo: 'a@example.com\r\nBcc: b@example.com',
      }),
    ).rejects.toThrow('Invalid reply-to address');
  });

  it('takes back the rows of a worker that died holding them once their lease has ended', async () => {
    await harness.app.mail.enqueue(db(), mailTo('lease@example.com', 'Leased'));
    const now = harness.clock.now();
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + 60_000) });

    expect((await harness.app.mail.worker.runOnce()).claimed).toBe(0);
    harness.clock.advance(61_000);
    expect(await harness.app.mail.worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(receivedSubjects()).toEqual(['Leased']);
  });

  it('marks a mail sending before SMTP sees it, and after a crash sends it again with the same Message-ID, saying so', async () => {
    const warnings: string[] = [];
    const logger: MailLogger = { ...silent, warn: (_object, message) => void warnings.push(message ?? '') };
    const transport = createSmtpTransport(receiver.url, silent);
    const worker = createMailWorker({
      db: db(),
      transport,
      from: 'PrepShelf <no-reply@college.example.edu>',
      clock: harness.clock,
      logger,
    });
    const id = await harness.app.mail.enqueue(db(), mailTo('crash@example.com', 'Twice at most'));
    const seenWhileSending: unknown[] = [];
    receiver.beforeAccept = async () => {
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
      seenWhileSending.push({ status: row?.status, isMarked: row?.sendingAt !== null });
    };
    try {
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      // A kill after SMTP accepted the mail and before the row was marked sent leaves it like this:
      await db()
        .update(mailOutbox)
        .set({ status: 'queued', sentAt: null, lockedUntil: null })
        .where(eq(mailOutbox.id, id));
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    } finally {
      receiver.beforeAccept = undefined;
      await transport.close();
    }
    expect(seenWhileSending).toEqual([
      { status: 'queued', isMarked: true },
      { status: 'queued', isMarked: true },
    ]);
    const messageIds = receiver.messages.map((message) => /^Message-ID: *(.*)$/im.exec(message.raw)?.[1]?.trim());
    expect(messageIds).toEqual([`<${id}@college.example.edu>`, `<${id}@college.example.edu>`]);
    expect(warnings.filter((message) => message.includes('same Message-ID'))).toHaveLength(1);
  });

  it('gives each outbox row its own Message-ID', async () => {
    await harness.app.mail.enqueue(db(), mailTo('one@example.com', 'One'));
    await harness.app.mail.enqueue(db(), mailTo('two@example.com', 'Two'));
    await harness.app.mail.worker.runOnce();
    const ids = receiver.messages.map((message) => /^Message-ID: *(.*)$/im.exec(message.raw)?.[1]?.trim());
    const rowIds = (await rows()).map((row) => row.id);
    expect(new Set(ids).size).toBe(2);
    for (const rowId of rowIds) expect(ids.some((messageId) => messageId?.startsWith(`<${rowId}@`))).toBe(true);
  });

  it('sends at once when notified, without waiting for the next poll', async () => {
    const transport = createSmtpTransport(receiver.url, silent);
    const worker = createMailWorker({
      db: db(),
      transport,
      from: harness.config.mailFrom,
      clock: harness.clock,
      logger: silent,
      pollIntervalMs: 60 * 60 * 1000,
    });
    worker.start();
    try {
      // Let the first, empty, run finish; after it the worker sleeps for an hour.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await enqueueMail(db(), mailTo('now@example.com', 'Right away'), harness.clock.now());
      worker.notify();
      await waitFor(() => receiver.messages.length === 1);
      expect(receivedSubjects()).toEqual(['Right away']);
    } finally {
      await worker.stop();
      await transport.close();
    }
    expect(worker.isRunning).toBe(false);
  });

  it('waits for the batch in flight when stopped', async () => {
    for (let n = 1; n <= 3; n += 1) await harness.app.mail.enqueue(db(), mailTo(`stop${n}@example.com`, `Stop ${n}`));
    const worker = harness.app.mail.worker;
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await worker.stop();
    const statuses = (await rows()).map((row) => row.status);
    // Whatever was claimed finished; nothing is left half-done with a lease.
    expect((await rows()).every((row) => row.lockedUntil === null)).toBe(true);
    expect(receiver.messages).toHaveLength(statuses.filter((status) => status === 'sent').length);
  });

  it('drains on a graceful stop: finishes the mails it started, hands the rest of its batch back at once', async () => {
    for (let n = 1; n <= 8; n += 1)
      await enqueueMail(db(), mailTo(`drain${n}@example.com`, `Drain ${n}`), harness.clock.now());
    const smtp = createSmtpTransport(receiver.url, silent);
    const slow: MailTransport = {
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 150));
        await smtp.send(message);
      },
      close: () => smtp.close(),
    };
    const worker = createMailWorker({
      db: db(),
      transport: slow,
      from: harness.config.mailFrom,
      clock: harness.clock,
      logger: silent,
      batchSize: 4,
      concurrency: 1,
    });
    worker.start();
    await waitFor(() => receiver.messages.length >= 1);
    await worker.stop();
    await slow.close();
    const afterStop = await rows();
    const sent = afterStop.filter((row) => row.status === 'sent').length;
    // It stopped early (8 mails take 1.2 s one by one), and left nothing half-done or leased.
    expect(sent).toBeLessThan(8);
    expect(receiver.messages).toHaveLength(sent);
    expect(afterStop.filter((row) => row.status === 'queued').every((row) => row.lockedUntil === null)).toBe(true);
    // Another worker takes the released rows at once, without waiting for any lease; each mail arrives once.
    const run = await harness.app.mail.worker.runOnce();
    expect(run.sent).toBe(8 - sent);
    expect(receivedSubjects()).toEqual(Array.from({ length: 8 }, (_, index) => `Drain ${index + 1}`).sort());
  });

  it('keeps a short lease, renewed while it sends, so a dead worker’s batch comes back within seconds', async () => {
    // Real time here (the harness clock has been moved on by earlier tests).
    const clock = { now: () => new Date() };
    await enqueueMail(db(), mailTo('renew@example.com', 'Renewed'), clock.now());
    const smtp = createSmtpTransport(receiver.url, silent);
    let isSending = false;
    const slow: MailTransport = {
      async send(message) {
        isSending = true;
        // Three leases long: without renewal another worker would take the row and send it again.
        await new Promise((resolve) => setTimeout(resolve, 900));
        await smtp.send(message);
      },
      close: () => smtp.close(),
    };
    const options = { db: db(), from: harness.config.mailFrom, clock, logger: silent, leaseMs: 300 };
    const first = createMailWorker({ ...options, transport: slow });
    const second = createMailWorker({ ...options, transport: smtp });
    const running = first.runOnce();
    await waitFor(() => isSending);
    for (let n = 0; n < 4; n += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await second.runOnce()).claimed).toBe(0);
    }
    expect(await running).toMatchObject({ claimed: 1, sent: 1 });
    expect(receivedSubjects()).toEqual(['Renewed']);

    // The default lease is seconds, not a minute: a worker that dies mid-batch holds its rows that long.
    // Measured on the worker's own clock, which stands still here.
    const stillClock = createManualClock(new Date());
    await enqueueMail(db(), mailTo('dead@example.com', 'Dead worker'), stillClock.now());
    let unblock: (() => void) | undefined;
    const stuck: MailTransport = {
      send: () => new Promise<void>((_resolve, reject) => (unblock = () => reject(new Error('gone')))),
      close: () => Promise.resolve(),
    };
    const dying = createMailWorker({
      db: db(),
      transport: stuck,
      from: harness.config.mailFrom,
      clock: stillClock,
      logger: silent,
    });
    const dyingRun = dying.runOnce();
    await waitFor(() => unblock !== undefined);
    const [leased] = (await rows()).filter((row) => row.subject === 'Dead worker');
    const leaseLength = (leased?.lockedUntil?.getTime() ?? 0) - stillClock.now().getTime();
    expect(leaseLength).toBeGreaterThan(0);
    expect(leaseLength).toBeLessThanOrEqual(10_000);
    unblock?.();
    await dyingRun;
    await smtp.close();
  });

  it('a started worker, never notified, leaves a leased mail alone and sends it once the lease has ended', async () => {
    const clock = createManualClock(new Date());
    await enqueueMail(db(), mailTo('idle@example.com', 'Idle pickup'), clock.now());
    await db()
      .update(mailOutbox)
      .set({ lockedUntil: new Date(clock.now().getTime() + 60_000) });
    const smtp = createSmtpTransport(receiver.url, silent);
    const idle = createMailWorker({ db: db(), transport: smtp, from: harness.config.mailFrom, clock, logger: silent });
    idle.start();
    try {
      // Another worker's lease holds: a run now takes nothing.
      expect((await idle.runOnce()).claimed).toBe(0);
      expect(receiver.messages).toHaveLength(0);
      // Once it has ended, the worker's own polling (no notify) finds the mail.
      clock.advance(60_001);
      await waitFor(() => receiver.messages.length === 1, 10_000);
      expect(receivedSubjects()).toEqual(['Idle pickup']);
    } finally {
      await idle.stop();
      await smtp.close();
    }
  });

  it('spaces retries out exponentially, with jitter, up to an hour', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(10_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(90_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(60 * 60 * 1000);
    expect(retryDelayMs(1, () => 0)).toBeLessThan(10_000);
    expect(retryDelayMs(1, () => 1)).toBeGreaterThan(10_000);
  });

  it('refuses a recipient that would smuggle a line break into the headers', async () => {
    await expect(
      harness.app.mail.enqueue(db(), mailTo('a@example.com\r\nBcc: all@example.com', 'Smuggled')),
    ).rejects.toThrow();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
