import {
  boolean,
  doublePrecision,
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
import { ENROLMENT_STATUSES } from '@prepshelf/contract';
import { courses, videos } from './content.ts';
import { userIdColumn, users } from './users.ts';
import { idColumn, createdAtColumn, updatedAtColumn } from './columns.ts';

export const enrolmentStatusEnum = pgEnum('enrolment_status', ENROLMENT_STATUSES);

/**
 * Who takes which course: one row per student and course. A free course's row is
 * `enrolled` at once; a priced one's is a `requested` row with the form's contact details until staff
 * approve or decline it (payment is arranged outside PrepShelf).
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    status: enrolmentStatusEnum('status').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    college: text('college').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** When staff approved or declined the request, and who. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('course_enrolments_course_user_key').on(t.courseId, t.userId),
    index('course_enrolments_user_idx').on(t.userId, t.createdAt),
    index('course_enrolments_course_status_idx').on(t.courseId, t.status, t.createdAt),
  ],
);

/**
 * Where a student is in each lecture of a course. A lecture is known by its video address (lectures
 * are rewritten as a whole list when a course is edited, so their row ids do not last): reordering or
 * removing lectures keeps the others' progress. Kept when the student leaves, so coming back resumes.
 */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: userIdColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureKey: text('lecture_key').notNull(),
    /** The lecture's number (from 1) when last saved; informative only, the key is what counts. */
    lectureNumber: integer('lecture_number').notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Once 90 % was played; stays true whatever is saved later. */
    isWatched: boolean('is_watched').notNull().default(false),
    /** When the player was at the position (the client's time, never later than the server's): the later one wins. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.lectureKey] }),
    index('lecture_progress_course_idx').on(t.courseId),
  ],
);

/**
 * Where a student is in a standalone video (the videos list, not a course's lecture), kept as lecture
 * progress is: the later client time wins, watched at 90 % for good.
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: userIdColumn(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    isWatched: boolean('is_watched').notNull().default(false),
    /** When the player was at the position (the client's time, never later than the server's). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

export type CourseEnrolment = typeof courseEnrolments.$inferSelect;
export type VideoProgress = typeof videoProgress.$inferSelect;
export type LectureProgress = typeof lectureProgress.$inferSelect;
