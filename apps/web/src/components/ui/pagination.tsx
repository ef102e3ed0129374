import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { getPageRange } from './page-range';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-45';

/** Previous, first page, ellipsis, neighbours, ellipsis, last page, Next (spec §2). */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const t = useT();
  if (totalPages < 1) return null;
  const items = getPageRange(page, totalPages);
  return (
    <nav
      aria-label={t('pagination.label')}
      className={clsx('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        className={clsx(itemClasses, 'gap-1 border border-line bg-surface hover:bg-subtle')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('pagination.previous')}
      </button>
      {items.map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={`ellipsis-${item.key}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={clsx(
              itemClasses,
              item.page === page ? 'bg-primary text-primary-fg' : 'border border-line bg-surface hover:bg-subtle',
            )}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item.page })}
            onClick={() => onPageChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={clsx(itemClasses, 'gap-1 border border-line bg-surface hover:bg-subtle')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
