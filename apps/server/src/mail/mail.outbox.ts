import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox, type NewOutboxMail } from '../db/schema/mail.ts';
import type { Clock } from '../lib/clock.ts';
import { escapeHtml, sanitizeSubject, UNSUBSCRIBE_URL_PLACEHOLDER } from './mail.templates.ts';
import type { MailLogger, MailTransport } from './mail.transport.ts';

/** What caused a mail; stored in `mail_outbox.kind`. */
export type MailKind =
  | 'verify_email'
  | 'reset_password'
  | 'account_exists'
  | 'support'
  | 'welcome'
  | 'announcement'
  | 'change_email'
  | 'email_changed'
  | 'delete_account'
  | 'digest'
  | 'student_invite'
  | 'enrolment_decision'
  | 'class_notice';

/** Kinds whose body carries a secret (a code): the body is blanked once the mail is sent. */
const SECRET_KINDS: ReadonlySet<string> = new Set<MailKind>([
  'verify_email',
  'reset_password',
  'change_email',
  'delete_account',
  'student_invite',
]);

export interface QueuedMail {
  kind: MailKind;
  to: string;
  /** Where answers should go (the writer of a support message). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Groups the mails of one announcement. */
  batchId?: string;
  /** Extra headers of this mail (List-Unsubscribe); header-safe values only. */
  headers?: Record<string, string>;
}

/** Rows per INSERT in `enqueueMails`: 9 parameters each, far below PostgreSQL's 65 535. */
const INSERT_CHUNK_SIZE = 500;

function toRow(mail: QueuedMail, now: Date): NewOutboxMail {
  if (/[\r\n]/.test(mail.to) || mail.to.trim() === '') throw new Error('Invalid mail recipient');
  if (mail.replyTo !== undefined && /[\r\n]/.test(mail.replyTo)) throw new Error('Invalid reply-to address');
  if (
    mail.headers !== undefined &&
    Object.entries(mail.headers).some(([k, v]) => /[\r\n:]/.test(k) || /[\r\n]/.test(v))
  )
    throw new Error('Invalid mail header');
  return {
    kind: mail.kind,
    toAddress: mail.to.trim(),
    replyTo: mail.replyTo?.trim() || null,
    subject: sanitizeSubject(mail.subject),
    html: mail.html,
    text: mail.text,
    batchId: mail.batchId ?? null,
    headers: mail.headers ?? null,
    // The worker compares with its clock, so "due now" must be the same clock's now. created_at
    // stays the database's insertion time, which orders mails even while a test clock stands still.
    nextAttemptAt: now,
  };
}

/**
 * Queues one mail. Pass the transaction of the change that causes the mail, so both commit or
 * neither does; call the worker's `notify()` after the commit to send it at once. Returns its id.
 */
export async function enqueueMail(db: Db, mail: QueuedMail, now: Date): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(toRow(mail, now)).returning({ id: mailOutbox.id });
  if (row === undefined) throw new Error('The mail outbox did not return the queued row');
  return row.id;
}

/**
 * Queues many mails (an announcement) in chunked INSERTs. The chunks share one transaction: the
 * caller's when `db` is one (a savepoint then), otherwise a new one. Returns how many were queued.
 */
export async function enqueueMails(db: Db, mails: readonly QueuedMail[], now: Date): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = mails.map((mail) => toRow(mail, now));
  if (rows.length <= INSERT_CHUNK_SIZE) {
    await db.insert(mailOutbox).values(rows);
    return rows.length;
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
      await tx.insert(mailOutbox).values(rows.slice(start, start + INSERT_CHUNK_SIZE));
    }
  });
  return rows.length;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a list mail's unsubscribe links point; `publicUrl` is PUBLIC_URL. */
export interface BroadcastUnsubscribe {
  publicUrl: string;
  list: 'announcements';
}

/** One mail for many users (an announcement): queued once per active user among `userIds`. */
export interface BroadcastMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  batchId: string;
  userIds: readonly string[];
  unsubscribe?: BroadcastUnsubscribe;
  /** The same mail framed in Hindi, for recipients whose account speaks Hindi. */
  hindi?: { html: string; text: string };
}

/**
 * Queues one mail per active user among `userIds` in a single INSERT … SELECT, so the body travels
 * to the database once however many recipients there are (an announcement to 10,000 users is one
 * statement). With `unsubscribe`, users who unsubscribed from that list are skipped, and each mail
 * gets the recipient's own unsubscribe link (in place of UNSUBSCRIBE_URL_PLACEHOLDER) and the
 * RFC 8058 List-Unsubscribe headers. Returns how many rows were queued.
 */
