import { boolean, customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentStatusEnum } from './content.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per content item with what a search reads for every match (migration 0022, kept by
 * triggers on the content tables; docs/decisions/0027). Its visibility columns have the content
 * tables' names, so the one visibility rule applies to it as it is.
 */
export const searchItems = pgTable('search_items', {
  id: uuid('id').primaryKey(),
  type: text('type').notNull(),
  ownerId: uuid('owner_id'),
  status: contentStatusEnum('status').notNull(),
  isPublic: boolean('is_public').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  fileId: text('file_id'),
  title: text('title').notNull(),
  searchWords: tsvector('search_words').notNull(),
  searchVector: tsvector('search_vector').notNull(),
});
