import type { ReactNode } from 'react';
import { DISPLAY_CUTS } from '@prepshelf/contract';
import type { MessageId } from '../../../locales/message-id';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { ManagedList, ListSkeleton } from '../components/managed-list';
import { StatusBadge, TABLE_CLASSES as T } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import type { ManagedItems } from '../api/get-dashboard-content';
import { MANAGED_KINDS } from '../kinds';
import { cutText } from '../list-params';
import { categoryLabel } from '../localize';

/** The kinds the dashboard lists as a table; videos and courses are card grids. */
export type TableKind = 'note' | 'pyq';

interface CellContext {
  t: ReturnType<typeof useT>;
  format: ReturnType<typeof useFormat>;
  language: ReturnType<typeof useLanguage>;
}

interface TableColumn<T> {
  label: MessageId;
  className?: string;
  cell: (item: T, context: CellContext) => ReactNode;
}

interface TableKindConfig<K extends TableKind> {
  intro: MessageId;
  searchLabel: MessageId;
  /** The kind's own columns, between Title and Status (spec §2). */
  columns: TableColumn<ManagedItems[K]>[];
}

const TABLE_KINDS: { [K in TableKind]: TableKindConfig<K> } = {
  note: {
    intro: 'manage.notesIntro',
    searchLabel: 'manage.searchNotes',
    columns: [
      { label: 'manage.columnCategory', cell: (item, { t }) => categoryLabel(t, item.category) },
      { label: 'manage.columnProfessor', cell: (item) => item.professor },
      {
        label: 'manage.columnUploadDate',
        className: 'tabular-nums',
        cell: (item, { format, language }) =>
          language === 'en' ? cutText(item.createdAt, DISPLAY_CUTS.date) : format.date(item.createdAt),
      },
    ],
  },
  pyq: {
    intro: 'manage.pyqIntro',
    searchLabel: 'manage.searchPapers',
    columns: [
      { label: 'manage.columnYear', className: 'tabular-nums', cell: (item) => item.year },
      { label: 'manage.columnSubject', cell: (item) => item.subject },
      { label: 'manage.columnCategory', cell: (item, { t }) => categoryLabel(t, item.category) },
    ],
  },
};

/** A dashboard list as a table: Title, the kind's own columns, Status, Actions; one page of the kind's size. */
export function TableListPage<K extends TableKind>({ kind }: { kind: K }) {
  const t = useT();
  const context: CellContext = { t, format: useFormat(), language: useLanguage() };
  const { intro, searchLabel, columns } = TABLE_KINDS[kind] as TableKindConfig<K>;
  const headings: MessageId[] = [
    'manage.columnTitle',
    ...columns.map((column) => column.label),
    'manage.columnStatus',
    'manage.columnActions',
  ];
  return (
    <ManagedList
      kind={kind}
      intro={intro}
      searchLabel={searchLabel}
      skeleton={<ListSkeleton rows={MANAGED_KINDS[kind].pageSize} />}
      renderItems={(items, actions) => (
        <div className={T.wrapper}>
          <table className={T.table}>
            <thead className={T.thead}>
              <tr>
                {headings.map((label) => (
                  <th key={label} scope="col" className={T.th}>
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={T.tbody}>
              {items.map((item) => (
                <tr key={item._id} className={T.tr}>
                  <td data-label={t('manage.columnTitle')} className={`${T.td} font-medium`}>
                    {item.title}
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.label}
                      data-label={t(column.label)}
                      className={column.className ? `${T.td} ${column.className}` : T.td}
                    >
                      {column.cell(item, context)}
                    </td>
                  ))}
                  <td data-label={t('manage.columnStatus')} className={T.td}>
                    <StatusBadge status={item.status} />
                  </td>
                  <td data-label={t('manage.columnActions')} className={T.td}>
                    <RowActions
                      title={item.title}
                      opensPath={`/dashboard/opens/${kind}/${encodeURIComponent(item._id)}`}
                      onEdit={() => actions.onEdit(item)}
                      onDelete={() => actions.onDelete(item)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
