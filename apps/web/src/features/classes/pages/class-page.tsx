import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dashboardContentResponseSchema,
  NOTICE_MAX_LENGTH,
  type ClassItem,
  type ClassPageResponse,
  type ClassStatus,
  type ClassUnit,
  type ItemType,
  type Notice,
} from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { apiClient } from '../../../lib/api-client';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import {
  addMembers,
  addUnit,
  CLASSES_KEY,
  deleteClass,
  deleteNotice,
  deleteUnit,
  INBOX_KEY,
  leaveClass,
  postNotice,
  removeClassItem,
  removeMember,
  resetJoinCode,
  saveClassItem,
  updateClass,
  useClassMembers,
  useClassPage,
} from '../api/classes';
import { materialPath } from '../components/class-material';
import { NoticeText } from '../components/notice-text';

// Staff only: its code loads when a class's staff open the page.
const ClassProgress = lazy(() =>
  import('../components/class-progress').then((module) => ({ default: module.ClassProgress })),
);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const ITEM_TYPES: readonly ItemType[] = ['note', 'pyq', 'video', 'course'];
const CONTENT_TYPE_OF: Record<ItemType, string> = { note: 'notes', pyq: 'pyq', video: 'video', course: 'course' };

/** Runs a change, tells its message, and refreshes every classes and inbox query. */
function useRun() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = (key: string, call: () => Promise<string | undefined | void>) => {
    setBusy(key);
    call().then(
      async (message) => {
        if (typeof message === 'string' && message !== '') showSuccessToast(message);
        await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
        await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
        setBusy(null);
      },
      (error: unknown) => {
        setBusy(null);
        showErrorToast(errorText(error));
      },
    );
  };
  return { busy, run };
}

function MaterialRow({ item, classId, canManage }: { item: ClassItem; classId: string; canManage: boolean }) {
  const t = useT();
  const { busy, run } = useRun();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <Badge>{t(`classes.material.type.${item.type}`)}</Badge>
      <Link to={materialPath(item)} className="font-medium text-primary-text hover:underline">
        {item.title}
      </Link>
      {item.isPinned ? <Badge tone="primary">{t('classes.material.pinned')}</Badge> : null}
      {item.isClassOnly && canManage ? <Badge tone="draft">{t('classes.material.classOnly')}</Badge> : null}
      {canManage ? (
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          aria-label={t('classes.material.removeLabel', { title: item.title })}
          isBusy={busy === 'remove'}
          onClick={() => run('remove', () => removeClassItem(classId, item.type, item._id))}
        >
          {t('classes.material.remove')}
        </Button>
      ) : null}
    </li>
  );
}

function UnitSection(props: {
  classId: string;
  unit: ClassUnit | null;
  items: ClassItem[];
  canManage: boolean;
  isArchived: boolean;
}) {
  const t = useT();
  const { busy, run } = useRun();
  const { unit, items, classId, canManage } = props;
  if (unit === null && items.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <h3 className="text-base font-semibold">{unit?.name ?? t('classes.material.other')}</h3>
        {unit !== null && canManage && !props.isArchived ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('classes.units.deleteLabel', { name: unit.name })}
            isBusy={busy === 'unit'}
            onClick={() => run('unit', () => deleteUnit(classId, unit._id))}
          >
            {t('classes.units.delete')}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('classes.material.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <MaterialRow key={`${item.type}:${item._id}`} item={item} classId={classId} canManage={canManage} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Staff pick one of their library items (the dashboard's list: an Instructor's own, an Admin's every item). */
function GiveMaterialForm({ classId, units }: { classId: string; units: ClassUnit[] }) {
  const t = useT();
  const { busy, run } = useRun();
  const [type, setType] = useState<ItemType>('note');
  const [itemId, setItemId] = useState('');
  const [unitId, setUnitId] = useState('none');
  const [isPinned, setPinned] = useState(false);
  const library = useQuery({
    queryKey: [...CLASSES_KEY, 'library', type],
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/content/dashbordContent', {
        schema: dashboardContentResponseSchema,
        query: { type: CONTENT_TYPE_OF[type], page: 1, limit: 100 },
        signal,
      });
      if (!result.ok) throw new Error(result.message);
      return result.data.results;
    },
  });
  const options = (library.data ?? []).map((item) => ({ value: item._id, label: item.title }));
  const chosen = options.some((option) => option.value === itemId) ? itemId : (options[0]?.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === '') return;
    run('give', () =>
      saveClassItem(classId, { type, itemId: chosen, unitId: unitId === 'none' ? null : unitId, isPinned }),
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Select<ItemType>
        label={t('classes.material.kind')}
        value={type}
        onValueChange={setType}
        options={ITEM_TYPES.map((value) => ({ value, label: t(`classes.material.type.${value}`) }))}
      />
      {options.length === 0 ? (
        <p className="self-end text-sm text-muted">{library.isPending ? <Spinner /> : t('classes.material.none')}</p>
      ) : (
        <Select<string> label={t('classes.material.item')} value={chosen} onValueChange={setItemId} options={options} />
      )}
      <Select<string>
        label={t('classes.material.unit')}
        value={unitId}
        onValueChange={setUnitId}
        options={[
          { value: 'none', label: t('classes.material.noUnit') },
          ...units.map((unit) => ({ value: unit._id, label: unit.name })),
        ]}
      />
      <label className="flex items-center gap-2 self-end text-sm">
        <input type="checkbox" checked={isPinned} onChange={(event) => setPinned(event.target.checked)} />
        {t('classes.material.pin')}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" isBusy={busy === 'give'} disabled={chosen === ''}>
          {t('classes.material.submit')}
        </Button>
      </div>
    </form>
  );
}

