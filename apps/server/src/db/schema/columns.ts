import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most tables have, written once: each call makes a new column for the table it is put in.

/** The row's key: a random uuid the database fills in. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (set on insert; writers set it again when they update the row). */
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
