import { boolean, date, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categoryEnum } from './content.ts';
import { users } from './users.ts';
import { updatedAtColumn } from './columns.ts';

/**
 * A user's mail choices: the three Settings toggles, announcements, and the token of the
 * one-click unsubscribe links. A user without a row has the defaults (digests off, announcements on).
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    newCourses: boolean('new_courses').notNull().default(false),
    notesUpdates: boolean('notes_updates').notNull().default(false),
    videoAlerts: boolean('video_alerts').notNull().default(false),
    announcements: boolean('announcements').notNull().default(true),
    /** The stream the digest covers; null: every stream. */
    category: categoryEnum('category'),
    /**
     * Random, unguessable, and good for nothing but unsubscribing this user: it travels in mail links
     * and List-Unsubscribe headers, so it is stored as is (docs/decisions/0016-account.md).
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Items created after this instant go into the next digest. */
    digestSince: timestamp('digest_since', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of the last digest: at most one a day, even with several instances. */
    lastDigestDay: date('last_digest_day'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('notification_settings_unsubscribe_token_key').on(t.unsubscribeToken)],
);

export type NotificationSettings = typeof notificationSettings.$inferSelect;
