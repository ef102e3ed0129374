import { eq, sql } from 'drizzle-orm';
import type { ItemType } from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import {
  courseEnrolments,
  courseLectures,
  courses,
  itemOpenWeeks,
  lectureProgress,
  users,
} from '../../db/schema/index.ts';
import { CONTENT_TABLES, commonColumnsOf } from '../content/content.items.ts';

/** Upload counts per type and UTC calendar month; `month` is null for uploads outside the window. */
export interface MonthlyCount {
  type: ItemType;
  month: string | null;
  count: number;
}

/** Enrolled students and those who watched every current lecture, of one course. */
export interface CourseEnrolmentCount {
  courseId: string;
  title: string;
  enrolled: number;
  completed: number;
}

/** A class of the per-class activity. */
export interface ClassInScope {
  id: string;
  name: string;
  memberCount: number;
}

/** Students' opens and how many students opened anything, of one week ('2026-11-30', its Monday). */
export interface WeeklyOpens {
  week: string;
  opens: number;
  activeStudents: number;
}

/** The analytics queries. `db` may be a transaction. */
export function createAnalyticsRepository() {
  return {
    /**
     * Every item counted once, in one statement over the four tables: grouped by type and by the
     * month of its upload when that lies in [windowStart, windowEnd), so totals and the monthly
     * chart come from the same read.
     */
    async countUploadsByMonth(
      db: Db,
      options: { ownerId?: string; windowStart: Date; windowEnd: Date },
    ): Promise<MonthlyCount[]> {
      const start = options.windowStart.toISOString();
      const end = options.windowEnd.toISOString();
      const branches = (Object.keys(CONTENT_TABLES) as ItemType[]).map((type) => {
        const table = commonColumnsOf(type);
        const where = options.ownerId === undefined ? sql`` : sql`where ${eq(table.ownerId, options.ownerId)}`;
        return sql`select ${type}::text as type, case when ${table.createdAt} >= ${start}::timestamptz and ${table.createdAt} < ${end}::timestamptz then to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM') end as month from ${table} ${where}`;
      });
      const result = await db.execute(
        sql`select type, month, count(*)::int as count from (${sql.join(branches, sql` union all `)}) uploads group by type, month`,
      );
      const { rows } = result as {
        rows: { type: ItemType; month: string | null; count: number | string }[];
      };
      return rows.map((row) => ({ type: row.type, month: row.month, count: Number(row.count) }));
    },

    /**
     * Opens by students per week from `since` (a Monday), of every item or of an owner's items. Staff
     * opening material (their own previews) is not study, so it is left out.
     */
    async countOpensByWeek(db: Db, options: { ownerId?: string; since: string }): Promise<WeeklyOpens[]> {
      const owned =
        options.ownerId === undefined
          ? sql``
          : sql`and (${sql.join(
              (Object.keys(CONTENT_TABLES) as ItemType[]).map((type) => {
                const table = commonColumnsOf(type);
                return sql`(w.item_type = ${type} and exists (select 1 from ${table} where ${table.id} = w.item_id and ${eq(table.ownerId, options.ownerId!)}))`;
              }),
              sql` or `,
            )})`;
      const result = await db.execute(sql`
        select to_char(w.week_start, 'YYYY-MM-DD') as week, sum(w.opens)::int as opens,
          count(distinct w.user_id)::int as active_students
        from ${itemOpenWeeks} w
        join ${users} u on u.id = w.user_id and u.role = 'Student'
        where w.week_start >= ${options.since}::date ${owned}
        group by w.week_start`);
      const { rows } = result as { rows: { week: string; opens: number | string; active_students: number | string }[] };
      return rows.map((row) => ({
        week: row.week,
        opens: Number(row.opens),
        activeStudents: Number(row.active_students),
      }));
    },

    /**
     * The classes in scope (an Admin's: every one not archived; else those the caller teaches), with
     * their member count, and per class and week from `since` its members' opens of its material.
     */
    async countClassOpensByWeek(
      db: Db,
      options: { teacherId?: string; since: string },
    ): Promise<{ classes: ClassInScope[]; weeks: (WeeklyOpens & { classId: string })[] }> {
      const scope =
        options.teacherId === undefined
          ? sql``
          : sql`and exists (select 1 from class_staff s where s.class_id = c.id and s.user_id = ${options.teacherId})`;
      const classesResult = await db.execute(sql`
        select c.id, c.name, (select count(*)::int from class_members m where m.class_id = c.id) as member_count
        from classes c where c.status <> 'archived' ${scope}
        order by lower(c.name), c.id`);
      const weeksResult = await db.execute(sql`
        select c.id as class_id, to_char(w.week_start, 'YYYY-MM-DD') as week, sum(w.opens)::int as opens,
          count(distinct w.user_id)::int as active_students
        from classes c
        join class_items ci on ci.class_id = c.id
        join ${itemOpenWeeks} w on w.item_type = ci.item_type and w.item_id = ci.item_id
        join class_members m on m.class_id = c.id and m.user_id = w.user_id
        where c.status <> 'archived' and w.week_start >= ${options.since}::date ${scope}
        group by c.id, w.week_start`);
      const classRows = (classesResult as { rows: { id: string; name: string; member_count: number | string }[] }).rows;
      const weekRows = (
        weeksResult as {
          rows: { class_id: string; week: string; opens: number | string; active_students: number | string }[];
        }
      ).rows;
      return {
        classes: classRows.map((row) => ({ id: row.id, name: row.name, memberCount: Number(row.member_count) })),
        weeks: weekRows.map((row) => ({
          classId: row.class_id,
          week: row.week,
          opens: Number(row.opens),
          activeStudents: Number(row.active_students),
        })),
      };
    },

    /**
     * Per course with at least one enrolled student: how many are enrolled and how many have watched
     * every lecture the course has now. Lectures are matched to progress by the enrolment module's
     * lecture key (the trimmed video address, else `title:` and the trimmed title), so removed
     * lectures no longer count and a course without lectures is never completed.
     */
    async countEnrolmentsByCourse(db: Db, options: { ownerId?: string }): Promise<CourseEnrolmentCount[]> {
      const trimmed = (column: typeof courseLectures.videoUrl | typeof courseLectures.title) =>
        sql`regexp_replace(${column}, '^[[:space:]]+|[[:space:]]+$', '', 'g')`;
      const scope = options.ownerId === undefined ? sql`` : sql`where ${eq(courses.ownerId, options.ownerId)}`;
      const result = await db.execute(sql`
        with scope as (select ${courses.id} as id, ${courses.title} as title from ${courses} ${scope}),
        lectures as (
          select ${courseLectures.courseId} as course_id,
            case when ${trimmed(courseLectures.videoUrl)} <> '' then ${trimmed(courseLectures.videoUrl)}
              else 'title:' || ${trimmed(courseLectures.title)} end as key
          from ${courseLectures} join scope on scope.id = ${courseLectures.courseId}
        ),
        lecture_totals as (select course_id, count(*) as total from lectures group by course_id),
        students as (
          select e.course_id, e.user_id, count(p.lecture_key) as watched
          from ${courseEnrolments} e
          join scope on scope.id = e.course_id
          left join lectures l on l.course_id = e.course_id
          left join ${lectureProgress} p
            on p.user_id = e.user_id and p.course_id = e.course_id and p.lecture_key = l.key and p.is_watched
          where e.status = 'enrolled'
          group by e.course_id, e.user_id
        )
        select s.course_id, scope.title, count(*)::int as enrolled,
          (count(*) filter (where coalesce(t.total, 0) > 0 and s.watched = t.total))::int as completed
        from students s
        join scope on scope.id = s.course_id
        left join lecture_totals t on t.course_id = s.course_id
        group by s.course_id, scope.title`);
      const { rows } = result as {
        rows: { course_id: string; title: string; enrolled: number | string; completed: number | string }[];
      };
      return rows.map((row) => ({
        courseId: row.course_id,
        title: row.title,
        enrolled: Number(row.enrolled),
        completed: Number(row.completed),
      }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
