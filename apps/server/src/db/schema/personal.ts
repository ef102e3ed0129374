import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categoryEnum } from './content.ts';
import { users } from './users.ts';

/**
 * What the personal home remembers per account: the chosen stream and the visits that
 * bound "new in your stream since your last visit". One row per user, made at the first need.
 */
export const personalSettings = pgTable('personal_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The stream this account browses by default; null until chosen. */
  stream: categoryEnum('stream'),
  /** The latest request of the personal home. */
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
  /** The start of the latest visit's window: the visit before it (a gap of an hour makes a new visit). */
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
  /** When a first login asked the stream (chosen or skipped): null until then; it is asked once. */
  streamAskedAt: timestamp('stream_asked_at', { withTimezone: true }),
  /** True from the account's second visit on ("since your last visit" means something then). */
  isReturning: boolean('is_returning').notNull().default(false),
});

export type PersonalSettings = typeof personalSettings.$inferSelect;