function UnitForm({ classId }: { classId: string }) {
  const t = useT();
  const { busy, run } = useRun();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run('unit', async () => {
      const answer = await addUnit(classId, name);
      setName('');
      return answer.message;
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <Input
          label={t('classes.units.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
        />
      </div>
      <Button type="submit" variant="outline" isBusy={busy === 'unit'}>
        {t('classes.units.submit')}
      </Button>
    </form>
  );
}

/** A notice's attachment: a link where the class's material holds it, else its title alone. */
function NoticeAttachment({
  attachment,
  items,
}: {
  attachment: NonNullable<Notice['attachment']>;
  items: ClassItem[];
}) {
  const t = useT();
  const item = items.find((one) => one.type === attachment.type && one._id === attachment._id);
  const text = t('classes.notices.attachment', { title: attachment.title });
  return (
    <p className="text-sm">
      {item === undefined ? (
        text
      ) : (
        <Link to={materialPath(item)} className="font-medium text-primary-text hover:underline">
          {text}
        </Link>
      )}
    </p>
  );
}

function NoticeBoard({ page }: { page: ClassPageResponse }) {
  const t = useT();
  const format = useFormat();
  const { busy, run } = useRun();
  const [body, setBody] = useState('');
  const [attached, setAttached] = useState('none');
  const classId = page.class._id;
  const canPost = page.class.canManage && page.class.status !== 'archived';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const item = page.items.find((one) => `${one.type}:${one._id}` === attached);
    run('post', async () => {
      const answer = await postNotice(classId, body, item === undefined ? null : { type: item.type, itemId: item._id });
      setBody('');
      setAttached('none');
      return answer.message;
    });
  };
  return (
    <section aria-labelledby="notices-heading" className="flex flex-col gap-3">
      <h2 id="notices-heading" className="text-xl font-semibold">
        {t('classes.notices.heading')}
      </h2>
      {canPost ? (
        <Card className="p-4">
          <form onSubmit={submit} className="flex flex-col gap-3">
            <Textarea
              label={t('classes.notices.write')}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={4}
              required
              maxLength={NOTICE_MAX_LENGTH}
              aria-describedby="notice-hint"
            />
            <p id="notice-hint" className="text-xs text-muted">
              {t('classes.notices.hint', { count: body.length, max: NOTICE_MAX_LENGTH })}
            </p>
            {page.items.length === 0 ? null : (
              <Select<string>
                label={t('classes.notices.attach')}
                value={attached}
                onValueChange={setAttached}
                options={[
                  { value: 'none', label: t('classes.notices.attachNone') },
                  ...page.items.map((item) => ({ value: `${item.type}:${item._id}`, label: item.title })),
                ]}
              />
            )}
            <Button type="submit" className="self-start" isBusy={busy === 'post'}>
              {t('classes.notices.post')}
            </Button>
          </form>
        </Card>
      ) : null}
      {page.notices.length === 0 ? (
        <p className="text-muted">{t('classes.notices.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.notices.map((notice) => (
            <li key={notice._id}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <span>
                    {t('classes.notices.by', {
                      name: notice.author?.username ?? '—',
                      date: format.dateTime(notice.createdAt),
                    })}
                  </span>
                  {notice.isRead ? null : <Badge tone="primary">{t('classes.notices.unread')}</Badge>}
                  {page.class.canManage ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="ml-auto"
                      aria-label={t('classes.notices.deleteLabel', { date: format.dateTime(notice.createdAt) })}
                      isBusy={busy === notice._id}
                      onClick={() => run(notice._id, () => deleteNotice(classId, notice._id))}
                    >
                      {t('classes.notices.delete')}
                    </Button>
                  ) : null}
                </div>
                <NoticeText text={notice.body} />
                {notice.attachment === null ? null : (
                  <NoticeAttachment attachment={notice.attachment} items={page.items} />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Members({ classId, isArchived }: { classId: string; isArchived: boolean }) {
  const t = useT();
  const format = useFormat();
  const { busy, run } = useRun();
  const members = useClassMembers(classId, true);
  const [emails, setEmails] = useState('');
  const [notFound, setNotFound] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run('add', async () => {
      const answer = await addMembers(
        classId,
        emails
          .split(/[\s,;]+/)
          .map((email) => email.trim())
          .filter(Boolean),
      );
      setNotFound(answer.notFound);
      setEmails('');
      return t('classes.members.added', { added: answer.added, already: answer.alreadyMembers });
    });
  };
  return (
    <section aria-labelledby="members-heading" className="flex flex-col gap-3">
      <h2 id="members-heading" className="text-xl font-semibold">
        {t('classes.members.heading')}
      </h2>
      {isArchived ? null : (
        <Card className="p-4">
          <form onSubmit={submit} className="flex flex-col gap-3">
            <Textarea
              label={t('classes.members.add')}
              value={emails}
              onChange={(event) => setEmails(event.target.value)}
              rows={2}
              required
              aria-describedby="members-hint"
            />
            <p id="members-hint" className="text-xs text-muted">
              {t('classes.members.addHint')}
            </p>
            {notFound.length === 0 ? null : (
              <p role="alert" className="text-sm text-danger">
                {t('classes.members.notFound', { emails: notFound.join(', ') })}
              </p>
            )}
            <Button type="submit" className="self-start" isBusy={busy === 'add'}>
              {t('classes.members.submit')}
            </Button>
          </form>
        </Card>
      )}
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <p role="alert">{members.error.message}</p>
      ) : members.data.length === 0 ? (
        <p className="text-muted">{t('classes.members.empty')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {members.data.map((member) => (
            <li key={member._id} className="flex flex-wrap items-center gap-2 py-2">
              <span className="font-medium">{member.username}</span>
              <span className="text-sm break-all text-muted">{member.email}</span>
              {member.status === 'active' ? null : <Badge tone="danger">{t('classes.members.blocked')}</Badge>}
              <span className="text-xs text-muted">
                {t('classes.members.joined', { date: format.date(member.joinedAt) })}
              </span>
              {isArchived ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto"
                  aria-label={t('classes.members.removeLabel', { name: member.username })}
                  isBusy={busy === member._id}
                  onClick={() => run(member._id, () => removeMember(classId, member._id))}
                >
                  {t('classes.members.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ManagePanel({ page }: { page: ClassPageResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const { busy, run } = useRun();
  const summary = page.class;
  const link = `${location.origin}/classes/join/${summary.joinCode ?? ''}`;
  const setStatus = (status: ClassStatus) =>
    run(status, async () => (await updateClass(summary._id, { status })).message);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('classes.manage.heading')}</h2>
      {summary.joinCode === null || summary.status === 'archived' ? null : (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">{t('classes.manage.code')}</dt>
          <dd className="font-mono text-lg tracking-widest">{summary.joinCode}</dd>
          <dt className="font-medium">{t('classes.manage.link')}</dt>
          <dd className="break-all">
            <a href={link} className="text-primary-text underline">
              {link}
            </a>
          </dd>
        </dl>
      )}
      <div className="flex flex-wrap gap-2">
        {summary.status === 'archived' ? (
          <Button variant="outline" isBusy={busy === 'open'} onClick={() => setStatus('open')}>
            {t('classes.manage.unarchive')}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              isBusy={busy === 'code'}
              onClick={() => run('code', async () => (await resetJoinCode(summary._id)).message)}
            >
              {t('classes.manage.newCode')}
            </Button>
            {summary.status === 'open' ? (
              <Button variant="outline" isBusy={busy === 'closed'} onClick={() => setStatus('closed')}>
                {t('classes.manage.close')}
              </Button>
            ) : (
              <Button variant="outline" isBusy={busy === 'open'} onClick={() => setStatus('open')}>
                {t('classes.manage.reopen')}
              </Button>
            )}
            <Button variant="outline" isBusy={busy === 'archived'} onClick={() => setStatus('archived')}>
              {t('classes.manage.archive')}
            </Button>
          </>
        )}
        <Dialog
          title={t('classes.manage.deleteTitle', { name: summary.name })}
          description={t('classes.manage.deleteText')}
          trigger={<Button variant="danger">{t('classes.manage.delete')}</Button>}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('classes.manage.cancel')}</Button>
              </DialogClose>
              <Button
                variant="danger"
                isBusy={busy === 'delete'}
                onClick={() =>
                  run('delete', async () => {
                    const message = await deleteClass(summary._id);
                    void navigate('/classes');
                    return message;
                  })
                }
              >
                {t('classes.manage.delete')}
              </Button>
            </>
          }
        />
      </div>
    </Card>
  );
}

/** `/classes/:classId`: the class's units and material, its notice board, and for staff its members. */
export function ClassPage() {
  const t = useT();
  const navigate = useNavigate();
  const { classId = '' } = useParams();
  const query = useClassPage(classId);
  const { busy, run } = useRun();

  if (query.isPending) return <Spinner className="m-8" />;
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-8">
        <h1 className="text-2xl font-bold">{t('classes.title')}</h1>
        <p role="alert">{query.error.message || t('classes.page.notFound')}</p>
        <Link to="/classes" className={buttonClasses('outline', 'md', 'self-start')}>
          {t('classes.page.back')}
        </Link>
      </div>
    );
  }
  const page = query.data;
  const summary = page.class;
  const isArchived = summary.status === 'archived';
  const unitIds = new Set(page.units.map((unit) => unit._id));
  const itemsOf = (unitId: string | null) =>
    page.items.filter((item) =>
      unitId === null ? item.unitId === null || !unitIds.has(item.unitId) : item.unitId === unitId,
    );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <Link to="/classes" className="self-start text-sm text-primary-text hover:underline">
          {t('classes.page.back')}
        </Link>
        <h1 className="text-2xl font-bold break-words">{summary.name}</h1>
        <p className="text-muted">
          {[summary.subject, summary.term, t(streamLabelId(summary.category))].filter(Boolean).join(' · ')}
        </p>
        {summary.staff.length === 0 ? null : (
          <p className="text-sm">
            {t('classes.page.teachers', { names: summary.staff.map((person) => person.username).join(', ') })}
          </p>
        )}
        {summary.status === 'open' ? null : (
          <Badge tone={isArchived ? 'archived' : 'draft'} className="self-start">
            {t(`classes.status.${summary.status}`)}
          </Badge>
        )}
        {summary.description ? <p className="whitespace-pre-line">{summary.description}</p> : null}
        {summary.isMember ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            isBusy={busy === 'leave'}
            onClick={() =>
              run('leave', async () => {
                const message = await leaveClass(summary._id);
                void navigate('/classes');
                return message;
              })
            }
          >
            {t('classes.leave')}
          </Button>
        ) : null}
      </header>

      {summary.canManage ? <ManagePanel page={page} /> : null}

      <NoticeBoard page={page} />

      <section aria-labelledby="material-heading" className="flex flex-col gap-4">
        <h2 id="material-heading" className="text-xl font-semibold">
          {t('classes.material.heading')}
        </h2>
        {page.items.length === 0 && page.units.length === 0 ? (
          <p className="text-muted">{t('classes.material.empty')}</p>
        ) : null}
        {page.units.map((unit) => (
          <UnitSection
            key={unit._id}
            classId={summary._id}
            unit={unit}
            items={itemsOf(unit._id)}
            canManage={summary.canManage}
            isArchived={isArchived}
          />
        ))}
        <UnitSection
          classId={summary._id}
          unit={null}
          items={itemsOf(null)}
          canManage={summary.canManage}
          isArchived={isArchived}
        />
        {summary.canManage && !isArchived ? (
          <Card className="flex flex-col gap-4 p-4">
            <h3 className="font-semibold">{t('classes.material.add')}</h3>
            <GiveMaterialForm classId={summary._id} units={page.units} />
            <h3 className="font-semibold">{t('classes.units.add')}</h3>
            <UnitForm classId={summary._id} />
          </Card>
        ) : null}
      </section>

      {summary.canManage ? <Members classId={summary._id} isArchived={isArchived} /> : null}

      {summary.canManage ? (
        <Suspense fallback={<Spinner />}>
          <ClassProgress classId={summary._id} />
        </Suspense>
      ) : null}
    </div>
  );
}
