import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { CATEGORIES, CONTENT_STATUSES, MY_LEARNING_TYPES } from '@prepshelf/contract';
import { userIdColumn, users } from './users.ts';
import { idColumn, createdAtColumn, updatedAtColumn } from './columns.ts';

export const categoryEnum = pgEnum('category', CATEGORIES);
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);
export const myLearningTypeEnum = pgEnum('my_learning_type', MY_LEARNING_TYPES);
export const fileKindEnum = pgEnum('file_kind', ['pdf', 'image']);
export const textStatusEnum = pgEnum('text_status', ['pending', 'done', 'failed', 'none']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Weighted search text: A for titles, B for tags, C for the rest (see docs/decisions). */
const weighted = (a: SQL, b: SQL, c: SQL) =>
  sql`setweight(to_tsvector('english', coalesce(${a}, '')), 'A') || setweight(to_tsvector('english', ${b}), 'B') || setweight(to_tsvector('english', coalesce(${c}, '')), 'C')`;

/**
 * The words of an item as written (the 'simple' configuration: lower case, no stemming, any script),
 * weighted A for the title, B for tags, subject, professor and mentor, C for descriptions. Search
 * matches typed words and their prefixes against these, and typos through the vocabulary
 * (docs/decisions/0014).
 */
const weightedWords = (a: SQL, b: SQL, c: SQL) =>
  sql`setweight(to_tsvector('simple', coalesce(${a}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${b}, '')), 'B') || setweight(to_tsvector('simple', coalesce(${c}, '')), 'C')`;

const timestamps = {
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
};

/** Stored files, content-addressed: the id is the SHA-256 of the bytes, so the same bytes are stored once. */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    kind: fileKindEnum('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    pageCount: integer('page_count'),
    textStatus: textStatusEnum('text_status').notNull().default('none'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('files_text_status_idx').on(t.textStatus)],
);

/**
 * Who uploaded each file's bytes (every staff member who did, not just the first). Content addressing
 * alone grants nothing: attaching a file to an item needs a row here for the caller, or an item using
 * the file that the caller may see.
 */
export const fileUploaders = pgTable(
  'file_uploaders',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.userId] })],
);

/** The text of each PDF page, for search that finds words inside documents and names the page. */
export const pdfPages = pgTable(
  'pdf_pages',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${pdfPages.text})`),
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${pdfPages.text})`),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.pageNumber] }),
    index('pdf_pages_search_idx').using('gin', t.searchVector),
    index('pdf_pages_words_idx').using('gin', t.searchWords),
  ],
);

const contentCommon = {
  id: idColumn(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  category: categoryEnum('category').notNull().default('sciTechnology'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isPublic: boolean('is_public').notNull().default(true),
  status: contentStatusEnum('status').notNull().default('public'),
  ...timestamps,
};

/**
 * The list indexes every content table has (see docs/decisions/0010): a list is one index range in
 * (created_at, id) order, read forwards for 'latest' and backwards for 'oldest', so a page costs the
 * same whatever the table's size. Public lists use partial indexes that hold only visible rows.
 */
function listIndexes(
  name: string,
  t: {
    id: PgColumn;
    category: PgColumn;
    ownerId: PgColumn;
    status: PgColumn;
    isPublic: PgColumn;
    createdAt: PgColumn;
    searchVector: PgColumn;
    searchWords: PgColumn;
  },
) {
  const visible = sql`${t.status} = 'public' and ${t.isPublic}`;
  return [
    index(`${name}_public_idx`).on(t.createdAt, t.id).where(visible),
    index(`${name}_public_category_idx`).on(t.category, t.createdAt, t.id).where(visible),
    index(`${name}_created_idx`).on(t.createdAt, t.id),
    index(`${name}_category_created_idx`).on(t.category, t.createdAt, t.id),
    index(`${name}_owner_idx`).on(t.ownerId, t.createdAt, t.id),
    index(`${name}_search_idx`).using('gin', t.searchVector),
    index(`${name}_words_idx`).using('gin', t.searchWords),
  ];
}

export const notes = pgTable(
  'notes',
  {
    ...contentCommon,
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    professor: text('professor').notNull().default(''),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted(
          sql`${notes.title}`,
          sql`prepshelf_join_words(${notes.tags})`,
          sql`${notes.description} || ' ' || ${notes.professor}`,
        ),
      ),
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weightedWords(
          sql`${notes.title}`,
          sql`prepshelf_join_words(${notes.tags}) || ' ' || ${notes.professor}`,
          sql`${notes.description}`,
        ),
      ),
  },
  (t) => [...listIndexes('notes', t), index('notes_file_idx').on(t.fileId)],
);

