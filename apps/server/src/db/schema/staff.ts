import { index, inet, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './users.ts';
import { idColumn, createdAtColumn } from './columns.ts';

/** An announcement e-mail; its mails are outbox rows whose batch_id is this id. */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    subject: text('subject').notNull(),
    /** The HTML body after cleaning against the allow-list. */
    bodyHtml: text('body_html').notNull(),
    /** The body as plain text, for the in-app inbox. */
    bodyText: text('body_text').notNull().default(''),
    recipientCount: integer('recipient_count').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** An announcement in a recipient's in-app inbox, and when they read it. */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_recipients_user_idx').on(t.userId),
  ],
);

/** Every staff change: who, what, which item, when and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept even if the actor's account is deleted later. */
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** e.g. content.created, content.updated, content.deleted, student.added, student.blocked, announcement.sent */
    action: text('action').notNull(),
    /** note, pyq, video, course, user, announcement */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetTitle: text('target_title').notNull().default(''),
    /** Changed field names and small details; never passwords or codes. */
    details: jsonb('details').notNull().default({}),
    ip: inet('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
