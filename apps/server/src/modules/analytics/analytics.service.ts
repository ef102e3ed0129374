import {
  ANALYTICS_COURSES_MAX,
  ANALYTICS_COURSES_PAGE_SIZE,
  ANALYTICS_WEEKS,
  type AnalyticsCoursesResponse,
  type ClassActivity,
  type CourseEnrolmentStats,
  type WeeklyActivity,
  type AnalyticsResponse,
  type EnrolmentAnalytics,
  type ItemType,
  type LatestUpload,
  type Role,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { AnalyticsRepository, CourseEnrolmentCount, WeeklyOpens } from './analytics.repository.ts';

/** How many calendar months the chart shows, this one included. */
export const ANALYTICS_MONTHS = 12;

type Caller = { id: string; role: Role };

/** '2026-11' for the UTC calendar month `offset` months from the month of `now`. */
export function monthKey(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Month-over-month growth in percent with one decimal: (this − last) / last × 100. When last month
 * had no uploads there is nothing to divide by: growth is 100 if this month has any (kept for older
 * clients; the answer's `isNew` says the figure is new), else 0.
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** '2026-11-30': the Monday (UTC) of the week `offset` weeks from the week of `now`. */
export function weekKey(now: Date, offset: number): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - (sinceMonday - offset * 7) * 86_400_000).toISOString().slice(0, 10);
}

/** The last ANALYTICS_WEEKS weeks, oldest first, weeks without opens as zeros. */
export function fillWeeks(now: Date, rows: readonly WeeklyOpens[]): WeeklyActivity[] {
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return Array.from({ length: ANALYTICS_WEEKS }, (_, index) => {
    const week = weekKey(now, index - (ANALYTICS_WEEKS - 1));
    const row = byWeek.get(week);
    return { week, opens: row?.opens ?? 0, activeStudents: row?.activeStudents ?? 0 };
  });
}

const STAT_KEYS = { note: 'notes', video: 'videos', pyq: 'pyqs', course: 'courses' } as const satisfies Record<
  ItemType,
  string
>;

/** The most enrolled first, then by title (and id, so pages never overlap). */
function sortCourses(rows: readonly CourseEnrolmentCount[]): CourseEnrolmentStats[] {
  return [...rows]
    .sort((a, b) => b.enrolled - a.enrolled || a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId))
    .map((row) => ({ _id: row.courseId, title: row.title, enrolled: row.enrolled, completed: row.completed }));
}

/** Totals over every course; the list keeps the most enrolled (then by title) up to the cap. */
export function summariseEnrolments(rows: readonly CourseEnrolmentCount[]): EnrolmentAnalytics {
  return {
    enrolled: rows.reduce((sum, row) => sum + row.enrolled, 0),
    completed: rows.reduce((sum, row) => sum + row.completed, 0),
    courses: sortCourses(rows).slice(0, ANALYTICS_COURSES_MAX),
    coursesTotal: rows.length,
  };
}

export function createAnalyticsService(deps: {
  db: Db;
  repository: AnalyticsRepository;
  clock: Clock;
  /** The content service's newest uploads (an Instructor's own). */
  listLatestUploads(user: Caller): Promise<LatestUpload[]>;
}) {
  const { db, repository: repo, clock } = deps;

  return {
    /**
     * Totals with this calendar month's growth over the last, the last 12 months per type (oldest
     * first, zero-filled) and the newest uploads. Months are UTC months of the app clock, so tests
     * can set "now". An Instructor's figures count their own items only, enrolments included.
     */
    async getDashboardAnalytics(caller: Caller): Promise<Omit<AnalyticsResponse, 'success'>> {
      const now = clock.now();
      const windowStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (ANALYTICS_MONTHS - 1), 1));
      const windowEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const ownerId = caller.role === 'Admin' ? undefined : caller.id;
      const [counts, latest, enrolments, opens] = await Promise.all([
        repo.countUploadsByMonth(db, { ownerId, windowStart, windowEnd }),
        deps.listLatestUploads(caller),
        repo.countEnrolmentsByCourse(db, { ownerId }),
        repo.countOpensByWeek(db, { ownerId, since: weekKey(now, -(ANALYTICS_WEEKS - 1)) }),
      ]);

      const months = Array.from({ length: ANALYTICS_MONTHS }, (_, index) =>
        monthKey(now, index - (ANALYTICS_MONTHS - 1)),
      );
      const monthly = months.map((month) => ({ month, notes: 0, pyqs: 0, videos: 0, courses: 0 }));
      const byMonth = new Map(monthly.map((entry) => [entry.month, entry]));
      const totals = { notes: 0, pyqs: 0, videos: 0, courses: 0 };
      for (const row of counts) {
        const key = STAT_KEYS[row.type];
        totals[key] += row.count;
        const entry = row.month === null ? undefined : byMonth.get(row.month);
        if (entry !== undefined) entry[key] += row.count;
      }
      const thisMonth = monthly[ANALYTICS_MONTHS - 1]!;
      const lastMonth = monthly[ANALYTICS_MONTHS - 2]!;
      const statOf = (key: keyof typeof totals) => ({
        total: totals[key],
        growth: growthPercent(thisMonth[key], lastMonth[key]),
        isNew: lastMonth[key] === 0 && thisMonth[key] > 0,
      });
      return {
        data: { notes: statOf('notes'), videos: statOf('videos'), pyqs: statOf('pyqs'), courses: statOf('courses') },
        latest,
        monthly,
        enrolments: summariseEnrolments(enrolments),
        weekly: fillWeeks(now, opens),
      };
    },

    /** Per class the caller manages (an Admin: every class not archived): its members' opens per week. */
    async listClassActivity(caller: Caller): Promise<ClassActivity[]> {
      const now = clock.now();
      const { classes, weeks } = await repo.countClassOpensByWeek(db, {
        teacherId: caller.role === 'Admin' ? undefined : caller.id,
        since: weekKey(now, -(ANALYTICS_WEEKS - 1)),
      });
      return classes.map((entry) => ({
        _id: entry.id,
        name: entry.name,
        memberCount: entry.memberCount,
        weekly: fillWeeks(
          now,
          weeks.filter((week) => week.classId === entry.id),
        ),
      }));
    },

    /** One page of the per-course enrolment figures (an Instructor: their own courses). */
    async listCourseEnrolments(
      caller: Caller,
      query: { page?: number; limit?: number },
    ): Promise<Omit<AnalyticsCoursesResponse, 'success'>> {
      const { page, limit, offset } = resolvePaging(query, ANALYTICS_COURSES_PAGE_SIZE);
      const rows = await repo.countEnrolmentsByCourse(db, { ownerId: caller.role === 'Admin' ? undefined : caller.id });
      return { courses: sortCourses(rows).slice(offset, offset + limit), total: rows.length, page, limit };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
