import type { Language } from '@prepshelf/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import {
  createMailWorker,
  type BroadcastMail,
  enqueueBroadcast,
  enqueueMail,
  enqueueMails,
  type MailWorker,
  type QueuedMail,
} from './mail.outbox.ts';
import {
  buildAccountExistsMail,
  buildAnnouncementMail,
  buildDeleteAccountCodeMail,
  buildEmailChangeCodeMail,
  buildEmailChangedMail,
  buildPasswordResetMail,
  buildStudentInviteMail,
  buildSupportMail,
  buildVerificationMail,
  buildWelcomeMail,
  type MailContent,
} from './mail.templates.ts';
import {
  createDevMailbox,
  createSmtpTransport,
  type DevMailbox,
  type MailLogger,
  type MailTransport,
} from './mail.transport.ts';

export type MailConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl' | 'mailFrom' | 'supportEmail'>;

/** The templates with PUBLIC_URL already filled in. */
export interface BoundMailTemplates {
  verification(input: { email: string; code: string; username?: string; language?: Language }): MailContent;
  passwordReset(input: { code: string; username?: string; language?: Language }): MailContent;
  accountExists(input: { username?: string; language?: Language }): MailContent;
  support(input: { name: string; email: string; subject: string; body: string }): MailContent;
  welcome(input: { username?: string; language?: Language }): MailContent;
  /** The bulk import's welcome: a set-password link with `token` (in the fragment: never sent to a server). */
  studentInvite(input: { username?: string; token: string; validHours: number; language?: Language }): MailContent;
  announcement(input: { subject: string; sanitizedHtml: string; language?: Language }): MailContent;
  /**
   * An announcement as a broadcast carries it: framed in English, and in Hindi for recipients whose account
   * speaks Hindi (the sender's words stay as written).
   */
  bilingualAnnouncement(input: { subject: string; sanitizedHtml: string }): MailContent & {
    hindi: { html: string; text: string };
  };
  emailChangeCode(input: { newEmail: string; code: string; username?: string; language?: Language }): MailContent;
  emailChanged(input: { newEmail: string; username?: string; language?: Language }): MailContent;
  deleteAccountCode(input: { code: string; username?: string; language?: Language }): MailContent;
}

export interface MailModule {
  transport: MailTransport;
  /** Present when SMTP_URL is unset: the transport is then this mailbox. */
  devMailbox: DevMailbox | undefined;
  worker: MailWorker;
  templates: BoundMailTemplates;
  /** SUPPORT_EMAIL. */
  supportEmail: string;
  /** Queues a mail in the caller's transaction (or `db`); returns its outbox id. */
  enqueue(db: Db, mail: QueuedMail): Promise<string>;
  /** Queues many mails in chunked inserts, atomically; returns how many. */
  enqueueMany(db: Db, mails: readonly QueuedMail[]): Promise<number>;
  /** Queues one mail per active user among `userIds` in one statement; returns how many. */
  enqueueBroadcast(db: Db, mail: Omit<BroadcastMail, 'unsubscribe'>): Promise<number>;
  /** Queues the verification code mail for `email`. */
  queueVerificationMail(
    db: Db,
    input: { email: string; code: string; username?: string; language?: Language },
  ): Promise<string>;
  /** Queues the password reset code mail for `email`. */
  queuePasswordResetMail(
    db: Db,
    input: { email: string; code: string; username?: string; language?: Language },
  ): Promise<string>;
  /** Queues the "you already have an account" mail (someone registered with a taken address). */
  queueAccountExistsMail(db: Db, input: { email: string; username?: string; language?: Language }): Promise<string>;
  /** Queues a contact-form message to SUPPORT_EMAIL. */
  queueSupportMail(db: Db, input: { name: string; email: string; subject: string; body: string }): Promise<string>;
  /** Queues the welcome mail of a Google sign-up. */
  queueWelcomeMail(db: Db, input: { email: string; username?: string; language?: Language }): Promise<string>;
  /** The configured PUBLIC_URL, for links built outside the templates (unsubscribe). */
  publicUrl: string;
  /** Wakes the worker; call it after the transaction that queued mail has committed. */
  notify(): void;
  /** Stops the worker (waiting for its batch) and closes the transport. */
  close(): Promise<void>;
}

