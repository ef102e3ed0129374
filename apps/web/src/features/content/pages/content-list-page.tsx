import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  SORT_ORDERS,
  type Category,
  type CourseItem,
  type NoteItem,
  type PyqItem,
  type VideoItem,
} from '@prepshelf/contract';
import { clsx } from 'clsx';
import { ArrowRight, FileQuestion, Layers } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { chooseStream, useDeviceStream } from '../../../lib/stream';
import { Pagination } from '../../../components/ui/pagination';
import { countPages } from '../../../components/ui/page-range';
import { useT } from '../../../lib/i18n/use-t';
import { streamLabelId } from '../../../lib/i18n/stream-label';
import { usePublicList, type ItemsByKind } from '../api/get-public-list';
import { CourseCard } from '../components/course-card';
import { EmptyList, gridClasses, ListError, ListSkeleton } from '../components/list-states';
import { NoteCard, PyqCard } from '../components/note-card';
import { VideoCard } from '../components/video-card';
import { LIST_KINDS, readListParams, writeListParams, type ListKind, type ListParams } from '../list-params';

function renderCard<K extends ListKind>(kind: K, item: ItemsByKind[K]): ReactNode {
  switch (kind) {
    case 'note':
      return <NoteCard note={item as NoteItem} />;
    case 'pyq':
      return <PyqCard pyq={item as PyqItem} />;
    case 'video':
      return <VideoCard video={item as VideoItem} />;
    case 'course':
      return <CourseCard course={item as CourseItem} />;
  }
  return null;
}

function SortSwitch({
  kind,
  value,
  onChange,
}: {
  kind: ListKind;
  value: ListParams['sortBy'];
  onChange: (sortBy: ListParams['sortBy']) => void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('contentLists.sortOrder')}
      className="inline-flex rounded-lg border border-line bg-surface p-1"
    >
      {SORT_ORDERS.map((order) => (
        <button
          key={order}
          type="button"
          aria-pressed={order === value}
          onClick={() => onChange(order)}
          className={clsx(
            'h-9 rounded-md px-3 text-sm font-semibold transition-colors duration-150',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            order === value ? 'bg-primary text-primary-fg' : 'text-muted hover:bg-subtle hover:text-fg',
          )}
        >
          {t(`contentLists.${kind}.${order}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The stream switcher every list shows in its header, visible on phones too: a pick sets
 * `?category=` like the category menu and is remembered on the device and the account.
 */
function StreamSwitch({ value, onChange }: { value: Category; onChange: (category: Category) => void }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('contentLists.stream')} className="flex flex-wrap gap-2">
      {CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={category === value}
          onClick={() => onChange(category)}
          className={clsx(
            'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors duration-150',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            category === value
              ? 'border-primary bg-primary text-primary-fg'
              : 'border-line bg-surface text-muted hover:bg-subtle hover:text-fg',
          )}
        >
          {t(streamLabelId(category))}
        </button>
      ))}
    </div>
  );
}

/** The PYQ list's side banner (spec §2): a pointer to the courses. */
function CoursesBanner() {
  const t = useT();
  return (
    <aside
      aria-labelledby="pyq-banner-heading"
      className="flex flex-col gap-3 rounded-[12px] border border-line bg-primary-soft p-5 lg:sticky lg:top-24"
    >
      <span className="inline-flex size-10 items-center justify-center rounded-lg bg-surface text-primary-text">
        <FileQuestion className="size-5" aria-hidden="true" />
      </span>
      <h2 id="pyq-banner-heading" className="text-lg font-semibold">
        {t('contentLists.bannerHeading')}
      </h2>
      <p className="text-sm text-muted">{t('contentLists.bannerText')}</p>
      <Link to="/cource" className={buttonClasses('primary', 'md', 'w-full')}>
        {t('contentLists.bannerLink')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </aside>
  );
}

/**
 * One public list (spec §2 Content lists): category, sort order and page live in the URL; the server
 * pages the list; the cards keep their place while the next page loads.
 */
export function ContentListPage({ kind }: { kind: ListKind }) {
  const t = useT();
  const config = LIST_KINDS[kind];
  const title = t(`contentLists.${kind}.title`);
  const [searchParams, setSearchParams] = useSearchParams();
  const remembered = useDeviceStream() ?? DEFAULT_CATEGORY;
  const params = readListParams(searchParams, remembered);
  const list = usePublicList(kind, params);
  const totalPages = list.data ? countPages(list.data.total, config.pageSize) : 0;

  // A page beyond the end (an old link, or a new category with fewer pages) shows the last page.
  const isBeyondEnd = list.data !== undefined && !list.isPlaceholderData && totalPages > 0 && params.page > totalPages;
  useEffect(() => {
    if (isBeyondEnd) {
      setSearchParams((current) => writeListParams(current, { page: totalPages }, remembered), { replace: true });
    }
  }, [isBeyondEnd, totalPages, setSearchParams, remembered]);

  const change = (next: Partial<ListParams>) => {
    if (next.category !== undefined) chooseStream(next.category);
    setSearchParams((current) => writeListParams(current, next, remembered));
    if (next.page !== undefined) window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton kind={kind} count={Math.min(config.pageSize, 6)} />;
  } else if (list.isError) {
    body = <ListError error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  } else if (list.data.items.length === 0) {
    body = isBeyondEnd ? <ListSkeleton kind={kind} count={Math.min(config.pageSize, 6)} /> : <EmptyList />;
  } else {
    body = (
      <div className="flex flex-col gap-8">
        <ul
          className={clsx(gridClasses(kind), 'transition-opacity duration-150', list.isPlaceholderData && 'opacity-60')}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {list.data.items.map((item) => (
            <li key={item._id}>{renderCard(kind, item)}</li>
          ))}
        </ul>
        <Pagination page={params.page} totalPages={totalPages} onPageChange={(page) => change({ page })} />
      </div>
    );
  }

  const heading = (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="text-[1.75rem] font-bold tracking-tight sm:text-[2rem]">{title}</h1>
        <p className="max-w-prose text-muted">{t(`contentLists.${kind}.intro`)}</p>
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-text">
          <Layers className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('contentLists.categoryPrefix')}</span>
          {t(streamLabelId(params.category))}
          {list.data && !list.isPlaceholderData ? (
            <span className="text-muted"> · {t('contentLists.itemCount', { count: list.data.total })}</span>
          ) : null}
        </p>
        <StreamSwitch value={params.category} onChange={(category) => change({ category })} />
      </div>
      <SortSwitch kind={kind} value={params.sortBy} onChange={(sortBy) => change({ sortBy })} />
    </header>
  );

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      {heading}
      {kind === 'pyq' ? (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_280px]">
          <section aria-label={title}>{body}</section>
          <CoursesBanner />
        </div>
      ) : (
        <section aria-label={title}>{body}</section>
      )}
    </div>
  );
}

export function NotesPage() {
  return <ContentListPage kind="note" />;
}

export function PyqPage() {
  return <ContentListPage kind="pyq" />;
}

export function VideoPage() {
  return <ContentListPage kind="video" />;
}

export function CoursePage() {
  return <ContentListPage kind="course" />;
}
