import { CATEGORY_LABELS } from '@prepshelf/contract';
import { ManagedList, ListSkeleton } from '../components/managed-list';
import { StatusBadge, TABLE_CLASSES as T } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import { MANAGED_KINDS } from '../kinds';

/** /dashboard/dashboard-pyq: Title, Year, Subject, Category, Status, Actions (spec §2), 4 a page. */
export function PyqListPage() {
  return (
    <ManagedList
      kind="pyq"
      intro="Previous-year question papers you manage, newest first."
      searchLabel="Search papers"
      skeleton={<ListSkeleton rows={MANAGED_KINDS.pyq.pageSize} />}
      renderItems={(items, actions) => (
        <div className={T.wrapper}>
          <table className={T.table}>
            <thead className={T.thead}>
              <tr>
                <th scope="col" className={T.th}>
                  Title
                </th>
                <th scope="col" className={T.th}>
                  Year
                </th>
                <th scope="col" className={T.th}>
                  Subject
                </th>
                <th scope="col" className={T.th}>
                  Category
                </th>
                <th scope="col" className={T.th}>
                  Status
                </th>
                <th scope="col" className={T.th}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className={T.tbody}>
              {items.map((item) => (
                <tr key={item._id} className={T.tr}>
                  <td data-label="Title" className={`${T.td} font-medium`}>
                    {item.title}
                  </td>
                  <td data-label="Year" className={`${T.td} tabular-nums`}>
                    {item.year}
                  </td>
                  <td data-label="Subject" className={T.td}>
                    {item.subject}
                  </td>
                  <td data-label="Category" className={T.td}>
                    {CATEGORY_LABELS[item.category]}
                  </td>
                  <td data-label="Status" className={T.td}>
                    <StatusBadge status={item.status} />
                  </td>
                  <td data-label="Actions" className={T.td}>
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
