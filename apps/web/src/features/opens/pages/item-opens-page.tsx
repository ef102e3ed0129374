import { useState } from 'react';
import { useParams } from 'react-router';
import { Download } from 'lucide-react';
import { ITEM_TYPES, OPENS_FILTERS, type OpensFilter } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { ExportButton } from '../../../components/ui/export-button';
import { Pagination } from '../../../components/ui/pagination';
import { TableHead } from '../../../components/ui/table-head';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { downloadItemOpensCsv, useItemOpens } from '../api/item-opens';

const FILTER_LABELS: Record<OpensFilter, MessageId> = {
  all: 'itemOpens.filterAll',
  opened: 'itemOpens.filterOpened',
  'not-opened': 'itemOpens.filterNotOpened',
};

/** Dashboard → an item → Who opened it: the students, who opened it, when last, the pages read. */
export function ItemOpensPage() {
  const t = useT();
  const format = useFormat();
  const params = useParams();
  const type = ITEM_TYPES.find((value) => value === params.type) ?? 'note';
  const id = params.id ?? '';
  const [filter, setFilter] = useState<OpensFilter>('all');
  const [page, setPage] = useState(1);
  const report = useItemOpens(type, id, filter, page);
  const data = report.data;

  if (report.isError && !data) {
    return <p className="px-4 py-8 text-danger-text">{report.error.message}</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('itemOpens.title', { title: data?.item.title ?? '…' })}</h1>
        {data ? (
          <p className="text-muted" aria-live="polite">
            {t('itemOpens.summary', { opened: format.number(data.opened), students: format.number(data.students) })}
          </p>
        ) : null}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="sr-only">{t('itemOpens.show')}</legend>
          {OPENS_FILTERS.map((value) => (
            <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                name="opens-filter"
                className="size-4 accent-primary"
                checked={filter === value}
                onChange={() => {
                  setFilter(value);
                  setPage(1);
                }}
              />
              {t(FILTER_LABELS[value])}
            </label>
          ))}
        </fieldset>
        <ExportButton download={() => downloadItemOpensCsv(type, id)} failedMessage={t('itemOpens.exportFailed')}>
          <Download className="size-4" aria-hidden="true" />
          {t('itemOpens.export')}
        </ExportButton>
      </div>
      {data && data.rows.length === 0 ? (
        <p className="rounded-[12px] border border-dashed border-line px-4 py-10 text-center text-muted">
          {t('itemOpens.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-[12px] border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <TableHead
              headings={[
                t('itemOpens.columnStudent'),
                t('itemOpens.columnLastOpened'),
                { label: t('itemOpens.columnTimes'), className: 'text-right' },
                (type === 'note' || type === 'pyq') && { label: t('itemOpens.columnPages'), className: 'text-right' },
              ]}
            />
            <tbody>
              {(data?.rows ?? []).map((row) => (
                <tr key={row._id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-3 py-2 font-normal">
                    <span className="block font-medium">{row.Username}</span>
                    <span className="block break-all text-muted">{row.Email}</span>
                  </th>
                  <td className="px-3 py-2">
                    {row.lastOpenedAt === null ? (
                      <Badge tone="neutral">{t('itemOpens.notOpened')}</Badge>
                    ) : (
                      format.dateTime(row.lastOpenedAt)
                    )}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{format.number(row.openCount)}</td>
                  {type === 'note' || type === 'pyq' ? (
                    <td className="px-3 py-2 text-right tabular-nums">
                      {row.page === null || row.page === 0
                        ? '—'
                        : row.pageCount === null
                          ? format.number(row.page)
                          : t('itemOpens.pageOf', {
                              page: format.number(row.page),
                              pages: format.number(row.pageCount),
                            })}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > data.limit ? (
        <Pagination page={page} totalPages={Math.ceil(data.total / data.limit)} onPageChange={setPage} />
      ) : null}
    </div>
  );
}
