import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Megaphone, RefreshCw, Send } from 'lucide-react';
import { clsx } from 'clsx';
import { DISPLAY_CUTS, type AnnouncementBodyFormat, type Role } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../lib/i18n/i18n';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import {
  previewAnnouncement,
  useAnnounceUsers,
  useAnnouncementHistory,
  useAnnouncementPreview,
  useSendAnnouncement,
} from '../api/announcements-api';
import {
  filterUsers,
  PICKER_ROW_LIMIT,
  selectableByAll,
  toggleAll,
  toggleOne,
  validateAnnouncement,
} from '../announcement-logic';
import type { MessageId } from '../../../locales/message-id';
import { useClasses } from '../../classes/api/classes';

const EMPTY_SELECTION: Set<string> = new Set();

/** The audience's roles, students first: only they are chosen when the page opens. */
const AUDIENCE_ROLES = [
  { role: 'Student', label: 'audience.roleStudent' },
  { role: 'Instructor', label: 'audience.roleInstructor' },
  { role: 'Admin', label: 'audience.roleAdmin' },
] as const satisfies readonly { role: Role; label: MessageId }[];

/** The value, once it has stopped changing for `delayMs` (the live preview asks the server at most that often). */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The mail as the server would send it: its HTML in a sandboxed frame (no scripts, no
 * same-origin access), so what the Admin sees is the sanitised body in the real template.
 */
function MailPreview({ html, title }: { html: string | undefined; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html ?? ''}
      className="h-[420px] w-full rounded-lg border border-line bg-white"
    />
  );
}

interface Confirmation {
  recipients: number;
  html: string;
}

/**
 * /announcement (Admin only, spec §2): choose the roles (students by default) and pick users, write a
 * subject and a plain-text or HTML body, queue the mails.
 */
