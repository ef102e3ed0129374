import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpenText, FileQuestion, GraduationCap, MonitorPlay, Plus, RotateCw } from 'lucide-react';
import { DISPLAY_CUTS, type ItemType, type LatestUpload } from '@prepshelf/contract';
import { Badge, statusTone, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { statusLabel } from '../../manage-content/localize';
import { useLatestUploads, useOverviewTotals, type OverviewTotals } from '../api/get-overview';

const TYPE_LABELS: Record<ItemType, { label: MessageId; tone: BadgeTone }> = {
  note: { label: 'dashboard.typeNote', tone: 'primary' },
  pyq: { label: 'dashboard.typePyq', tone: 'draft' },
  video: { label: 'dashboard.typeVideo', tone: 'danger' },
  course: { label: 'dashboard.typeCourse', tone: 'success' },
};

const COUNT_CARDS: readonly { key: keyof OverviewTotals; label: MessageId; icon: ReactNode; tint: string }[] = [
  {
    key: 'notes',
    label: 'dashboard.totalNotes',
    icon: <BookOpenText className="size-5" aria-hidden="true" />,
    tint: 'bg-primary-soft text-primary-text',
  },
  {
    key: 'courses',
    label: 'dashboard.totalCourses',
    icon: <GraduationCap className="size-5" aria-hidden="true" />,
    tint: 'bg-accent-soft text-accent-text',
  },
  {
    key: 'videos',
    label: 'dashboard.totalVideos',
    icon: <MonitorPlay className="size-5" aria-hidden="true" />,
    tint: 'bg-danger-soft text-danger-text',
  },
  {
    key: 'pyqs',
    label: 'dashboard.totalPyqs',
    icon: <FileQuestion className="size-5" aria-hidden="true" />,
    tint: 'bg-amber-soft text-amber-text',
  },
];

const QUICK_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/uploadNotes', label: 'dashboard.addNotes' },
  { to: '/uploadPYQ', label: 'dashboard.addQuestions' },
  { to: '/uploadVideo', label: 'dashboard.uploadVideo' },
  { to: '/uploadCourse', label: 'dashboard.uploadCourse' },
];

const TABLE = {
  td:
    'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 ' +
    'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
  th: 'px-4 py-3 font-semibold',
};

function CountCards() {
  const t = useT();
  const format = useFormat();
  const totals = useOverviewTotals();
  return (
    <section aria-label={t('dashboard.totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {COUNT_CARDS.map((card) => (
        <Card key={card.key} className="flex flex-col gap-3 p-4 hover:shadow-none sm:p-5">
          <span className={`inline-flex size-10 items-center justify-center rounded-[10px] ${card.tint}`}>
            {card.icon}
          </span>
          <div>
            <p className="text-sm text-muted">{t(card.label)}</p>
            <p className="text-2xl font-bold tabular-nums">
              {totals.data ? (
                format.number(totals.data[card.key])
              ) : totals.isError ? (
                '—'
              ) : (
                <span className="inline-block h-7 w-10 animate-pulse rounded bg-subtle align-middle motion-reduce:animate-none">
                  <span className="sr-only">{t('screen.loading')}</span>
                </span>
              )}
            </p>
          </div>
        </Card>
      ))}
    </section>
  );
}

function RecentRow({ upload }: { upload: LatestUpload }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const type = TYPE_LABELS[upload.type];
  return (
    <tr className="align-middle max-sm:block max-sm:rounded-[12px] max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4">
      <td data-label={t('dashboard.columnType')} className={TABLE.td}>
        <Badge tone={type.tone}>{t(type.label)}</Badge>
      </td>
      <td data-label={t('dashboard.columnTitle')} className={`${TABLE.td} font-medium`}>
        {upload.title}
      </td>
      <td data-label={t('dashboard.columnDate')} className={`${TABLE.td} tabular-nums`}>
        {language === 'en' ? upload.createdAt.slice(0, DISPLAY_CUTS.date) : format.date(upload.createdAt)}
      </td>
      <td data-label={t('dashboard.columnStatus')} className={TABLE.td}>
        <Badge tone={statusTone(upload.status)}>{statusLabel(t, upload.status)}</Badge>
      </td>
    </tr>
  );
}

function RecentUploads() {
  const t = useT();
  const latest = useLatestUploads();
  let body: ReactNode;
  if (latest.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2 p-4">
        <p className="sr-only">{t('screen.loading')}</p>
        {[0, 1, 2].map((row) => (
          <div
            key={row}
            aria-hidden="true"
            className="h-10 animate-pulse rounded-lg bg-subtle motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  } else if (latest.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-muted">{latest.error.message}</p>
        <Button variant="outline" onClick={() => void latest.refetch()} isBusy={latest.isFetching}>
          <RotateCw className="size-4" aria-hidden="true" />
          {t('dashboard.tryAgain')}
        </Button>
      </div>
    );
  } else if (latest.data.length === 0) {
    body = <p className="p-8 text-center text-muted">{t('dashboard.noUploads')}</p>;
  } else {
    body = (
      <table className="w-full text-left text-sm max-sm:block">
        <thead className="bg-subtle text-xs tracking-wide text-muted uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className={TABLE.th}>
              {t('dashboard.columnType')}
            </th>
            <th scope="col" className={TABLE.th}>
              {t('dashboard.columnTitle')}
            </th>
            <th scope="col" className={TABLE.th}>
              {t('dashboard.columnDate')}
            </th>
            <th scope="col" className={TABLE.th}>
              {t('dashboard.columnStatus')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:divide-y-0">
          {latest.data.map((upload) => (
            <RecentRow key={`${upload.type}-${upload._id}`} upload={upload} />
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section aria-labelledby="recent-uploads" className="flex flex-col gap-3">
      <h2 id="recent-uploads" className="text-lg font-semibold">
        {t('dashboard.recentUploads')}
      </h2>
      <div className="overflow-hidden rounded-[12px] border border-line bg-surface max-sm:border-0 max-sm:bg-transparent">
        {body}
      </div>
    </section>
  );
}

/** /dashboard and /dashboard/dashboard-head (spec §2 Dashboard overview). */
export function OverviewPage() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-[2rem]">{t('dashboard.welcome')}</h1>
        <p className="text-muted">{t('dashboard.intro')}</p>
      </header>
      <CountCards />
      <section aria-label={t('dashboard.quickActions')} className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        {QUICK_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('outline', 'md', 'bg-surface')}>
            <Plus className="size-4" aria-hidden="true" />
            {t(link.label)}
          </Link>
        ))}
      </section>
      <RecentUploads />
    </div>
  );
}
