import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus, Search, CloudOff, RotateCw } from 'lucide-react';
import type { ContentStatus } from '@prepshelf/contract';
import { Badge, statusTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n/use-t';
import { categoryOptions, statusLabel, statusOptions } from '../localize';
import { ALL, type CategoryFilter, type DashboardListParams, type StatusFilter } from '../list-params';

/** A content status as a badge in the design's colours: public green ('Active'), draft amber, archived slate. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const t = useT();
  return <Badge tone={statusTone(status)}>{statusLabel(t, status)}</Badge>;
}

export function ListHeader({
  title,
  intro,
  addTo,
  addLabel,
}: {
  title: string;
  intro: string;
  addTo: string;
  addLabel: string;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted">{intro}</p>
      </div>
      <Link to={addTo} className={buttonClasses('primary', 'md')}>
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Link>
    </header>
  );
}

/**
 * Search text, category (default sciTechnology) and status (default public, shown as Active). The
 * choices are applied, and fetched, on submit only (spec §2).
 */
export function ListFilters({
  params,
  onApply,
  searchLabel,
}: {
  params: DashboardListParams;
  onApply: (filters: { search: string; category: CategoryFilter; status: StatusFilter }) => void;
  searchLabel: string;
}) {
  const t = useT();
  const [search, setSearch] = useState(params.search);
  const [category, setCategory] = useState(params.category);
  const [status, setStatus] = useState(params.status);

  // The spec's defaults (sciTechnology, public) stay the first choices; "All" comes last.
  const categoryChoices: { value: CategoryFilter; label: string }[] = [
    ...categoryOptions(t),
    { value: ALL, label: t('manage.allCategories') },
  ];
  const statusChoices: { value: StatusFilter; label: string }[] = [
    ...statusOptions(t),
    { value: ALL, label: t('manage.allStatuses') },
  ];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ search: search.trim(), category, status });
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className="grid gap-3 rounded-[12px] border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <Input
        label={searchLabel}
        name="search"
        type="search"
        value={search}
        placeholder={t('manage.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select label={t('manage.category')} value={category} onValueChange={setCategory} options={categoryChoices} />
      <Select label={t('manage.status')} value={status} onValueChange={setStatus} options={statusChoices} />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        <Search className="size-4" aria-hidden="true" />
        {t('manage.search')}
      </Button>
    </form>
  );
}

/** Yes / No before a delete (spec §4). */
export function DeleteDialog({
  itemTitle,
  isOpen,
  isBusy,
  onOpenChange,
  onConfirm,
}: {
  itemTitle: string;
  isOpen: boolean;
  isBusy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={t('manage.deleteTitle')}
      description={t('manage.deleteDescription', { title: itemTitle })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('manage.no')}</Button>
          </DialogClose>
          <Button variant="danger" isBusy={isBusy} onClick={onConfirm}>
            {t('manage.yes')}
          </Button>
        </>
      }
    />
  );
}

export function ListSkeleton({ rows, className = 'h-14' }: { rows: number; className?: string }) {
  const t = useT();
  return (
    <div aria-busy="true" aria-live="polite" className="flex flex-col gap-2">
      <p className="sr-only">{t('screen.loading')}</p>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${className} animate-pulse rounded-[12px] border border-line bg-surface motion-reduce:animate-none`}
        />
      ))}
    </div>
  );
}

export function ListEmpty({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-[12px] border border-dashed border-line bg-surface px-4 py-12 text-center text-muted">
      {children ?? t('manage.emptyList')}
    </div>
  );
}

export function ListError({
  message,
  onRetry,
  isRetrying,
}: {
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-[12px] border border-line bg-surface px-4 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <CloudOff className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-prose text-muted">{message}</p>
      <Button variant="outline" onClick={onRetry} isBusy={isRetrying}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('manage.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * A table that becomes stacked cards below 640 px (design.md): one DOM, each cell labelled from its
 * `data-label` on phones.
 */
export const TABLE_CLASSES = {
  wrapper: 'overflow-hidden rounded-[12px] border border-line bg-surface max-sm:border-0 max-sm:bg-transparent',
  table: 'w-full text-left text-sm max-sm:block',
  thead: 'bg-subtle text-xs tracking-wide text-muted uppercase max-sm:sr-only',
  th: 'px-4 py-3 font-semibold',
  tbody: 'divide-y divide-line max-sm:flex max-sm:flex-col max-sm:gap-3 max-sm:divide-y-0',
  tr: 'align-middle max-sm:block max-sm:rounded-[12px] max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-4',
  td:
    'px-4 py-3 max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1.5 ' +
    'max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
} as const;