export function AnnouncementPage() {
  const t = useT();
  const format = useFormat();
  const users = useAnnounceUsers();
  const send = useSendAnnouncement();
  const [search, setSearch] = useState('');
  // The selection belongs to one load of the user list: it resets whenever the list is (re)loaded (spec §4).
  const [selection, setSelection] = useState<{ loadedAt: number; ids: Set<string> }>(() => ({
    loadedAt: 0,
    ids: new Set(),
  }));
  const loadedAt = users.dataUpdatedAt;
  const selected = selection.loadedAt === loadedAt ? selection.ids : EMPTY_SELECTION;
  const setSelected = (update: Set<string> | ((current: Set<string>) => Set<string>)) =>
    setSelection((current) => {
      const ids = current.loadedAt === loadedAt ? current.ids : EMPTY_SELECTION;
      return { loadedAt, ids: typeof update === 'function' ? update(ids) : update };
    });
  const [roles, setRoles] = useState<ReadonlySet<Role>>(() => new Set<Role>(['Student']));
  const [classIds, setClassIds] = useState<ReadonlySet<string>>(() => new Set());
  const classes = useClasses();
  const classChoices = (classes.data ?? []).filter((entry) => entry.status !== 'archived');
  /** The first class chosen narrows the default "All students" to the chosen classes. */
  const toggleClass = (classId: string) => {
    const next = new Set(classIds);
    if (next.has(classId)) next.delete(classId);
    else next.add(classId);
    if (classIds.size === 0 && next.size === 1 && roles.size === 1 && roles.has('Student')) setRoles(new Set());
    setClassIds(next);
  };
  const [bodyFormat, setBodyFormat] = useState<AnnouncementBodyFormat>('text');
  const [subject, setSubject] = useState('');
  const [emailBody, setEmailBody] = useState('');
  const [invalid, setInvalid] = useState<'users' | 'subject' | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The submit button is busy (disabled) while the step is prepared, so the dialog cannot remember it:
  // give it the focus back by hand once the dialog has closed (design.md: focus returns to the opener).
  const closeConfirmation = () => {
    setConfirmation(null);
    requestAnimationFrame(() => submitRef.current?.focus());
  };
  const [isPreparing, setIsPreparing] = useState(false);
  const settledSubject = useSettledValue(subject, 400);
  const settledBody = useSettledValue(emailBody, 400);
  const livePreview = useAnnouncementPreview(settledSubject, settledBody, bodyFormat);
  const formatName = useId();

  const allUsers = useMemo(() => users.data ?? [], [users.data]);
  const shown = useMemo(() => filterUsers(allUsers, search), [allUsers, search]);
  const drawn = shown.slice(0, PICKER_ROW_LIMIT);
  // "Select all" never picks staff silently: they are picked one by one, or by choosing their role.
  const selectable = useMemo(() => selectableByAll(shown, roles), [shown, roles]);
  const isEveryShownSelected = selectable.length > 0 && selectable.every((user) => selected.has(user._id));
  const draftOf = () => ({
    subject: subject.trim(),
    emailBody,
    userIds: [...selected],
    roles: AUDIENCE_ROLES.map((entry) => entry.role).filter((role) => roles.has(role)),
    ...(classIds.size > 0 ? { classIds: [...classIds] } : {}),
    bodyFormat,
  });

  /** Checks the form, then asks the server for the exact mail and its recipients, and asks to confirm. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAnnouncement(selected.size, subject, roles.size + classIds.size);
    setInvalid(problem?.field ?? null);
    if (problem) {
      showWarningToast(i18n._(problem.field === 'users' ? 'announcements.noUsersSelected' : 'announcements.noSubject'));
      (problem.field === 'subject' ? subjectRef : searchRef).current?.focus();
      return;
    }
    setIsPreparing(true);
    previewAnnouncement(draftOf())
      .then((preview) => setConfirmation({ recipients: preview.recipients, html: preview.html }))
      .catch((error: unknown) =>
        showErrorToast(error instanceof Error ? error.message : i18n._('announcements.toastError')),
      )
      .finally(() => setIsPreparing(false));
  };

  const confirmSend = () => {
    send.mutate(draftOf(), {
      onSuccess: () => {
        showSuccessToast(i18n._('announcements.toastSent'));
        closeConfirmation();
        setSelected(new Set());
        setClassIds(new Set());
        setSubject('');
        setEmailBody('');
      },
      onError: () => {
        closeConfirmation();
        showErrorToast(i18n._('announcements.toastError'));
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-8">
      <header className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary-text">
          <Megaphone className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-bold">{t('announcements.title')}</h1>
          <p className="text-sm text-muted">{t('announcements.intro')}</p>
        </div>
      </header>

      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6 rounded-[12px] border border-line bg-surface p-5 sm:p-6 lg:grid-cols-2"
      >
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t('announcements.recipients')}</legend>
          <fieldset className="flex flex-col gap-2" aria-describedby={`${listId}-roles-hint`}>
            <legend className="mb-1 text-sm font-medium">{t('audience.roles')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {AUDIENCE_ROLES.map((entry) => (
                <label key={entry.role} className="inline-flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={roles.has(entry.role)}
                    onChange={() =>
                      setRoles((current) => {
                        const next = new Set(current);
                        if (next.has(entry.role)) next.delete(entry.role);
                        else next.add(entry.role);
                        return next;
                      })
                    }
                  />
                  {t(entry.label)}
                </label>
              ))}
            </div>
            <p id={`${listId}-roles-hint`} className="text-sm text-muted">
              {t('audience.rolesHint')}
            </p>
          </fieldset>
          <fieldset className="flex flex-col gap-2" aria-describedby={`${listId}-classes-hint`}>
            <legend className="mb-1 text-sm font-medium">{t('audience.classes')}</legend>
            {classes.isPending ? (
              <Spinner label={t('audience.classesLoading')} />
            ) : classChoices.length === 0 ? (
              <p className="text-sm text-muted">{t('audience.noClasses')}</p>
            ) : (
              <div className="flex max-h-48 flex-col gap-1 overflow-y-auto">
                {classChoices.map((entry) => (
                  <label key={entry._id} className="inline-flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={classIds.has(entry._id)}
                      onChange={() => toggleClass(entry._id)}
                    />
                    <span className="min-w-0 break-words">
                      {entry.name}{' '}
                      <span className="text-muted">{t('audience.classMembers', { count: entry.memberCount })}</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
            <p id={`${listId}-classes-hint`} className="text-sm text-muted">
              {t('audience.classesHint')}
            </p>
          </fieldset>
          <h3 className="text-sm font-medium">{t('audience.picked')}</h3>
          <Input
            ref={searchRef}
            label={t('announcements.searchUsers')}
            type="search"
            placeholder={t('announcements.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-controls={listId}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="inline-flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={isEveryShownSelected}
                disabled={selectable.length === 0}
                onChange={() => setSelected((current) => toggleAll(current, selectable))}
              />
              {t(
                selectable.length === shown.length
                  ? search.trim() === ''
                    ? 'announcements.selectAll'
                    : 'announcements.selectAllShown'
                  : search.trim() === ''
                    ? 'audience.selectAllStudents'
                    : 'audience.selectAllStudentsShown',
                { count: format.number(selectable.length) },
              )}
            </label>
            <div className="flex items-center gap-2">
              <span className="text-sm text-muted" aria-live="polite">
                {t('announcements.selectedCount', { count: format.number(selected.size) })}
              </span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void users.refetch()}
                disabled={users.isFetching}
                aria-label={t('announcements.refresh')}
                title={t('announcements.refreshTitle')}
              >
                <RefreshCw className={clsx('size-4', users.isFetching && 'animate-spin')} aria-hidden="true" />
              </Button>
            </div>
          </div>
          <ul
            id={listId}
            aria-label={t('announcements.users')}
            className={clsx(
              'max-h-[200px] overflow-y-auto rounded-lg border bg-canvas',
              invalid === 'users' ? 'border-danger' : 'border-line',
            )}
          >
            {users.isPending ? (
              <li className="flex items-center gap-2 p-3 text-sm text-muted">
                <Spinner size="sm" label={null} /> {t('announcements.loadingUsers')}
              </li>
            ) : users.isError ? (
              <li className="flex items-center justify-between gap-2 p-3 text-sm">
                <span className="text-danger-text">{users.error.message}</span>
                <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
                  {t('announcements.tryAgain')}
                </Button>
              </li>
            ) : drawn.length === 0 ? (
              <li className="p-3 text-sm text-muted">{t('announcements.noUsersMatch')}</li>
            ) : (
              drawn.map((user) => (
                <li key={user._id} className="border-b border-line last:border-b-0">
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-subtle">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={selected.has(user._id)}
                      onChange={() => setSelected((current) => toggleOne(current, user._id))}
                    />
                    <span className="min-w-0 grow">
                      <span className="block truncate font-medium">{user.Username}</span>
                      <span className="block truncate text-muted">{user.Email}</span>
                    </span>
                    {user.Role !== undefined && user.Role !== 'Student' ? (
                      <Badge tone="primary">
                        {t(user.Role === 'Admin' ? 'audience.badgeAdmin' : 'audience.badgeInstructor')}
                      </Badge>
                    ) : null}
                  </label>
                </li>
              ))
            )}
          </ul>
          {shown.length > drawn.length ? (
            <p className="text-sm text-muted">
              {t('announcements.showingSome', {
                drawn: format.number(drawn.length),
                shown: format.number(shown.length),
              })}
            </p>
          ) : null}
        </fieldset>

        <div className="flex min-w-0 flex-col gap-4">
          <Input
            ref={subjectRef}
            label={t('announcements.subject')}
            value={subject}
            maxLength={200}
            isInvalid={invalid === 'subject'}
            onChange={(event) => setSubject(event.target.value)}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('audience.format')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {(['text', 'html'] as const).map((value) => (
                <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={formatName}
                    className="size-4 accent-primary"
                    checked={bodyFormat === value}
                    onChange={() => setBodyFormat(value)}
                  />
                  {t(value === 'text' ? 'audience.formatText' : 'audience.formatHtml')}
                </label>
              ))}
            </div>
          </fieldset>
          <Textarea
            label={t(bodyFormat === 'text' ? 'audience.bodyText' : 'announcements.body')}
            value={emailBody}
            onChange={(event) => setEmailBody(event.target.value)}
            placeholder={t(bodyFormat === 'text' ? 'audience.bodyTextPlaceholder' : 'announcements.bodyPlaceholder')}
            className={clsx('h-[250px] resize-y text-sm', bodyFormat === 'html' && 'font-mono')}
          />
          <p className="text-sm text-muted">
            {t(bodyFormat === 'text' ? 'audience.bodyTextHint' : 'announcements.bodyHint')}
          </p>
          <Button ref={submitRef} type="submit" isBusy={send.isPending || isPreparing} className="self-end">
            {send.isPending ? null : <Send className="size-4" aria-hidden="true" />}
            {send.isPending ? t('announcements.sending') : t('announcements.send')}
          </Button>
        </div>
      </form>

      <section aria-labelledby="mail-preview-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="mail-preview-heading" className="text-lg font-semibold">
            {t('announcements.previewHeading')}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {livePreview.isError
              ? livePreview.error.message
              : livePreview.isFetching
                ? t('announcements.previewUpdating')
                : t('announcements.previewHint')}
          </p>
        </div>
        <MailPreview html={livePreview.data?.html} title={t('announcements.previewFrame')} />
      </section>

      <Dialog
        open={confirmation !== null}
        onOpenChange={(open) => {
          if (!open && !send.isPending) closeConfirmation();
        }}
        title={t('announcements.confirmTitle')}
        description={
          confirmation === null
            ? undefined
            : confirmation.recipients === 0
              ? t('announcements.confirmNone')
              : t('announcements.confirmCount', { count: confirmation.recipients })
        }
        className="max-w-2xl"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={send.isPending}>
                {t('announcements.cancel')}
              </Button>
            </DialogClose>
            <Button
              onClick={confirmSend}
              isBusy={send.isPending}
              disabled={confirmation === null || confirmation.recipients === 0}
            >
              {send.isPending
                ? t('announcements.sending')
                : t('announcements.sendTo', { count: confirmation?.recipients ?? 0 })}
            </Button>
          </>
        }
      >
        <MailPreview html={confirmation?.html} title={t('announcements.confirmFrame')} />
      </Dialog>

      <AnnouncementHistory />
    </div>
  );
}

function AnnouncementHistory() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const history = useAnnouncementHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section aria-labelledby="announcement-history" className="flex flex-col gap-4">
      <h2 id="announcement-history" className="text-lg font-semibold">
        {t('announcements.history')}
      </h2>
      {history.isError && !data ? (
        <div className="flex items-center gap-3 rounded-[12px] border border-line bg-surface p-4">
          <p className="text-danger-text">{history.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            {t('announcements.tryAgain')}
          </Button>
        </div>
      ) : !data ? (
        <div className="h-24 animate-pulse rounded-[12px] bg-subtle motion-reduce:animate-none" aria-hidden="true" />
      ) : data.announcements.length === 0 ? (
        <p className="rounded-[12px] border border-line bg-surface p-4 text-muted">{t('announcements.historyEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.announcements.map((item) => (
            <li
              key={item._id}
              className="flex flex-col gap-2 rounded-[12px] border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="truncate font-medium" title={item.subject}>
                  {item.subject}
                </p>
                <p className="text-sm text-muted">
                  {/* English keeps the spec's date cut (2026-11-25); Hindi a date in its own words. */}
                  {language === 'en' ? item.createdAt.slice(0, DISPLAY_CUTS.date) : format.date(item.createdAt)}
                  {item.sentBy ? ` · ${t('announcements.sentBy', { email: item.sentBy.Email })}` : ''} ·{' '}
                  {t('announcements.recipientCount', { count: item.recipients })}
                </p>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('announcements.delivery')}>
                <Count
                  label={t('announcements.queued')}
                  value={format.number(item.queued)}
                  isZero={item.queued === 0}
                  tone="text-amber-text"
                />
                <Count
                  label={t('announcements.sent')}
                  value={format.number(item.sent)}
                  isZero={item.sent === 0}
                  tone="text-accent-text"
                />
                <Count
                  label={t('announcements.failed')}
                  value={format.number(item.failed)}
                  isZero={item.failed === 0}
                  tone="text-danger-text"
                />
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.limit ? <Pagination page={page} totalPages={pages} onPageChange={setPage} /> : null}
    </section>
  );
}

function Count({ label, value, isZero, tone }: { label: string; value: string; isZero: boolean; tone: string }) {
  return (
    <span className="inline-flex items-baseline gap-1">
      <span className={clsx('font-semibold', isZero ? 'text-muted' : tone)}>{value}</span>
      <span className="text-muted">{label}</span>
    </span>
  );
}
