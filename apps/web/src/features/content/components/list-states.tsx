import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { API_MESSAGE_IDS } from '../../../lib/i18n/api-message-ids';
import { useT } from '../../../lib/i18n/use-t';
import { useIsOnline } from '../../../lib/offline/connection';
import { isNetworkFailure } from '../../../lib/query-client';
import type { ListKind } from '../list-params';
import { LIST_GRID_CLASSES, LIST_SKELETON_HEIGHTS } from '../list-grid';

/** The grid of a list's cards, the same for the skeleton and the cards (no layout shift). */
export function gridClasses(kind: ListKind): string {
  return LIST_GRID_CLASSES[kind];
}

/** Placeholder cards in the list's own grid while the first page loads. */
export function ListSkeleton({ kind, count }: { kind: ListKind; count: number }) {
  const t = useT();
  return (
    <div aria-busy="true" aria-live="polite">
      <p className="sr-only">{t('contentLists.loading')}</p>
      <ul className={LIST_GRID_CLASSES[kind]} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className={`${LIST_SKELETON_HEIGHTS[kind]} animate-pulse rounded-[12px] border border-line bg-subtle motion-reduce:animate-none`}
          />
        ))}
      </ul>
    </div>
  );
}

/** Spec §2: the empty text (PAGE_TEXTS.emptyList in English) with spinners. */
export function EmptyList({ text }: { text?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-[12px] border border-dashed border-line px-4 py-12 text-center">
      <div className="flex gap-3 text-primary-text" aria-hidden="true">
        <Spinner size="sm" label={null} />
        <Spinner size="md" label={null} />
        <Spinner size="sm" label={null} />
      </div>
      <p className="max-w-prose text-muted">{text ?? t('contentLists.emptyList')}</p>
    </div>
  );
}

/**
 * A failed load: what happened and a retry button (design.md). A failure of the network (the api client's
 * status 0, whether or not the browser believes it is online) says so plainly: it never stands for an empty
 * list or "no results", which would tell a student there is no material.
 */
export function ListError({ error, onRetry, isRetrying }: { error: Error; onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  const isOnline = useIsOnline();
  const clientTextId = API_MESSAGE_IDS.get(error.message);
  const heading = isNetworkFailure(error)
    ? t(isOnline ? 'arriving.unreachableHeading' : 'arriving.offlineHeading')
    : t('arriving.failedHeading');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-[12px] border border-line bg-surface px-4 py-12 text-center"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <CloudOff className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{heading}</p>
      <p className="max-w-prose text-muted">{clientTextId === undefined ? error.message : t(clientTextId)}</p>
      <Button variant="outline" onClick={onRetry} isBusy={isRetrying}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('contentLists.tryAgain')}
      </Button>
    </div>
  );
}
