import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { userIdColumn } from './users.ts';

const ITEM_TYPE_CHECK = sql`item_type in ('note', 'pyq', 'video', 'course')`;

/**
 * Who opened which item: one row per user and item, with the first and last time and how many separate
 * sittings (a reopening within OPEN_COUNT_GAP_MINUTES does not count again). Items of the four content
 * tables share it, so there is no foreign key to them: triggers of migration 0024 delete an item's
 * rows with the item.
 */
export const itemOpens = pgTable(
  'item_opens',
  {
    userId: userIdColumn(),
    itemType: text('item_type').$type<'note' | 'pyq' | 'video' | 'course'>().notNull(),
    itemId: uuid('item_id').notNull(),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull(),
    openCount: integer('open_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('item_opens_item_idx').on(t.itemType, t.itemId),
    check('item_opens_item_type_check', ITEM_TYPE_CHECK),
  ],
);

/**
 * The same opens per UTC week (ISO weeks, starting Monday), for the dashboard's weekly figures: opens
 * and active students per week, overall or of an owner's items.
 */
export const itemOpenWeeks = pgTable(
  'item_open_weeks',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    itemType: text('item_type').$type<'note' | 'pyq' | 'video' | 'course'>().notNull(),
    itemId: uuid('item_id').notNull(),
    userId: userIdColumn(),
    opens: integer('opens').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.weekStart, t.itemType, t.itemId, t.userId] }),
    index('item_open_weeks_item_idx').on(t.itemType, t.itemId),
    check('item_open_weeks_item_type_check', ITEM_TYPE_CHECK),
  ],
);
