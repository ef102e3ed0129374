import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { clsx } from 'clsx';
import type { CourseEnrolment, EnrolmentStatus } from '@prepshelf/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ExportButton } from '../../../components/ui/export-button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { ListError } from '../../content/components/list-states';
import {
  decideEnrolment,
  downloadStudentsCsv,
  removeEnrolment,
  useCourseStudents,
  type CourseStudents,
} from '../api/course-students';

type Filter = EnrolmentStatus | 'all';

const STATUS_TONES: Record<EnrolmentStatus, BadgeTone> = {
  enrolled: 'success',
  requested: 'draft',
  declined: 'archived',
};

function RemoveDialog({ row, onRemove, isBusy }: { row: CourseEnrolment; onRemove: () => void; isBusy: boolean }) {
  const t = useT();
  const name = row.student.Username || row.name;
  return (
    <Dialog
      title={t('courseStudents.removeTitle', { name })}
      description={t('courseStudents.removeText')}
      trigger={
        <Button variant="ghost" size="sm" aria-label={t('courseStudents.removeLabel', { name })}>
          {t('courseStudents.remove')}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('courseStudents.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" isBusy={isBusy} onClick={onRemove}>
            {t('courseStudents.remove')}
          </Button>
        </>
      }
    />
  );
}

function StudentCard({ courseId, row }: { courseId: string; row: CourseEnrolment }) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'decline' | 'remove' | null>(null);
  const name = row.student.Username || row.name;

  const run = (action: 'approve' | 'decline' | 'remove') => {
    setBusy(action);
    const call = action === 'remove' ? removeEnrolment(courseId, row._id) : decideEnrolment(courseId, row._id, action);
    call.then(
      async (message) => {
        showSuccessToast(message);
        await queryClient.invalidateQueries({ queryKey: ['courses', 'students', courseId] });
        setBusy(null);
      },
      (error: unknown) => {
        setBusy(null);
        showErrorToast(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <Card className="flex flex-col gap-3 p-4 hover:shadow-none sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{name}</span>
          <Badge tone={STATUS_TONES[row.status]}>{t(`courseStudents.status.${row.status}`)}</Badge>
        </p>
        <p className="truncate text-sm text-muted">
          <span className="sr-only">{t('courseStudents.contact')}: </span>
          {[row.name, row.email || row.student.Email, row.mobile, row.college]
            .filter((part) => part !== '')
            .join(' · ')}
        </p>
        <p className="text-sm">
          <span className="sr-only">{t('courseStudents.progress')}: </span>
          {t('courseStudents.watched', { watched: row.progress.watched, total: row.progress.total })}
          <span className="text-muted">
            {' · '}
            {t('courseStudents.lastActive')}:{' '}
            {row.progress.lastActiveAt ? format.dateTime(row.progress.lastActiveAt) : t('courseStudents.never')}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2" role="group" aria-label={t('courseStudents.actions')}>
        {row.status === 'requested' ? (
          <>
            <Button
              size="sm"
              isBusy={busy === 'approve'}
              disabled={busy !== null}
              onClick={() => run('approve')}
              aria-label={t('courseStudents.approveLabel', { name })}
            >
              {t('courseStudents.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              isBusy={busy === 'decline'}
              disabled={busy !== null}
              onClick={() => run('decline')}
              aria-label={t('courseStudents.declineLabel', { name })}
            >
              {t('courseStudents.decline')}
            </Button>
          </>
        ) : null}
        {row.status === 'declined' ? (
          <Button
            size="sm"
            variant="outline"
            isBusy={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => run('approve')}
            aria-label={t('courseStudents.approveLabel', { name })}
          >
            {t('courseStudents.approve')}
          </Button>
        ) : null}
        <RemoveDialog row={row} isBusy={busy === 'remove'} onRemove={() => run('remove')} />
      </div>
    </Card>
  );
}

function Filters({
  data,
  filter,
  onChange,
}: {
  data: CourseStudents;
  filter: Filter;
  onChange: (next: Filter) => void;
}) {
  const t = useT();
  const options: { value: Filter; label: string }[] = [
    { value: 'all', label: t('courseStudents.all') },
    { value: 'requested', label: t('courseStudents.requests', { count: data.counts.requested }) },
    { value: 'enrolled', label: t('courseStudents.enrolled', { count: data.counts.enrolled }) },
    { value: 'declined', label: t('courseStudents.declined', { count: data.counts.declined }) },
  ];
  return (
    <div role="group" aria-label={t('courseStudents.filter')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={filter === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'h-9 rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            filter === option.value
              ? 'border-primary bg-primary text-primary-fg'
              : 'border-line bg-surface text-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** /dashboard/courses/:courseId/students: a course's requests and students, from its dashboard card. */
export function CourseStudentsPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const [filter, setFilter] = useState<Filter>('all');
  const students = useCourseStudents(courseId, filter);

  if (students.isPending) {
    return (
      <div aria-busy="true" className="flex justify-center py-16">
        <Spinner label={t('courseStudents.loading')} />
      </div>
    );
  }
  if (students.isError) {
    return (
      <ListError error={students.error} onRetry={() => void students.refetch()} isRetrying={students.isFetching} />
    );
  }
  const { data } = students;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/dashboard/dashboard-courses" className="self-start text-sm text-primary-text hover:underline">
          {t('courseStudents.back')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{t('courseStudents.title', { title: data.course.title })}</h1>
        <p className="max-w-prose text-muted">{t('courseStudents.intro')}</p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Filters data={data} filter={filter} onChange={setFilter} />
        <ExportButton download={() => downloadStudentsCsv(courseId)} failedMessage={t('courseStudents.exportFailed')}>
          <Download className="size-4" aria-hidden="true" />
          {t('courseStudents.export')}
        </ExportButton>
      </div>
      {data.enrolments.length === 0 ? (
        <p className="rounded-[12px] border border-dashed border-line px-4 py-10 text-center text-muted">
          {t('courseStudents.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-busy={students.isFetching || undefined}>
          {data.enrolments.map((row) => (
            <li key={row._id}>
              <StudentCard courseId={courseId} row={row} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
