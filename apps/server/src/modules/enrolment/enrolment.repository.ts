import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EnrolmentStatus, Language } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import {
  courseEnrolments,
  courses,
  lectureProgress,
  users,
  videoProgress,
  videos,
  type CourseEnrolment,
  type LectureProgress,
  type User,
  type VideoProgress,
} from '../../db/schema/index.ts';
import { selectableColumnsOf, visibleTo, type ContentRows } from '../content/content.items.ts';
import { findLecturesOf } from '../content/content.lectures.ts';

export type CourseRow = ContentRows['course'];
export type EnrolmentWithStudent = CourseEnrolment & { username: string; accountEmail: string; language: Language };

async function findEnrolment(db: Db, courseId: string, userId: string): Promise<CourseEnrolment | undefined> {
  const [row] = await db
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)))
    .limit(1);
  return row;
}

/** Every query of enrolment and lecture progress. `db` may be a transaction. */
export function createEnrolmentRepository() {
  return {
    findLecturesOf,

    /** The course if `user` may see it (whatever its status: the service decides what may be joined). */
    async findVisibleCourse(db: Db, courseId: string, user: Pick<User, 'id' | 'role'>): Promise<CourseRow | undefined> {
      const [row] = await db
        .select(selectableColumnsOf('course'))
        .from(courses)
        .where(and(eq(courses.id, courseId), visibleTo('course', user)))
        .limit(1);
      return row as unknown as CourseRow | undefined;
    },

    findEnrolment,

    /** Locks the row, so two staff deciding at once are served one after the other. */
    async findEnrolmentById(db: Db, courseId: string, enrolmentId: string): Promise<EnrolmentWithStudent | undefined> {
      const [row] = await db
        .select({
          enrolment: courseEnrolments,
          username: users.username,
          accountEmail: users.email,
          language: users.language,
        })
        .from(courseEnrolments)
        .innerJoin(users, eq(users.id, courseEnrolments.userId))
        .where(and(eq(courseEnrolments.id, enrolmentId), eq(courseEnrolments.courseId, courseId)))
        .for('update', { of: courseEnrolments })
        .limit(1);
      return row === undefined
        ? undefined
        : { ...row.enrolment, username: row.username, accountEmail: row.accountEmail, language: row.language };
    },

    /**
     * Creates the row, or turns a declined one into `status` again with the new details; an enrolled
     * or requested row stays as it is. Returns the row as it now is and whether it changed.
     */
    async upsertEnrolment(
      db: Db,
      row: Pick<CourseEnrolment, 'courseId' | 'userId' | 'status' | 'name' | 'email' | 'mobile' | 'college'> & {
        now: Date;
      },
    ): Promise<{ enrolment: CourseEnrolment; isNew: boolean }> {
      const { now, ...values } = row;
      const [written] = await db
        .insert(courseEnrolments)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [courseEnrolments.courseId, courseEnrolments.userId],
          set: {
            status: values.status,
            name: values.name,
            email: values.email,
            mobile: values.mobile,
            college: values.college,
            createdAt: now,
            updatedAt: now,
            decidedAt: null,
            decidedBy: null,
          },
          setWhere: sql`${courseEnrolments.status} = 'declined'`,
        })
        .returning();
      if (written !== undefined) return { enrolment: written, isNew: true };
      const existing = await findEnrolment(db, row.courseId, row.userId);
      return { enrolment: existing!, isNew: false };
    },

    /** Enrols every student of `userIds` in the course (a request or a decline becomes an enrolment); returns how many changed. */
    async enrolStudents(db: Db, courseId: string, userIds: readonly string[], now: Date): Promise<number> {
      if (userIds.length === 0) return 0;
      const written = await db
        .insert(courseEnrolments)
        .values(
          userIds.map((userId) => ({ courseId, userId, status: 'enrolled' as const, createdAt: now, updatedAt: now })),
        )
        .onConflictDoUpdate({
          target: [courseEnrolments.courseId, courseEnrolments.userId],
          set: { status: 'enrolled', updatedAt: now },
          setWhere: sql`${courseEnrolments.status} <> 'enrolled'`,
        })
        .returning({ id: courseEnrolments.id });
      return written.length;
    },

    async deleteEnrolment(db: Db, courseId: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(courseEnrolments)
        .where(and(eq(courseEnrolments.courseId, courseId), eq(courseEnrolments.userId, userId)))
        .returning({ id: courseEnrolments.id });
      return deleted.length > 0;
    },

    async deleteEnrolmentById(db: Db, enrolmentId: string): Promise<void> {
      await db.delete(courseEnrolments).where(eq(courseEnrolments.id, enrolmentId));
    },

    async decide(
      db: Db,
      enrolmentId: string,
      decision: { status: EnrolmentStatus; decidedBy: string; now: Date },
    ): Promise<CourseEnrolment> {
      const [row] = await db
        .update(courseEnrolments)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decidedAt: decision.now,
          updatedAt: decision.now,
        })
        .where(eq(courseEnrolments.id, enrolmentId))
        .returning();
      return row!;
    },

    /** The caller's enrolments (any status) in courses they may still see, most recent first. */
    async listMine(
      db: Db,
      user: Pick<User, 'id' | 'role'>,
      options: { status?: EnrolmentStatus; limit: number },
    ): Promise<{ course: CourseRow; enrolment: CourseEnrolment }[]> {
      const rows = await db
        .select({ course: selectableColumnsOf('course'), enrolment: courseEnrolments })
        .from(courseEnrolments)
        .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
        .where(
          and(
            eq(courseEnrolments.userId, user.id),
            options.status === undefined ? undefined : eq(courseEnrolments.status, options.status),
            visibleTo('course', user),
          ),
        )
        .orderBy(desc(courseEnrolments.updatedAt), desc(courseEnrolments.id))
        .limit(options.limit);
      return rows as unknown as { course: CourseRow; enrolment: CourseEnrolment }[];
    },

    /** A course's enrolments with each student's account, open requests first, then the newest. */
    async listOfCourse(
      db: Db,
      courseId: string,
      options: { status?: EnrolmentStatus; limit: number; offset: number },
    ): Promise<{ rows: EnrolmentWithStudent[]; total: number }> {
      const where = and(
        eq(courseEnrolments.courseId, courseId),
        options.status === undefined ? undefined : eq(courseEnrolments.status, options.status),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            enrolment: courseEnrolments,
            username: users.username,
            accountEmail: users.email,
            language: users.language,
          })
          .from(courseEnrolments)
          .innerJoin(users, eq(users.id, courseEnrolments.userId))
          .where(where)
          .orderBy(
            sql`case ${courseEnrolments.status} when 'requested' then 0 when 'enrolled' then 1 else 2 end`,
            desc(courseEnrolments.createdAt),
            asc(courseEnrolments.id),
          )
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(courseEnrolments).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row.enrolment,
          username: row.username,
          accountEmail: row.accountEmail,
          language: row.language,
        })),
        total: totals?.total ?? 0,
      };
    },

    async countByStatus(db: Db, courseId: string): Promise<Record<EnrolmentStatus, number>> {
      const rows = await db
        .select({ status: courseEnrolments.status, total: count() })
        .from(courseEnrolments)
        .where(eq(courseEnrolments.courseId, courseId))
        .groupBy(courseEnrolments.status);
      const counts = { enrolled: 0, requested: 0, declined: 0 };
      for (const row of rows) counts[row.status] = row.total;
      return counts;
    },

    /** The progress rows of these students in these courses (one query). */
    async findProgress(db: Db, pairs: { userIds: string[]; courseIds: string[] }): Promise<LectureProgress[]> {
      if (pairs.userIds.length === 0 || pairs.courseIds.length === 0) return [];
      return db
        .select()
        .from(lectureProgress)
        .where(
          and(
            inArray(lectureProgress.userId, [...new Set(pairs.userIds)]),
            inArray(lectureProgress.courseId, [...new Set(pairs.courseIds)]),
          ),
        );
    },

    /**
     * Saves a position unless a later one is stored already (offline saves may arrive out of order);
     * the watched mark, once set, stays. Returns the row as stored.
     */
    async saveProgress(
      db: Db,
      row: Omit<LectureProgress, 'durationSeconds'> & { durationSeconds: number },
    ): Promise<LectureProgress> {
      const isLater = sql`excluded.updated_at > ${lectureProgress.updatedAt}`;
      const [saved] = await db
        .insert(lectureProgress)
        .values(row)
        .onConflictDoUpdate({
          target: [lectureProgress.userId, lectureProgress.courseId, lectureProgress.lectureKey],
          set: {
            lectureNumber: sql`case when ${isLater} then excluded.lecture_number else ${lectureProgress.lectureNumber} end`,
            positionSeconds: sql`case when ${isLater} then excluded.position_seconds else ${lectureProgress.positionSeconds} end`,
            durationSeconds: sql`case when ${isLater} then excluded.duration_seconds else ${lectureProgress.durationSeconds} end`,
            updatedAt: sql`greatest(excluded.updated_at, ${lectureProgress.updatedAt})`,
            isWatched: sql`${lectureProgress.isWatched} or excluded.is_watched`,
          },
        })
        .returning();
      return saved!;
    },

    /** Whether `user` may see the standalone video. */
    async isVideoVisible(db: Db, videoId: string, user: Pick<User, 'id' | 'role'>): Promise<boolean> {
      const [row] = await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.id, videoId), visibleTo('video', user)))
        .limit(1);
      return row !== undefined;
    },

    /** The caller's progress in those of these videos they may still see. */
    async findVideoProgress(db: Db, user: Pick<User, 'id' | 'role'>, videoIds: string[]): Promise<VideoProgress[]> {
      if (videoIds.length === 0) return [];
      const rows = await db
        .select({ progress: videoProgress })
        .from(videoProgress)
        .innerJoin(videos, eq(videos.id, videoProgress.videoId))
        .where(
          and(eq(videoProgress.userId, user.id), inArray(videoProgress.videoId, videoIds), visibleTo('video', user)),
        );
      return rows.map((row) => row.progress);
    },

    /** As `saveProgress`, for a standalone video: the later save wins, the watched mark stays. */
    async saveVideoProgress(db: Db, row: VideoProgress): Promise<VideoProgress> {
      const isLater = sql`excluded.updated_at > ${videoProgress.updatedAt}`;
      const [saved] = await db
        .insert(videoProgress)
        .values(row)
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.videoId],
          set: {
            positionSeconds: sql`case when ${isLater} then excluded.position_seconds else ${videoProgress.positionSeconds} end`,
            durationSeconds: sql`case when ${isLater} then excluded.duration_seconds else ${videoProgress.durationSeconds} end`,
            updatedAt: sql`greatest(excluded.updated_at, ${videoProgress.updatedAt})`,
            isWatched: sql`${videoProgress.isWatched} or excluded.is_watched`,
          },
        })
        .returning();
      return saved!;
    },
  };
}

export type EnrolmentRepository = ReturnType<typeof createEnrolmentRepository>;
