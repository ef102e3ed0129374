import {
  ANALYTICS_COURSES_MAX,
  type AnalyticsResponse,
  type EnrolmentAnalytics,
  type ItemType,
  type LatestUpload,
  type Role,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AnalyticsRepository, CourseEnrolmentCount } from './analytics.repository.ts';

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
 * had no uploads there is nothing to divide by: growth is 100 if this month has any, else 0
 * (docs/decisions/0007-staff-accounts.md).
 */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return thisMonth > 0 ? 100 : 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

const STAT_KEYS = { note: 'notes', video: 'videos', pyq: 'pyqs', course: 'courses' } as const satisfies Record<
  ItemType,
  string
>;

/** Totals over every course; the list keeps the most enrolled (then by title) up to the cap. */
export function summariseEnrolments(rows: readonly CourseEnrolmentCount[]): EnrolmentAnalytics {
  const sorted = [...rows].sort(
    (a, b) => b.enrolled - a.enrolled || a.title.localeCompare(b.title) || a.courseId.localeCompare(b.courseId),
  );
  return {
    enrolled: rows.reduce((sum, row) => sum + row.enrolled, 0),
    completed: rows.reduce((sum, row) => sum + row.completed, 0),
    courses: sorted.slice(0, ANALYTICS_COURSES_MAX).map((row) => ({
      _id: row.courseId,
      title: row.title,
      enrolled: row.enrolled,
      completed: row.completed,
    })),
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
      const [counts, latest, enrolments] = await Promise.all([
        repo.countUploadsByMonth(db, { ownerId, windowStart, windowEnd }),
        deps.listLatestUploads(caller),
        repo.countEnrolmentsByCourse(db, { ownerId }),
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
      });
      return {
        data: { notes: statOf('notes'), videos: statOf('videos'), pyqs: statOf('pyqs'), courses: statOf('courses') },
        latest,
        monthly,
        enrolments: summariseEnrolments(enrolments),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