export const pyqs = pgTable(
  'pyqs',
  {
    ...contentCommon,
    title: text('title').notNull(),
    year: integer('year').notNull(),
    subject: text('subject').notNull().default(''),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted(
          sql`${pyqs.title}`,
          sql`prepshelf_join_words(${pyqs.tags})`,
          sql`${pyqs.subject} || ' ' || ${pyqs.year}::text`,
        ),
      ),
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weightedWords(
          sql`${pyqs.title}`,
          sql`prepshelf_join_words(${pyqs.tags}) || ' ' || ${pyqs.subject} || ' ' || ${pyqs.year}::text`,
          sql`''`,
        ),
      ),
  },
  (t) => [...listIndexes('pyqs', t), index('pyqs_file_idx').on(t.fileId)],
);

export const videos = pgTable(
  'videos',
  {
    ...contentCommon,
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The YouTube video id (older clients may send a full URL; the service normalises it). */
    fileUrl: text('file_url').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted(sql`${videos.title}`, sql`prepshelf_join_words(${videos.tags})`, sql`${videos.description}`),
      ),
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weightedWords(sql`${videos.title}`, sql`prepshelf_join_words(${videos.tags})`, sql`${videos.description}`),
      ),
  },
  (t) => [...listIndexes('videos', t)],
);

export const courses = pgTable(
  'courses',
  {
    ...contentCommon,
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    mentor: text('mentor').notNull(),
    courseLevel: text('course_level').notNull().default('Intermediate'),
    duration: text('duration').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    offerPercent: numeric('offer_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    offerPrice: numeric('offer_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    startDate: date('start_date', { mode: 'string' }),
    courseContents: text('course_contents').notNull().default(''),
    whyChoose: text('why_choose').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    courseImage: text('course_image')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    trialVideo: text('trial_video').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted(
          sql`${courses.title}`,
          sql`prepshelf_join_words(${courses.tags})`,
          sql`${courses.description} || ' ' || ${courses.mentor} || ' ' || ${courses.courseContents}`,
        ),
      ),
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weightedWords(
          sql`${courses.title}`,
          sql`prepshelf_join_words(${courses.tags}) || ' ' || ${courses.mentor}`,
          sql`${courses.description} || ' ' || ${courses.courseContents}`,
        ),
      ),
  },
  (t) => [...listIndexes('courses', t), index('courses_image_idx').on(t.courseImage)],
);

export const courseLectures = pgTable(
  'course_lectures',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    videoUrl: text('video_url').notNull().default(''),
  },
  (t) => [index('course_lectures_course_idx').on(t.courseId, t.position)],
);

/** A user's My Learning list; unique per user, type and item. */
export const myLearning = pgTable(
  'my_learning',
  {
    userId: userIdColumn(),
    contentType: myLearningTypeEnum('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.contentId] }),
    index('my_learning_item_idx').on(t.contentType, t.contentId),
  ],
);

/** The page a user last read in each PDF. */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: userIdColumn(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    pageCount: integer('page_count'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] })],
);

/**
 * How many rows each content table holds per owner, category, status and visibility, kept exact by
 * statement-level triggers (migration 0006; the nil UUID stands for a deleted owner), so a list's `total` is a sum over a few rows instead of a
 * count over the table.
 */
export const contentCounts = pgTable(
  'content_counts',
  {
    itemType: text('item_type').notNull(),
    ownerKey: uuid('owner_key').notNull(),
    category: categoryEnum('category').notNull(),
    status: contentStatusEnum('status').notNull(),
    isPublic: boolean('is_public').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.ownerKey, t.category, t.status, t.isPublic] })],
);

/**
 * One row whose number goes up with every change to searchable content (items and PDF pages), made
 * by the same triggers: caches of search results are valid while it stays the same.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /**
   * Goes up with every change to PDF pages only (the same trigger). Nothing reads it at present: search
   * asks PostgreSQL for the pages every time (docs/decisions/0027).
   */
  pagesVersion: bigint('pages_version', { mode: 'number' }).notNull().default(0),
});

export type StoredFile = typeof files.$inferSelect;
export type Note = typeof notes.$inferSelect;
export type Pyq = typeof pyqs.$inferSelect;
export type Video = typeof videos.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type CourseLecture = typeof courseLectures.$inferSelect;
