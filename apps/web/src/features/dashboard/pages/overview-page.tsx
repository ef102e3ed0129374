import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpenText, FileQuestion, GraduationCap, MonitorPlay, Plus, RotateCw } from 'lucide-react';
import { CONTENT_STATUS_LABELS, DISPLAY_CUTS, PAGE_TEXTS, type ItemType, type LatestUpload } from '@prepshelf/contract';
import { Badge, statusTone, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { useLatestUploads, useOverviewTotals, type OverviewTotals } from '../api/get-overview';

const TYPE_LABELS: Record<ItemType, { label: string; tone: BadgeTone }> = {
  note: { label: 'Note', tone: 'primary' },
  pyq: { label: 'PYQ', tone: 'draft' },
  video: { label: 'Video', tone: 'danger' },
  course: { label: 'Course', tone: 'success' },
};

const COUNT_CARDS: readonly { key: keyof OverviewTotals; label: string; icon: ReactNode; tint: string }[] = [
  {
    key: 'notes',
    label: 'Total Notes',
    icon: <BookOpenText className="size-5" aria-hidden="true" />,
    tint: 'bg-primary-soft text-primary-text',
  },
  {
    key: 'courses',
    label: 'Total Courses',
    icon: <GraduationCap className="size-5" aria-hidden="true" />,
    tint: 'bg-accent-soft text-accent-text',
  },
  {
    key: 'videos',
    label: 'Video Lectures',
    icon: <MonitorPlay className="size-5" aria-hidden="true" />,
    tint: 'bg-danger-soft text-danger-text',
  },
  {
    key: 'pyqs',
    label: 'Previous Questions',
    icon: <FileQuestion className="size-5" aria-hidden="true" />,
    tint: 'bg-amber-soft text-amber-text',
  },
];

const QUICK_LINKS = [
  { to: '/uploadNotes', label: 'Add Notes' },
  { to: '/uploadPYQ', label: 'Add Questions' },
  { to: '/uploadVideo', label: 'Upload Video' },
  { to: '/uploadCourse', label: 'Upload Course' },
] as const;

const TABLE = {
  td:
    'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 ' +
    'max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
  th: 'px-4 py-3 font-semibold',
};

function CountCards() {
  const totals = useOverviewTotals();
  return (
    <section aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {COUNT_CARDS.map((card) => (
        <Card key={card.key} className="flex flex-col gap-3 p-4 hover:shadow-none sm:p-5">
          <span className={`inline-flex size-10 items-center justify-center rounded-[10px] ${card.tint}`}>
            {card.icon}
          </span>
          <div>
            <p className="text-sm text-muted">{card.label}</p>
            <p className="text-2xl font-bold tabular-nums">
              {totals.data ? (
                totals.data[card.key]
              ) : totals.isError ? (
                '—'
              ) : (
                <span className="inline-block h-7 w-10 animate-pulse rounded bg-subtle align-middle motion-reduce:animate-none">
                  <span className="sr-only">Loading…</span>
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
  const type = TYPE_LABELS[upload.type];
  return (
    <tr className="align-middle max-sm:block max-sm:rounded-[12px] max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4">
      <td data-label="Type" className={TABLE.td}>
        <Badge tone={type.tone}>{type.label}</Badge>
      </td>
      <td data-label="Title" className={`${TABLE.td} font-medium`}>
        {upload.title}
      </td>
      <td data-label="Date" className={`${TABLE.td} tabular-nums`}>
        {upload.createdAt.slice(0, DISPLAY_CUTS.date)}
      </td>
      <td data-label="Status" className={TABLE.td}>
        <Badge tone={statusTone(upload.status)}>{CONTENT_STATUS_LABELS[upload.status]}</Badge>
      </td>
    </tr>
  );
}

function RecentUploads() {
  const latest = useLatestUploads();
  let body: ReactNode;
  if (latest.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2 p-4">
        <p className="sr-only">Loading…</p>
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
          Try again
        </Button>
      </div>
    );
  } else if (latest.data.length === 0) {
    body = <p className="p-8 text-center text-muted">Nothing uploaded yet. Your uploads will show up here.</p>;
  } else {
    body = (
      <table className="w-full text-left text-sm max-sm:block">
        <thead className="bg-subtle text-xs tracking-wide text-muted uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className={TABLE.th}>
              Type
            </th>
            <th scope="col" className={TABLE.th}>
              Title
            </th>
            <th scope="col" className={TABLE.th}>
              Date
            </th>
            <th scope="col" className={TABLE.th}>
              Status
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
        Recent Uploads
      </h2>
      <div className="overflow-hidden rounded-[12px] border border-line bg-surface max-sm:border-0 max-sm:bg-transparent">
        {body}
      </div>
    </section>
  );
}

/** /dashboard and /dashboard/dashboard-head (spec §2 Dashboard overview). */
export function OverviewPage() {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-[2rem]">{PAGE_TEXTS.welcome}</h1>
        <p className="text-muted">Here is what is happening with your study material.</p>
      </header>
      <CountCards />
      <section aria-label="Quick actions" className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        {QUICK_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses('outline', 'md', 'bg-surface')}>
            <Plus className="size-4" aria-hidden="true" />
            {link.label}
          </Link>
        ))}
      </section>
      <RecentUploads />
    </div>
  );
}
