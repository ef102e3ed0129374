import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  BookOpenText,
  FileQuestion,
  GraduationCap,
  MonitorPlay,
  RefreshCw,
  Sparkles,
} from 'lucide-react';
import { clsx } from 'clsx';
import { ANALYTICS_COURSES_PAGE_SIZE, DISPLAY_CUTS, type EnrolmentAnalytics } from '@prepshelf/contract';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { TableHead } from '../../../components/ui/table-head';
import { i18n } from '../../../lib/i18n/i18n';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { showErrorToast } from '../../../lib/toast';
import type { MessageId } from '../../../locales/message-id';
import { useAnalytics } from '../api/get-analytics';
import { useAnalyticsCourses } from '../api/get-analytics-courses';
import { ClassActivitySection } from '../components/class-activity';
import { WeeklyActivitySection } from '../components/weekly-activity';
import { formatGrowth } from '../analytics-format';

// The chart in its own chunk, fetched only when this page renders.
const UploadsChart = lazy(() => import('../components/uploads-chart'));

/** A value's label when the catalog knows the value, the value itself otherwise. */
function known(labels: Readonly<Record<string, MessageId>>, value: string): MessageId | undefined {
  return Object.hasOwn(labels, value) ? labels[value] : undefined;
}

const TYPE_LABELS: Record<string, MessageId> = {
  note: 'analytics.typeNote',
  pyq: 'analytics.typePyq',
  video: 'analytics.typeVideo',
  course: 'analytics.typeCourse',
};
const STATUS_LABELS: Record<string, MessageId> = {
  public: 'analytics.statusPublic',
  draft: 'analytics.statusDraft',
  archived: 'analytics.statusArchived',
};

