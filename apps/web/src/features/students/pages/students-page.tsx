import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Download, RefreshCw, Search, UserPlus } from 'lucide-react';
import type { PublicUser, Role, UserStatus } from '@prepshelf/contract';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TableHead } from '../../../components/ui/table-head';
import { i18n } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import type { MessageId } from '../../../locales/message-id';
import { useSession } from '../../../lib/use-session';
import { exportStudentsCsv, useChangeStudentStatus, useDeleteStudent, useStudents } from '../api/students-api';
import { StudentImportDialog } from '../components/student-import-dialog';
import { StudentActions } from '../components/student-actions';
import { StudentAvatar } from '../components/student-avatar';
import {
  parseStudentParams,
  shortUserId,
  studentParamsToSearch,
  totalPages,
  type StudentListParams,
} from '../student-params';

const STATUS_OPTIONS: { value: UserStatus | 'all'; label: MessageId }[] = [
  { value: 'all', label: 'students.statusAll' },
  { value: 'active', label: 'students.statusActive' },
  { value: 'inactive', label: 'students.statusBlocked' },
];
const ROLE_OPTIONS: { value: Role; label: MessageId }[] = [
  { value: 'Student', label: 'students.roleStudents' },
  { value: 'Instructor', label: 'students.roleInstructors' },
  { value: 'Admin', label: 'students.roleAdmins' },
];

