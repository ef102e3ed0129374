import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Filter, RefreshCw } from 'lucide-react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useLanguage, useT, type Translate } from '../../../lib/i18n/use-t';
import { useSession } from '../../../lib/use-session';
import { useAuditLog } from '../api/get-audit';
import {
  auditParamsToSearch,
  auditActionLabel,
  formatWhen,
  parseAuditParams,
  roleName,
  targetName,
  summariseDetails,
  type AuditParams,
} from '../audit-params';

function actionOptions(t: Translate): { value: AuditAction | 'all'; label: string }[] {
  return [
    { value: 'all', label: t('audit.allActions') },
    ...AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.action.${value}`) })),
  ];
}
function targetOptions(t: Translate): { value: AuditTargetType | 'all'; label: string }[] {
  return [
    { value: 'all', label: t('audit.allTargets') },
    ...AUDIT_TARGET_TYPES.map((value) => ({ value, label: t(`audit.target.${value}`) })),
  ];
}

const COLUMNS = [
  'audit.columnWhen',
  'audit.columnWho',
  'audit.columnAction',
  'audit.columnTarget',
  'audit.columnDetails',
  'audit.columnFromWhere',
] as const;

/** Dashboard → Audit log: who changed what, when and from where (Admin: everyone; Instructor: their own). */
export function AuditPage() {
  const t = useT();
  const language = useLanguage();
  const { isAdmin } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseAuditParams(searchParams, isAdmin);
  const [draft, setDraft] = useState(params);
  const query = useAuditLog(params);
  const paramsKey = auditParamsToSearch(params).toString();
  // The form follows the URL when it changes under it (back button, a link).
  const [draftFor, setDraftFor] = useState(paramsKey);
  if (draftFor !== paramsKey) {
    setDraftFor(paramsKey);
    setDraft(params);
  }

  const apply = (next: AuditParams) => setSearchParams(auditParamsToSearch(next));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...draft, page: 1 });
  };
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <p className="text-sm text-muted">{isAdmin ? t('audit.introAdmin') : t('audit.introOwn')}</p>
      </header>

      <form
        aria-label={t('audit.filterLabel')}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-[12px] border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 xl:items-end"
      >
        <Select
          label={t('audit.action')}
          value={draft.action}
          options={actionOptions(t)}
          onValueChange={(action) => setDraft({ ...draft, action })}
        />
        <Select
          label={t('audit.target')}
          value={draft.targetType}
          options={targetOptions(t)}
          onValueChange={(targetType) => setDraft({ ...draft, targetType })}
        />
        <Input
          label={t('audit.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Input
          label={t('audit.to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        {isAdmin ? (
          <Input
            label={t('audit.who')}
            value={draft.actor}
            maxLength={254}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        ) : null}
        <Button type="submit">
          <Filter className="size-4" aria-hidden="true" />
          {t('audit.apply')}
        </Button>
      </form>

      <section
        aria-label={t('audit.entries')}
        aria-busy={query.isFetching || undefined}
        className="flex flex-col gap-4"
      >
        {query.isPending ? (
          <div className="h-40 animate-pulse rounded-[12px] bg-subtle motion-reduce:animate-none" aria-hidden="true" />
        ) : query.isError && !data ? (
          <div className="flex flex-col items-start gap-3 rounded-[12px] border border-line bg-surface p-6">
            <p role="alert" className="text-danger-text">
              {query.error.message}
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('audit.tryAgain')}
            </Button>
          </div>
        ) : !data || data.entries.length === 0 ? (
          <p className="rounded-[12px] border border-line bg-surface p-6 text-center text-muted">{t('audit.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-[12px] border border-line bg-surface">
            <table className="w-full text-left text-sm max-sm:block">
              <thead className="border-b border-line bg-subtle text-xs tracking-wide text-muted uppercase max-sm:hidden">
                <tr>
                  {COLUMNS.map((heading) => (
                    <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {data.entries.map((entry) => (
                  <tr
                    key={entry._id}
                    className="border-b border-line last:border-b-0 max-sm:grid max-sm:grid-cols-[6.5rem_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4"
                  >
                    <Cell label={t('audit.columnWhen')}>
                      <time dateTime={entry.createdAt} className="whitespace-nowrap">
                        {formatWhen(entry.createdAt, language === 'en' ? undefined : INTL_LOCALES[language])}
                      </time>
                    </Cell>
                    <Cell label={t('audit.columnWho')}>
                      <span className="[overflow-wrap:anywhere]">{entry.actor.Email}</span>
                      <span className="block text-xs text-muted">{roleName(t, entry.actor.Role)}</span>
                    </Cell>
                    <Cell label={t('audit.columnAction')}>
                      <Badge
                        className="whitespace-nowrap"
                        tone={
                          entry.action.endsWith('.deleted') || entry.action === 'student.blocked' ? 'danger' : 'primary'
                        }
                      >
                        {auditActionLabel(t, entry.action)}
                      </Badge>
                    </Cell>
                    <Cell label={t('audit.columnTarget')}>
                      <span className="text-muted">{targetName(t, entry.targetType)}</span>{' '}
                      <span className="font-medium break-words">{entry.targetTitle}</span>
                    </Cell>
                    <Cell label={t('audit.columnDetails')}>
                      <span className="text-muted" title={summariseDetails(entry.details, 2000)}>
                        {summariseDetails(entry.details) || '—'}
                      </span>
                    </Cell>
                    <Cell label={t('audit.columnFromWhere')}>
                      <span className="font-mono text-xs">{entry.ip ?? '—'}</span>
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && data.total > data.limit ? (
          <Pagination page={params.page} totalPages={pages} onPageChange={(page) => apply({ ...params, page })} />
        ) : null}
      </section>
    </div>
  );
}

/** A table cell that, below 640 px, shows its column's name beside it (a stacked card row). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="px-4 py-3 align-top max-sm:contents">
      <span className="hidden text-muted max-sm:block" aria-hidden="true">
        {label}
      </span>
      <span className="max-sm:block">{children}</span>
    </td>
  );
}