export async function enqueueBroadcast(db: Db, mail: BroadcastMail, now: Date): Promise<number> {
  const ids = [...new Set(mail.userIds.filter((id) => UUID_PATTERN.test(id)))];
  if (ids.length === 0) return 0;
  const idList = `{${ids.join(',')}}`;
  const { hindi } = mail;
  // Each body travels once; the recipient's language picks one (`r` is the recipient's users row).
  const html =
    hindi === undefined
      ? sql`${mail.html}`
      : sql`(case when r.language = 'hi' then ${hindi.html} else ${mail.html} end)`;
  const text =
    hindi === undefined
      ? sql`${mail.text}`
      : sql`(case when r.language = 'hi' then ${hindi.text} else ${mail.text} end)`;
  if (mail.unsubscribe === undefined) {
    const queued = await db.execute<{ id: string }>(sql`
      insert into mail_outbox (kind, to_address, subject, html, text, batch_id, next_attempt_at)
      select ${mail.kind}, r.email, ${sanitizeSubject(mail.subject)}, ${html}, ${text}, ${mail.batchId}::uuid, ${now.toISOString()}::timestamptz
      from users r
      where r.id = any(${idList}::uuid[]) and r.status = 'active'
      returning id`);
    return rowsOf(queued).length;
  }
  const { publicUrl, list } = mail.unsubscribe;
  const pageUrl = `${publicUrl}/unsubscribe?list=${list}&token=`;
  const oneClickUrl = `${publicUrl}/api/notifications/unsubscribe?list=${list}&token=`;
  // Recipients without settings get a row (and a token) first; the union reads both the rows this
  // statement inserts and the ones that existed, since a statement does not see its own inserts.
  const queued = await db.execute<{ id: string }>(sql`
    with recipients as (
      select u.id, u.email, u.language from users u where u.id = any(${idList}::uuid[]) and u.status = 'active'
    ), created as (
      insert into notification_settings (user_id, unsubscribe_token)
      select r.id, replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') from recipients r
      on conflict (user_id) do nothing
      returning user_id, unsubscribe_token, announcements
    ), settings as (
      select user_id, unsubscribe_token, announcements from created
      union all
      select ns.user_id, ns.unsubscribe_token, ns.announcements
      from notification_settings ns join recipients r on r.id = ns.user_id
    )
    insert into mail_outbox (kind, to_address, subject, html, text, batch_id, next_attempt_at, headers)
    select ${mail.kind}, r.email, ${sanitizeSubject(mail.subject)},
      replace(${html}, ${UNSUBSCRIBE_URL_PLACEHOLDER}, ${escapeHtml(pageUrl)} || s.unsubscribe_token),
      replace(${text}, ${UNSUBSCRIBE_URL_PLACEHOLDER}, ${pageUrl} || s.unsubscribe_token),
      ${mail.batchId}::uuid, ${now.toISOString()}::timestamptz,
      jsonb_build_object(
        'List-Unsubscribe', '<' || ${oneClickUrl} || s.unsubscribe_token || '>',
        'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
    from recipients r join settings s on s.user_id = r.id
    where s.announcements
    returning id`);
  return rowsOf(queued).length;
}

function isHeaderRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/**
 * The Message-ID of an outbox row: the same for every attempt, so a mail sent twice (a crash between
 * SMTP accepting it and the row being marked sent) is one mail to the recipient's client.
 */
export function messageIdOf(mailId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1] ?? 'prepshelf.invalid';
  return `<${mailId}@${domain}>`;
}

export const MAIL_MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 10_000;
const RETRY_FACTOR = 3;
const RETRY_CAP_MS = 60 * 60 * 1000;
const RETRY_JITTER = 0.15;

/**
 * How long to wait after the `attempts`-th failed attempt: 10 s, 30 s, 1.5 min, 4.5 min, … capped
 * at one hour, each ±15 % so that many failed mails do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = RETRY_BASE_MS * RETRY_FACTOR ** Math.max(0, attempts - 1);
  const jitter = 1 - RETRY_JITTER + 2 * RETRY_JITTER * random();
  return Math.round(Math.min(RETRY_CAP_MS, base * jitter));
}

/** The longest wait `retryDelayMs` can return after the `attempts`-th failure (tests). */
export function maxRetryDelayMs(attempts: number): number {
  return retryDelayMs(attempts, () => 1);
}

