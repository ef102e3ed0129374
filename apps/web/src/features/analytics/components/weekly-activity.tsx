import type { ReactNode } from 'react';
import type { WeeklyActivity } from '@prepshelf/contract';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { TableHead } from '../../../components/ui/table-head';

/**
 * Students' opens and active students per week as a table whose opens carry a bar: the numbers are the
 * text (screen readers read the table), the bars only show the trend at a glance.
 */
export function WeeklyActivitySection({
  weeks,
  headingId = 'weekly-activity',
  title,
  intro,
  children,
}: {
  weeks: readonly WeeklyActivity[];
  /** Another section's heading and intro (the per-class one), and what goes above the figures (its class choice). */
  headingId?: string;
  title?: string;
  intro?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const highest = Math.max(1, ...weeks.map((week) => week.opens));
  const totalOpens = weeks.reduce((sum, week) => sum + week.opens, 0);
  const thisWeek = weeks.at(-1);
  return (
    <section aria-labelledby={headingId} className="rounded-[12px] border border-line bg-surface">
      <div className="flex flex-col gap-1 px-5 pt-5">
        <h2 id={headingId} className="text-lg font-semibold">
          {title ?? t('studyActivity.weeklyTitle')}
        </h2>
        <p className="text-sm text-muted">{intro ?? t('studyActivity.weeklyIntro')}</p>
        {children}
      </div>
      <dl className="grid grid-cols-2 gap-4 px-5 pt-4">
        <div>
          <dt className="text-sm font-medium text-muted">{t('studyActivity.totalOpens')}</dt>
          <dd className="text-3xl font-bold">{format.number(totalOpens)}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-muted">{t('studyActivity.thisWeekActive')}</dt>
          <dd className="text-3xl font-bold">{format.number(thisWeek?.activeStudents ?? 0)}</dd>
        </div>
      </dl>
      {totalOpens === 0 ? (
        <p className="p-5 text-muted">{t('studyActivity.weeklyEmpty')}</p>
      ) : (
        <div className="overflow-x-auto p-2 sm:p-5">
          <table className="w-full text-left text-sm">
            <TableHead
              headings={[
                t('studyActivity.columnWeek'),
                { label: t('studyActivity.columnOpens'), className: 'w-1/2' },
                { label: t('studyActivity.columnActive'), className: 'text-right' },
              ]}
            />
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                    {format.date(`${week.week}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
                  </th>
                  <td className="px-3 py-2">
                    <span className="flex items-center gap-2">
                      <span className="w-8 shrink-0 text-right tabular-nums">{format.number(week.opens)}</span>
                      <span aria-hidden="true" className="h-2 grow rounded bg-subtle">
                        <span
                          className="block h-2 rounded bg-primary"
                          style={{ width: `${Math.round((week.opens / highest) * 100)}%` }}
                        />
                      </span>
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{format.number(week.activeStudents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
