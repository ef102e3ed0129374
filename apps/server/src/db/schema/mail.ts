import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, createdAtColumn } from './columns.ts';

export const mailStatusEnum = pgEnum('mail_status', ['queued', 'sent', 'failed']);

/**
 * The durable outbox: a mail is a row written in the same transaction as the change that causes
 * it, and a worker delivers it (docs/decisions/0004-mail-outbox.md).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** What caused it: verify_email, reset_password, support, announcement, … */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where answers go, when not to the sender (a support message: the student who wrote it). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Groups the rows of one announcement. */
    batchId: uuid('batch_id'),
    /** Extra headers for this mail only: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: mailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the row holds it until then; a crashed worker's rows come back. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Set just before the mail is handed to SMTP, cleared when the server refuses it. A row still
     * queued with this set was perhaps delivered before a crash: it is sent again with the same
     * Message-ID (`<id@domain>`), which mail clients treat as the same mail (at-least-once delivery).
     */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_batch_idx').on(t.batchId, t.status),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
