import { useT } from '../../../lib/i18n/use-t';
import { ManagedList, ListSkeleton } from '../components/managed-list';
import { StatusBadge, TABLE_CLASSES as T } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import { MANAGED_KINDS } from '../kinds';
import { categoryLabel } from '../localize';

/** /dashboard/dashboard-pyq: Title, Year, Subject, Category, Status, Actions (spec §2), 4 a page. */
export function PyqListPage() {
  const t = useT();
  return (
    <ManagedList
      kind="pyq"
      intro="manage.pyqIntro"
      searchLabel="manage.searchPapers"
      skeleton={<ListSkeleton rows={MANAGED_KINDS.pyq.pageSize} />}
      renderItems={(items, actions) => (
        <div className={T.wrapper}>
          <table className={T.table}>
            <thead className={T.thead}>
              <tr>
                <th scope="col" className={T.th}>
                  {t('manage.columnTitle')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnYear')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnSubject')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnCategory')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnStatus')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnActions')}
                </th>
              </tr>
            </thead>
            <tbody className={T.tbody}>
              {items.map((item) => (
                <tr key={item._id} className={T.tr}>
                  <td data-label={t('manage.columnTitle')} className={`${T.td} font-medium`}>
                    {item.title}
                  </td>
                  <td data-label={t('manage.columnYear')} className={`${T.td} tabular-nums`}>
                    {item.year}
                  </td>
                  <td data-label={t('manage.columnSubject')} className={T.td}>
                    {item.subject}
                  </td>
                  <td data-label={t('manage.columnCategory')} className={T.td}>
                    {categoryLabel(t, item.category)}
                  </td>
                  <td data-label={t('manage.columnStatus')} className={T.td}>
                    <StatusBadge status={item.status} />
                  </td>
                  <td data-label={t('manage.columnActions')} className={T.td}>
                    <RowActions
                      title={item.title}
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