/** Dashboard → Students (spec §2): 3 a page, paged and filtered by the server, filters in the URL. */
export function StudentsPage() {
  const t = useT();
  const { isAdmin } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseStudentParams(searchParams, isAdmin);
  const navigate = useNavigate();
  const query = useStudents(params);
  const changeStatus = useChangeStudentStatus();
  const deleteStudent = useDeleteStudent();
  const [searchText, setSearchText] = useState(params.search);

  const apply = (next: Partial<StudentListParams>) => {
    setSearchParams(studentParamsToSearch({ ...params, page: 1, ...next }));
  };

  // Keep the box in step when the URL changes under it (back button, a link).
  const [searchTextFor, setSearchTextFor] = useState(params.search);
  if (searchTextFor !== params.search) {
    setSearchTextFor(params.search);
    setSearchText(params.search);
  }

  // 'No matching students found' once per finished search that found nobody (spec §8).
  const warnedFor = useRef<string | null>(null);
  const data = query.data;
  const searchKey = JSON.stringify(params);
  useEffect(() => {
    if (query.isPlaceholderData || !data || params.search === '') return;
    if (data.total === 0 && warnedFor.current !== searchKey) {
      warnedFor.current = searchKey;
      showWarningToast(i18n._('students.toastSearchNone'));
    }
  }, [data, params.search, query.isPlaceholderData, searchKey]);

  // A page that emptied (the last student on it was deleted) falls back to the new last page.
  const pages = data ? totalPages(data.total, data.limit) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && params.page > pages) {
      setSearchParams(studentParamsToSearch({ ...params, page: pages }), { replace: true });
    }
  }, [data, pages, params, query.isPlaceholderData, setSearchParams]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: searchText });
  };

  const onToggleStatus = (student: PublicUser) => {
    changeStatus.mutate(student._id, {
      onSuccess: () => showSuccessToast(i18n._('students.toastStatusChanged')),
      onError: (error) => showErrorToast(error.message),
    });
  };
  const onDelete = (student: PublicUser) => {
    deleteStudent.mutate(student._id, {
      onSuccess: () => showSuccessToast(i18n._('students.toastDeleted')),
      onError: (error) => showErrorToast(error.message),
    });
  };
  const onEdit = (student: PublicUser) => {
    void navigate('/updatestudent', { state: { student } });
  };
  const isBusy = changeStatus.isPending || deleteStudent.isPending;
  const [isExporting, setIsExporting] = useState(false);
  const onExport = async () => {
    setIsExporting(true);
    try {
      const blob = await exportStudentsCsv(params);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'students.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : String(error));
    } finally {
      setIsExporting(false);
    }
  };
  const students = data?.students ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('students.title')}</h1>
          <p className="text-sm text-muted">{t('students.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StudentImportDialog />
          <Button variant="outline" onClick={() => void onExport()} disabled={isExporting}>
            <Download className="size-4" aria-hidden="true" />
            {t('students.exportCsv')}
          </Button>
          <Link to="/addStudent" className={buttonClasses('primary', 'md')}>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('students.addStudent')}
          </Link>
        </div>
      </header>

      <form
        role="search"
        aria-label={t('students.filterLabel')}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-[12px] border border-line bg-surface p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <Input
          label={t('students.searchLabel')}
          type="search"
          placeholder={t('students.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={200}
        />
        <Select
          label={t('students.statusLabel')}
          value={params.status}
          onValueChange={(status) => apply({ status })}
          options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          className="sm:w-40"
        />
        {isAdmin ? (
          <Select
            label={t('students.roleLabel')}
            value={params.role}
            onValueChange={(role) => apply({ role })}
            options={ROLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            className="sm:w-40"
          />
        ) : null}
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          {t('students.searchButton')}
        </Button>
      </form>

      <section
        aria-label={t('students.listLabel')}
        aria-busy={query.isFetching || undefined}
        className="flex flex-col gap-4"
      >
        {query.isPending ? (
          <StudentsSkeleton />
        ) : query.isError && !data ? (
          <div className="flex flex-col items-start gap-3 rounded-[12px] border border-line bg-surface p-6">
            <p role="alert" className="text-danger-text">
              {query.error.message}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('students.tryAgain')}
            </Button>
          </div>
        ) : students.length === 0 ? (
          <p className="rounded-[12px] border border-line bg-surface p-6 text-center text-muted">
            {params.search === '' ? t('students.emptyList') : t('students.toastSearchNone')}
          </p>
        ) : (
          <>
            {/* Phones: one card a student (design.md: tables become stacked cards below 640 px). */}
            <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('students.cardsLabel')}>
              {students.map((student) => (
                <li key={student._id} className="rounded-[12px] border border-line bg-surface p-4">
                  <div className="flex items-center gap-3">
                    <StudentAvatar src={student.Profile} name={student.Username} />
                    <div className="min-w-0">
                      <p className="truncate font-semibold">{student.Username}</p>
                      <p className="truncate text-sm text-muted">{student.Email}</p>
                    </div>
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted">{t('students.columnId')}</dt>
                    <dd className="font-mono">{shortUserId(student._id)}</dd>
                    <dt className="text-muted">{t('students.columnCourses')}</dt>
                    <dd>
                      <VerifiedBadge isVerified={student.isVerified} />
                    </dd>
                    <dt className="text-muted">{t('students.columnStatus')}</dt>
                    <dd>
                      <StatusBadge status={student.Status} />
                    </dd>
                  </dl>
                  <div className="mt-3 border-t border-line pt-3">
                    <StudentActions
                      student={student}
                      isBusy={isBusy}
                      onEdit={onEdit}
                      onToggleStatus={onToggleStatus}
                      onDelete={onDelete}
                    />
                  </div>
                </li>
              ))}
            </ul>

            <div className="hidden overflow-x-auto rounded-[12px] border border-line bg-surface sm:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('students.tableCaption', { page: params.page })}</caption>
                <TableHead
                  className="border-b border-line bg-subtle text-xs tracking-wide text-muted uppercase"
                  cellClassName="px-4 py-3 font-semibold"
                  headings={[
                    t('students.columnStudent'),
                    t('students.columnId'),
                    t('students.columnEmail'),
                    t('students.columnCourses'),
                    t('students.columnStatus'),
                    t('students.columnActions'),
                  ]}
                />
                <tbody>
                  {students.map((student) => (
                    <tr key={student._id} className="border-b border-line last:border-b-0">
                      <td className="px-4 py-3">
                        <div className="flex items-center gap-3">
                          <StudentAvatar src={student.Profile} name={student.Username} />
                          <span className="font-medium">{student.Username}</span>
                        </div>
                      </td>
                      <td className="px-4 py-3 font-mono" title={student._id}>
                        {shortUserId(student._id)}
                      </td>
                      <td className="px-4 py-3 break-all">{student.Email}</td>
                      <td className="px-4 py-3">
                        <VerifiedBadge isVerified={student.isVerified} />
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={student.Status} />
                      </td>
                      <td className="px-4 py-3">
                        <StudentActions
                          student={student}
                          isBusy={isBusy}
                          onEdit={onEdit}
                          onToggleStatus={onToggleStatus}
                          onDelete={onDelete}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data ? (
              <p className="text-center text-sm text-muted">
                {t('students.accountCount', { count: data.total })}
                {query.isFetching ? (
                  <Spinner size="sm" label={t('students.updating')} className="ml-2 align-middle" />
                ) : null}
              </p>
            ) : null}
          </>
        )}
        {data && data.total > 0 ? (
          <Pagination page={params.page} totalPages={pages} onPageChange={(page) => apply({ page })} />
        ) : null}
      </section>
    </div>
  );
}

function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <Badge tone={statusTone(status)}>
      {status === 'active' ? t('students.badgeActive') : t('students.badgeInactive')}
    </Badge>
  );
}

function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const t = useT();
  return (
    <Badge tone={isVerified ? 'primary' : 'neutral'}>
      {isVerified ? t('students.verified') : t('students.notVerified')}
    </Badge>
  );
}

function StudentsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-16 animate-pulse rounded-[12px] bg-subtle motion-reduce:animate-none" />
      ))}
    </div>
  );
}
