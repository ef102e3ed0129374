import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLASS_STATUSES, type ItemType } from '@prepshelf/contract';
import { categoryEnum } from './content.ts';
import { userIdColumn, users } from './users.ts';
import { idColumn, createdAtColumn, updatedAtColumn } from './columns.ts';

export const classStatusEnum = pgEnum('class_status', CLASS_STATUSES);

/**
 * A class a college runs: a subject for one term and stream, taught by its staff (`class_staff`),
 * joined by students (`class_members`) with its join code. `open` takes new members, `closed` does
 * not, `archived` is read-only for everyone.
 */
export const classes = pgTable(
  'classes',
  {
    id: idColumn(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    /** The semester or year, as the college names it ("Semester 3", "2026–27"). */
    term: text('term').notNull().default(''),
    category: categoryEnum('category').notNull(),
    description: text('description').notNull().default(''),
    /** Short, unambiguous, unique; replaced when staff reset it (the old one then joins nothing). */
    joinCode: text('join_code').notNull(),
    status: classStatusEnum('status').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('classes_join_code_key').on(t.joinCode), index('classes_created_idx').on(t.createdAt, t.id)],
);

/** The Admins and Instructors who teach a class: they manage it (an Admin manages every class anyway). */
export const classStaff = pgTable(
  'class_staff',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_staff_user_idx').on(t.userId)],
);

/** The students of a class. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who added the student; null when the student joined with the code. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
);

/** The named sections a class orders its material in. */
export const classUnits = pgTable(
  'class_units',
  {
    id: idColumn(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('class_units_class_idx').on(t.classId, t.position)],
);

/**
 * Material given to a class. With the item's own `is_public` off, these rows are who may see it
 * (docs/decisions/0030); with it on, they only place a library item in the class's units.
 * No foreign key to the four content tables: a trigger removes the rows of a deleted item.
 */
export const classItems = pgTable(
  'class_items',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<ItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    /** Null: not in a unit (shown under "Other material"). */
    unitId: uuid('unit_id').references(() => classUnits.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.itemType, t.itemId] }),
    index('class_items_item_idx').on(t.itemType, t.itemId),
  ],
);

/** A notice staff posted to a class: plain text, an optional library item attached. */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentType: text('attachment_type').$type<ItemType>(),
    attachmentId: uuid('attachment_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notices_class_idx').on(t.classId, t.createdAt)],
);

/** Which member read which notice: the inbox's unread count is the notices without a row here. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('notice_reads_user_idx').on(t.userId)],
);

export type ClassRow = typeof classes.$inferSelect;
export type ClassItemRow = typeof classItems.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
