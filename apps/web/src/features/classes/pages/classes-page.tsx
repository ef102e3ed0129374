import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CATEGORIES, type Category, type ClassSummary } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { CLASSES_KEY, createClass, joinClass, useClasses } from '../api/classes';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ClassCard({ summary }: { summary: ClassSummary }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h2 className="text-lg font-semibold">
        <Link to={`/classes/${summary._id}`} className="hover:underline">
          {summary.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        {[summary.subject, summary.term, t(streamLabelId(summary.category))].filter(Boolean).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        {summary.status === 'open' ? null : (
          <Badge tone={summary.status === 'archived' ? 'archived' : 'draft'}>
            {t(`classes.status.${summary.status}`)}
          </Badge>
        )}
        {summary.unreadNotices > 0 ? (
          <Badge tone="primary">{t('classes.card.unread', { count: summary.unreadNotices })}</Badge>
        ) : null}
        {summary.newItems > 0 ? (
          <Badge tone="success">{t('classes.card.new', { count: summary.newItems })}</Badge>
        ) : null}
        {summary.canManage ? <Badge>{t('classes.card.members', { count: summary.memberCount })}</Badge> : null}
      </div>
      {summary.joinCode === null ? null : (
        <p className="font-mono text-sm">{t('classes.card.code', { code: summary.joinCode })}</p>
      )}
    </Card>
  );
}

function JoinForm() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [isBusy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    joinClass(code).then(
      async (answer) => {
        showSuccessToast(answer.message ?? '');
        await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
        void navigate(`/classes/${answer.class._id}`);
      },
      (error: unknown) => {
        setBusy(false);
        showErrorToast(errorText(error));
      },
    );
  };
  return (
    <Card className="p-4">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Input
            label={t('classes.join.code')}
            hint={t('classes.join.hint')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            required
            maxLength={40}
          />
        </div>
        <Button type="submit" isBusy={isBusy}>
          {t('classes.join.submit')}
        </Button>
      </form>
    </Card>
  );
}

function CreateForm() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({ name: '', subject: '', term: '', description: '' });
  const [category, setCategory] = useState<Category>('commerce');
  const [isBusy, setBusy] = useState(false);
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    createClass({ ...fields, category }).then(
      async (answer) => {
        showSuccessToast(answer.message ?? '');
        await queryClient.invalidateQueries({ queryKey: CLASSES_KEY });
        void navigate(`/classes/${answer.class._id}`);
      },
      (error: unknown) => {
        setBusy(false);
        showErrorToast(errorText(error));
      },
    );
  };
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-lg font-semibold">{t('classes.create.heading')}</h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <Input label={t('classes.create.name')} value={fields.name} onChange={set('name')} required maxLength={120} />
        <Input label={t('classes.create.subject')} value={fields.subject} onChange={set('subject')} maxLength={120} />
        <Input label={t('classes.create.term')} value={fields.term} onChange={set('term')} maxLength={60} />
        <Select<Category>
          label={t('classes.create.stream')}
          value={category}
          onValueChange={setCategory}
          options={CATEGORIES.map((value) => ({ value, label: t(streamLabelId(value)) }))}
        />
        <div className="sm:col-span-2">
          <Textarea
            label={t('classes.create.description')}
            value={fields.description}
            onChange={set('description')}
            maxLength={2000}
            rows={3}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={isBusy}>
            {t('classes.create.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** `/classes`: a student's classes and the join form; staff's classes and the create form. */
export function ClassesPage() {
  const t = useT();
  const session = useSession();
  const classes = useClasses();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">{t('classes.title')}</h1>
        <p className="text-muted">{t(session.isStaff ? 'classes.intro.staff' : 'classes.intro.student')}</p>
      </header>
      {session.isStaff ? null : (
        <section aria-labelledby="join-heading" className="flex flex-col gap-2">
          <h2 id="join-heading" className="text-lg font-semibold">
            {t('classes.join.heading')}
          </h2>
          <JoinForm />
        </section>
      )}
      {classes.isPending ? (
        <Spinner label={t('classes.loading')} />
      ) : classes.isError ? (
        <p role="alert">{classes.error.message}</p>
      ) : classes.data.length === 0 ? (
        <p className="text-muted">{t(session.isStaff ? 'classes.empty.staff' : 'classes.empty.student')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {classes.data.map((summary) => (
            <li key={summary._id}>
              <ClassCard summary={summary} />
            </li>
          ))}
        </ul>
      )}
      {session.isStaff ? <CreateForm /> : null}
    </div>
  );
}
