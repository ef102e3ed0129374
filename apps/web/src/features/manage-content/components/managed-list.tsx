import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deleteFailed, deleteSucceeded } from '@prepshelf/contract';
import type { MessageId } from '../../../locales/message-id';
import { Pagination } from '../../../components/ui/pagination';
import { countPages } from '../../../components/ui/page-range';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { localizeMessage } from '../localize';
import { useDashboardContent, type ManagedItems } from '../api/get-dashboard-content';
import { useDeleteContent } from '../api/delete-content';
import { MANAGED_KINDS, type ManagedKind } from '../kinds';
import { readListParams, writeListParams, type DashboardListParams } from '../list-params';
import { DeleteDialog, ListEmpty, ListError, ListFilters, ListHeader, ListSkeleton } from './list-parts';

export interface ItemActions<T> {
  /** Opens the update page with the item as navigation state (spec §2). */
  onEdit: (item: T) => void;
  /** Asks Yes / No, then deletes. */
  onDelete: (item: T) => void;
}

export interface ManagedListProps<K extends ManagedKind> {
  kind: K;
  intro: MessageId;
  searchLabel: MessageId;
  skeleton: ReactNode;
  renderItems: (items: ManagedItems[K][], actions: ItemActions<ManagedItems[K]>) => ReactNode;
}

/**
 * A dashboard list: filters and page in the URL, one server page at a time (dashbordContent with
 * page/limit/total) behind the shared pagination control, edit and delete.
 */
export function ManagedList<K extends ManagedKind>({
  kind,
  intro,
  searchLabel,
  skeleton,
  renderItems,
}: ManagedListProps<K>) {
  const t = useT();
  const config = MANAGED_KINDS[kind];
  const title = t(config.title);
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readListParams(query), [query]);
  const list = useDashboardContent(kind, params);
  const remove = useDeleteContent(kind);
  const [toDelete, setToDelete] = useState<ManagedItems[K] | null>(null);

  const setParams = (next: DashboardListParams) => setQuery(writeListParams(next));
  const totalPages = countPages(list.data?.total ?? 0, config.pageSize);
  const items = list.data?.items ?? [];

  async function confirmDelete() {
    if (!toDelete) return;
    const result = await remove.mutateAsync(toDelete._id);
    setToDelete(null);
    if (!result.ok) {
      showErrorToast(localizeMessage(deleteFailed(config.deleteLabel)));
      return;
    }
    showSuccessToast(localizeMessage(deleteSucceeded(config.deleteLabel)));
    // The last item of a later page: show the page before it.
    if (items.length === 1 && params.page > 1) setParams({ ...params, page: params.page - 1 });
  }

  const actions: ItemActions<ManagedItems[K]> = {
    onEdit: (item) => void navigate(config.routes.update, { state: item }),
    onDelete: (item) => setToDelete(item),
  };

  let body: ReactNode;
  if (list.isPending) body = skeleton;
  else if (list.isError) {
    body = <ListError message={list.error.message} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  } else if (items.length === 0) body = <ListEmpty />;
  else body = renderItems(items, actions);

  return (
    <div className="flex flex-col gap-6">
      <ListHeader title={title} intro={t(intro)} addTo={config.routes.upload} addLabel={t(config.addLabel)} />
      <ListFilters
        key={query.toString()}
        params={params}
        searchLabel={t(searchLabel)}
        onApply={(filters) => setParams({ ...filters, page: 1 })}
      />
      <section
        aria-label={t('manage.listLabel', { title })}
        aria-busy={list.isFetching || undefined}
        className="flex flex-col gap-6"
      >
        {body}
        {totalPages > 1 ? (
          <Pagination
            page={params.page}
            totalPages={totalPages}
            onPageChange={(page) => setParams({ ...params, page })}
          />
        ) : null}
      </section>
      <DeleteDialog
        itemTitle={toDelete?.title ?? ''}
        isOpen={toDelete !== null}
        isBusy={remove.isPending}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

export { ListSkeleton };
