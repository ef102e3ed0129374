import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  /** The Message-ID header, stable per outbox row so that a repeat is recognisable (`<…@…>`). */
  messageId?: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); names and values are ours, never user text. */
  headers?: Record<string, string>;
}

/** Where mail goes: a real SMTP server, or the dev mailbox on disk. */
export interface MailTransport {
  /** Resolves once the mail is accepted; rejects when it was not (the outbox retries). */
  send(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The few logger methods the mail code uses; pino and Fastify's logger fit. */
export interface MailLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/**
 * Real delivery through the SMTP server of `smtpUrl` (`smtp://user:pass@host:port` or `smtps://`).
 * Connections are pooled, and short timeouts make a down server fail fast so the outbox can
 * reschedule instead of holding its lease.
 */
export function createSmtpTransport(smtpUrl: string, logger?: MailLogger): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
    // Leave idle connections open for a while only: announcements come in bursts.
    idleTimeout: 60_000,
    // The outbox retries with back-off; the pool need not retry a dropped connection many times.
    maxRequeues: 2,
  });
  // An 'error' event without a listener would crash the process; failures reach send() anyway.
  transporter.on('error', (error: Error) => logger?.warn({ err: error }, 'SMTP transport error'));
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.headers === undefined ? {} : { headers: message.headers }),
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}

export interface StoredMail extends OutgoingMail {
  id: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface DevMailbox extends MailTransport {
  readonly dir: string;
  /** Newest first, at most `limit` mails. */
  list(limit?: number): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | undefined>;
}

/** Ids sort by time, then by a per-process sequence, so a directory listing is already in order. */
const STORED_ID_PATTERN = /^\d{13}-\d{6}-[0-9a-f]{8}$/;
const LOGGED_TEXT_MAX_LENGTH = 2_000;

/**
 * The dev mailbox (SMTP_URL unset): every mail becomes a JSON file under `$DATA_DIR/mailbox/`,
 * readable at /dev/mailbox, and a short copy goes to the log so a newcomer sees the codes in the
 * console.
 */
export function createDevMailbox(dataDir: string, logger: MailLogger): DevMailbox {
  const dir = path.join(dataDir, 'mailbox');
  let sequence = 0;

  return {
    dir,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date();
      sequence = (sequence + 1) % 1_000_000;
      const id = `${String(createdAt.getTime()).padStart(13, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const stored: StoredMail = {
        id,
        to: message.to,
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.headers === undefined ? {} : { headers: message.headers }),
        from: message.from,
        subject: message.subject,
        html: message.html,
        text: message.text,
        createdAt: createdAt.toISOString(),
      };
      // Write then rename, so a reader never sees half a file.
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2), { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      const text =
        message.text.length > LOGGED_TEXT_MAX_LENGTH
          ? `${message.text.slice(0, LOGGED_TEXT_MAX_LENGTH)}…`
          : message.text;
      logger.info(
        { mailId: id, to: message.to, subject: message.subject },
        `Dev mailbox: mail to ${message.to}: "${message.subject}"\n${text}`,
      );
    },
    close: () => Promise.resolve(),
    async list(limit = 200) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => STORED_ID_PATTERN.test(id))
        .sort()
        .reverse()
        .slice(0, limit);
      const mails = await Promise.all(ids.map((id) => readStored(dir, id)));
      return mails.filter((mail): mail is StoredMail => mail !== undefined);
    },
    get(id) {
      // The pattern also keeps the id from naming anything outside the mailbox directory.
      return STORED_ID_PATTERN.test(id) ? readStored(dir, id) : Promise.resolve(undefined);
    },
  };
}

async function readStored(dir: string, id: string): Promise<StoredMail | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as StoredMail;
  } catch {
    return undefined;
  }
}