/** A short, single-line reason for a failure, with any credentials in URLs blanked. */
function describeFailure(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown } | null;
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/\/\/[^\s/@]+@/g, '//***@')
    .replace(/\s+/g, ' ')
    .trim();
  const code = typeof details?.code === 'string' ? `${details.code}: ` : '';
  const full = `${code}${message}`;
  return full.length > 300 ? `${full.slice(0, 299)}…` : full;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The From header of every mail (MAIL_FROM). */
  from: string;
  clock: Clock;
  logger: MailLogger;
  /** How often to look for due mail when nobody calls `notify()`. Default 2000. */
  pollIntervalMs?: number;
  /** Rows claimed per statement. Default 20. */
  batchSize?: number;
  /**
   * How long a claimed row stays with this worker; a crashed worker's rows come back after it. The
   * worker renews the lease of its unsent rows every quarter of it while it works on them, so the lease
   * can be short: a killed worker's batch is taken by another within seconds. Default 10 s.
   */
  leaseMs?: number;
  /** Mails of one batch sent at the same time. Default 5 (the SMTP pool's connections). */
  concurrency?: number;
}

export interface MailWorkerRun {
  /** Rows this run took from the outbox. */
  claimed: number;
  sent: number;
  /** Failed this time, rescheduled. */
  retried: number;
  /** Failed for the last time: status 'failed'. */
  failed: number;
}

export interface MailWorker {
  /** Starts polling; also runs at once. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Asks a started worker to look for due mail now (after a transaction that queued mail commits). */
  notify(): void;
  /** Sends every mail that is due now, once; safe to run on several workers or instances at a time. */
  runOnce(): Promise<MailWorkerRun>;
  readonly isRunning: boolean;
}