export interface CreateMailOptions {
  config: MailConfig;
  db: Db;
  clock: Clock;
  logger: MailLogger;
  pollIntervalMs?: number;
  batchSize?: number;
}

/**
 * Mail for the whole app: SMTP when SMTP_URL is set, otherwise the dev mailbox under DATA_DIR;
 * an outbox worker that delivers queued rows; templates bound to the configuration.
 */
export function createMail(options: CreateMailOptions): MailModule {
  const { config, db, clock, logger } = options;
  const devMailbox = config.smtpUrl === undefined ? createDevMailbox(config.dataDir, logger) : undefined;
  const transport = devMailbox ?? createSmtpTransport(config.smtpUrl ?? '', logger);
  const worker = createMailWorker({
    db,
    transport,
    from: config.mailFrom,
    clock,
    logger,
    pollIntervalMs: options.pollIntervalMs,
    batchSize: options.batchSize,
  });
  const { publicUrl } = config;
  const templates: BoundMailTemplates = {
    verification: (input) => buildVerificationMail({ ...input, publicUrl }),
    passwordReset: (input) => buildPasswordResetMail({ ...input, publicUrl }),
    accountExists: (input) => buildAccountExistsMail({ ...input, publicUrl }),
    support: (input) => buildSupportMail({ ...input, publicUrl }),
    welcome: (input) => buildWelcomeMail({ ...input, publicUrl }),
    studentInvite: (input) =>
      buildStudentInviteMail({
        publicUrl,
        username: input.username,
        language: input.language,
        validHours: input.validHours,
        link: `${publicUrl}/set-password#token=${encodeURIComponent(input.token)}`,
      }),
    announcement: (input) => buildAnnouncementMail({ ...input, publicUrl }),
    bilingualAnnouncement: (input) => {
      const hindi = buildAnnouncementMail({ ...input, publicUrl, language: 'hi' });
      return { ...buildAnnouncementMail({ ...input, publicUrl }), hindi: { html: hindi.html, text: hindi.text } };
    },
    emailChangeCode: (input) => buildEmailChangeCodeMail({ ...input, publicUrl }),
    emailChanged: (input) => buildEmailChangedMail({ ...input, publicUrl }),
    deleteAccountCode: (input) => buildDeleteAccountCodeMail({ ...input, publicUrl }),
  };
  const enqueue = (target: Db, mail: QueuedMail) => enqueueMail(target, mail, clock.now());

  return {
    transport,
    devMailbox,
    worker,
    templates,
    supportEmail: config.supportEmail,
    publicUrl,
    enqueue,
    enqueueMany: (target, mails) => enqueueMails(target, mails, clock.now()),
    // Announcements skip users who unsubscribed and carry each recipient's unsubscribe link.
    enqueueBroadcast: (target, mail) =>
      enqueueBroadcast(
        target,
        // Class notices go out under the announcements switch: one choice, one unsubscribe link.
        mail.kind === 'announcement' || mail.kind === 'class_notice'
          ? { ...mail, unsubscribe: { publicUrl, list: 'announcements' } }
          : mail,
        clock.now(),
      ),
    queueVerificationMail: (target, input) =>
      enqueue(target, { kind: 'verify_email', to: input.email, ...templates.verification(input) }),
    queuePasswordResetMail: (target, input) =>
      enqueue(target, { kind: 'reset_password', to: input.email, ...templates.passwordReset(input) }),
    queueAccountExistsMail: (target, input) =>
      enqueue(target, { kind: 'account_exists', to: input.email, ...templates.accountExists(input) }),
    queueSupportMail: (target, input) =>
      enqueue(target, { kind: 'support', to: config.supportEmail, replyTo: input.email, ...templates.support(input) }),
    queueWelcomeMail: (target, input) =>
      enqueue(target, { kind: 'welcome', to: input.email, ...templates.welcome(input) }),
    notify: () => worker.notify(),
    async close() {
      await worker.stop();
      await transport.close();
    },
  };
}