/** Dashboard → Analytics (spec §2): totals with growth, uploads per month, recent uploads. */
export function AnalyticsPage() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const query = useAnalytics();
  const withLabel = (labels: Readonly<Record<string, MessageId>>, value: string) => {
    const key = known(labels, value);
    return key === undefined ? value : t(key);
  };
  useEffect(() => {
    if (query.isError) showErrorToast(i18n._('analytics.error'));
  }, [query.isError, query.errorUpdatedAt]);

  const data = query.data;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('analytics.title')}</h1>
        <p className="text-sm text-muted">{t('analytics.intro')}</p>
      </header>

      {query.isError && !data ? (
        <div className="flex flex-col items-start gap-3 rounded-[12px] border border-line bg-surface p-6">
          <p className="text-danger-text">{t('analytics.error')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('analytics.tryAgain')}
          </Button>
        </div>
      ) : null}

      <section aria-label={t('analytics.totals')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('analytics.totalNotes')}
          icon={<BookOpenText className="size-5" />}
          stat={data?.data.notes}
        />
        <StatCard
          label={t('analytics.totalCourses')}
          icon={<GraduationCap className="size-5" />}
          stat={data?.data.courses}
        />
        <StatCard
          label={t('analytics.videoLectures')}
          icon={<MonitorPlay className="size-5" />}
          stat={data?.data.videos}
        />
        <StatCard
          label={t('analytics.previousQuestions')}
          icon={<FileQuestion className="size-5" />}
          stat={data?.data.pyqs}
        />
      </section>

      {data?.weekly ? <WeeklyActivitySection weeks={data.weekly} /> : null}

      <ClassActivitySection />

      {data?.enrolments ? <EnrolmentsSection enrolments={data.enrolments} /> : null}

      <section aria-labelledby="uploads-chart" className="rounded-[12px] border border-line bg-surface p-5">
        <h2 id="uploads-chart" className="mb-4 text-lg font-semibold">
          {t('analytics.uploadsPerMonth')}
        </h2>
        {data ? (
          <Suspense fallback={<ChartSkeleton />}>
            <UploadsChart months={data.monthly} />
          </Suspense>
        ) : (
          <ChartSkeleton />
        )}
      </section>

      <section aria-labelledby="recent-uploads" className="rounded-[12px] border border-line bg-surface">
        <h2 id="recent-uploads" className="px-5 pt-5 text-lg font-semibold">
          {t('analytics.recentUploads')}
        </h2>
        {data && data.latest.length === 0 ? (
          <p className="p-5 text-muted">{t('analytics.nothingYet')}</p>
        ) : (
          <div className="overflow-x-auto p-2 sm:p-5">
            <table className="w-full text-left text-sm">
              <TableHead
                headings={[
                  t('analytics.columnType'),
                  t('analytics.columnTitle'),
                  t('analytics.columnDate'),
                  t('analytics.columnStatus'),
                ]}
              />
              <tbody>
                {(data?.latest ?? []).map((item) => (
                  <tr key={`${item.type}-${item._id}`} className="border-b border-line last:border-b-0">
                    <td className="px-3 py-2">{withLabel(TYPE_LABELS, item.type)}</td>
                    <td className="px-3 py-2 font-medium">{item.title}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {/* English keeps the spec's date cut (2026-11-25); Hindi a date in its own words. */}
                      {language === 'en' ? item.createdAt.slice(0, DISPLAY_CUTS.date) : format.date(item.createdAt)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge tone={statusTone(item.status)}>{withLabel(STATUS_LABELS, item.status)}</Badge>
                    </td>
                  </tr>
                ))}
                {!data
                  ? [0, 1, 2].map((row) => (
                      <tr key={row} aria-hidden="true">
                        <td colSpan={4} className="px-3 py-2">
                          <div className="h-6 animate-pulse rounded bg-subtle motion-reduce:animate-none" />
                        </td>
                      </tr>
                    ))
                  : null}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function StatCard({
  label,
  icon,
  stat,
}: {
  label: string;
  icon: ReactNode;
  stat: { total: number; growth: number; isNew?: boolean | undefined } | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const growth = stat ? formatGrowth(stat.growth) : null;
  if (stat?.isNew === true) {
    // Growth from nothing is no percentage: the figure is new this month.
    return (
      <StatFrame label={label} icon={icon}>
        <p className="text-3xl font-bold">{format.number(stat.total)}</p>
        <p className="inline-flex items-center gap-1 text-sm font-medium text-accent-text">
          <Sparkles className="size-4" aria-hidden="true" />
          <span aria-label={t('studyActivity.growthNewLabel')}>{t('studyActivity.growthNew')}</span>
        </p>
      </StatFrame>
    );
  }
  const Arrow = growth?.direction === 'up' ? ArrowUpRight : growth?.direction === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <StatFrame label={label} icon={icon}>
      {stat && growth ? (
        <>
          <p className="text-3xl font-bold">{format.number(stat.total)}</p>
          <p
            className={clsx(
              'inline-flex items-center gap-1 text-sm font-medium',
              growth.direction === 'up' && 'text-accent-text',
              growth.direction === 'down' && 'text-danger-text',
              growth.direction === 'flat' && 'text-muted',
            )}
          >
            <Arrow className="size-4" aria-hidden="true" />
            <span>{growth.text}</span>
            <span className="font-normal text-muted">{t('analytics.vsLastMonth')}</span>
          </p>
        </>
      ) : (
        <div aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-9 w-16 animate-pulse rounded bg-subtle motion-reduce:animate-none" />
          <div className="h-5 w-32 animate-pulse rounded bg-subtle motion-reduce:animate-none" />
        </div>
      )}
    </StatFrame>
  );
}

function StatFrame({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <article className="flex flex-col gap-2 rounded-[12px] border border-line bg-surface p-5">
      <div className="flex items-center justify-between text-muted">
        <h2 className="text-sm font-medium">{label}</h2>
        <span aria-hidden="true" className="text-primary-text">
          {icon}
        </span>
      </div>
      {children}
    </article>
  );
}

/** Enrolled students and completed courses, overall and per course (absent from older servers' answers). */
function EnrolmentsSection({ enrolments }: { enrolments: EnrolmentAnalytics }) {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  // A server that pages the list says how many courses there are; an older one sends them all at once.
  const total = enrolments.coursesTotal ?? enrolments.courses.length;
  const isPaged = enrolments.coursesTotal !== undefined && total > ANALYTICS_COURSES_PAGE_SIZE;
  const pageQuery = useAnalyticsCourses(page, isPaged && page > 1);
  const courses = !isPaged
    ? enrolments.courses
    : page === 1
      ? enrolments.courses.slice(0, ANALYTICS_COURSES_PAGE_SIZE)
      : (pageQuery.data?.courses ?? []);
  const totalPages = Math.ceil(total / ANALYTICS_COURSES_PAGE_SIZE);
  const from = (page - 1) * ANALYTICS_COURSES_PAGE_SIZE + 1;
  return (
    <section aria-labelledby="enrolments" className="rounded-[12px] border border-line bg-surface">
      <div className="flex flex-col gap-1 px-5 pt-5">
        <h2 id="enrolments" className="text-lg font-semibold">
          {t('analytics.enrolments')}
        </h2>
        <p className="text-sm text-muted">{t('analytics.enrolmentsIntro')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 px-5 pt-4">
        <div>
          <dt className="text-sm font-medium text-muted">{t('analytics.enrolledStudents')}</dt>
          <dd className="text-3xl font-bold">{format.number(enrolments.enrolled)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-muted">{t('analytics.completedCourses')}</dt>
          <dd className="text-3xl font-bold">{format.number(enrolments.completed)}</dd>
        </div>
      </dl>
      {enrolments.courses.length === 0 ? (
        <p className="p-5 text-muted">{t('analytics.noEnrolments')}</p>
      ) : (
        <div className="overflow-x-auto p-2 sm:p-5">
          <table className="w-full text-left text-sm">
            <TableHead
              headings={[
                t('analytics.columnCourse'),
                { label: t('analytics.columnEnrolled'), className: 'text-right' },
                { label: t('analytics.columnCompleted'), className: 'text-right' },
              ]}
            />
            <tbody>
              {courses.map((course) => (
                <tr key={course._id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {course.title}
                  </th>
                  <td className="px-3 py-2 text-right">{format.number(course.enrolled)}</td>
                  <td className="px-3 py-2 text-right">{format.number(course.completed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {isPaged ? (
            <div className="flex flex-col items-center gap-2 pt-4">
              <p className="text-sm text-muted" aria-live="polite">
                {t('studyActivity.coursesPage', {
                  from: format.number(from),
                  to: format.number(Math.min(total, from + ANALYTICS_COURSES_PAGE_SIZE - 1)),
                  total: format.number(total),
                })}
              </p>
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function ChartSkeleton() {
  return <div className="aspect-[720/300] w-full animate-pulse rounded-lg bg-subtle motion-reduce:animate-none" />;
}