interface ClaimedMail {
  id: string;
  /** Set when an earlier attempt handed it to SMTP and then got no answer recorded (a crash). */
  sendingAt: string | null;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/** Most batches one run takes, so one run cannot go on forever while new mail keeps arriving. */
const MAX_BATCHES_PER_RUN = 100;
/** While the database is down, log the failure once and then every this many polls. */
const LOG_EVERY_FAILED_RUNS = 30;

/**
 * The outbox worker. Rows are claimed by one statement that takes due rows with
 * `FOR UPDATE SKIP LOCKED` and leases them (`locked_until`), so any number of workers, in any
 * number of processes, deliver each mail once; a worker that dies leaves rows that come back when
 * the lease ends. Time comes from `clock`, never from the database's now().
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, clock, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 10_000;
  const concurrency = Math.max(1, options.concurrency ?? 5);

  let isRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let isWakeRequested = false;
  let isStopping = false;
  let failedRuns = 0;

  /** Keeps the lease of `pending` rows (claimed, not yet finished) while this worker works on them. */
  async function renewLeases(pending: ReadonlySet<string>): Promise<void> {
    const ids = [...pending];
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(clock.now().getTime() + leaseMs) })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'queued'), isNotNull(mailOutbox.lockedUntil)));
  }

  /** Hands rows this worker claimed but will not send (it is stopping) back at once, for any worker. */
  async function releaseLeases(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'queued')));
  }

  async function claimBatch(): Promise<ClaimedMail[]> {
    const now = clock.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    // MATERIALIZED keeps the locking sub-select from being inlined and run more than once.
    const result = await db.execute(sql`
      with due as materialized (
        select id from mail_outbox
        where status = 'queued'
          and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        order by next_attempt_at, created_at
        limit ${batchSize}
        for update skip locked
      )
      update mail_outbox set locked_until = ${leaseUntil.toISOString()}::timestamptz
      from due where mail_outbox.id = due.id
      returning mail_outbox.id, mail_outbox.sending_at, mail_outbox.kind, mail_outbox.to_address, mail_outbox.reply_to,
        mail_outbox.subject, mail_outbox.html, mail_outbox.text, mail_outbox.headers, mail_outbox.attempts`);
    return rowsOf(result).map((row) => ({
      id: String(row.id),
      sendingAt:
        row.sending_at instanceof Date
          ? row.sending_at.toISOString()
          : typeof row.sending_at === 'string'
            ? row.sending_at
            : null,
      kind: String(row.kind),
      toAddress: String(row.to_address),
      replyTo: typeof row.reply_to === 'string' ? row.reply_to : null,
      subject: String(row.subject),
      html: String(row.html),
      text: String(row.text),
      headers: isHeaderRecord(row.headers) ? row.headers : null,
      attempts: Number(row.attempts),
    }));
  }

  async function deliver(mail: ClaimedMail, run: MailWorkerRun): Promise<void> {
    const attempts = mail.attempts + 1;
    const isSecret = SECRET_KINDS.has(mail.kind);
    if (mail.sendingAt !== null) {
      logger.warn(
        { mailId: mail.id, kind: mail.kind, sendingAt: mail.sendingAt },
        'mail may have been delivered before a crash; sending it again with the same Message-ID',
      );
    }
    // Marked before SMTP sees it: after a crash from here on, the retry above knows it may be a repeat.
    await db.update(mailOutbox).set({ sendingAt: clock.now() }).where(eq(mailOutbox.id, mail.id));
    try {
      await transport.send({
        from,
        to: mail.toAddress,
        messageId: messageIdOf(mail.id, from),
        ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        ...(mail.headers === null ? {} : { headers: mail.headers }),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    } catch (error) {
      const isFinal = attempts >= MAIL_MAX_ATTEMPTS;
      const lastError = describeFailure(error);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError,
          lockedUntil: null,
          // The server refused it: not delivered.
          sendingAt: null,
          ...(isFinal
            ? { status: 'failed' as const, ...(isSecret ? { html: '', text: '' } : {}) }
            : { nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)) }),
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'queued')));
      if (isFinal) {
        run.failed += 1;
        logger.error(
          { mailId: mail.id, kind: mail.kind, attempts, lastError },
          'mail could not be delivered; giving up',
        );
      } else {
        run.retried += 1;
        logger.warn({ mailId: mail.id, kind: mail.kind, attempts, lastError }, 'mail delivery failed; will retry');
      }
      return;
    }
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: clock.now(),
        attempts,
        lastError: null,
        lockedUntil: null,
        // The code is in the recipient's inbox now; it need not stay in our database too.
        ...(isSecret ? { html: '', text: '' } : {}),
      })
      .where(eq(mailOutbox.id, mail.id));
    run.sent += 1;
  }

  async function runOnce(): Promise<MailWorkerRun> {
    const run: MailWorkerRun = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !isStopping; batch += 1) {
      const mails = await claimBatch();
      run.claimed += mails.length;
      const pending = new Set(mails.map((mail) => mail.id));
      const renewal = setInterval(
        () => {
          renewLeases(pending).catch((error: unknown) => logger.warn({ err: error }, 'mail lease renewal failed'));
        },
        Math.max(1, Math.floor(leaseMs / 4)),
      );
      renewal.unref();
      let next = 0;
      const sendNext = async (): Promise<void> => {
        // A stopping worker finishes the mails it has started and hands the rest back.
        while (next < mails.length && !isStopping) {
          const mail = mails[next];
          next += 1;
          if (mail !== undefined) {
            await deliver(mail, run);
            pending.delete(mail.id);
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: Math.min(concurrency, mails.length) }, sendNext));
      } finally {
        clearInterval(renewal);
      }
      if (isStopping) {
        await releaseLeases(mails.slice(next).map((mail) => mail.id));
        break;
      }
      if (mails.length < batchSize) break;
    }
    return run;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The worker never keeps a process alive on its own.
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (!isRunning) return;
    if (inFlight !== undefined) {
      isWakeRequested = true;
      return;
    }
    isWakeRequested = false;
    inFlight = runOnce()
      .then(
        () => {
          failedRuns = 0;
        },
        (error: unknown) => {
          if (failedRuns % LOG_EVERY_FAILED_RUNS === 0) logger.error({ err: error }, 'mail worker run failed');
          failedRuns += 1;
        },
      )
      .finally(() => {
        inFlight = undefined;
        if (isRunning) schedule(isWakeRequested ? 0 : pollIntervalMs);
      });
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      isStopping = false;
      schedule(0);
    },
    /** Drains: the mails being sent finish, the rest of the claimed batch is released, no new one is taken. */
    async stop() {
      isRunning = false;
      isStopping = true;
      clearTimeout(timer);
      timer = undefined;
      try {
        await inFlight;
      } finally {
        // Later direct runs (runOnce) work as before.
        isStopping = false;
      }
    },
    notify() {
      if (!isRunning) return;
      if (inFlight !== undefined) isWakeRequested = true;
      else schedule(0);
    },
    runOnce,
    get isRunning() {
      return isRunning;
    },
  };
}

/** `db.execute` answers node-postgres's `{ rows }`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}
