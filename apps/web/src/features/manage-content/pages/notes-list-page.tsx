import { CATEGORY_LABELS, DISPLAY_CUTS } from '@prepshelf/contract';
import { ManagedList, ListSkeleton } from '../components/managed-list';
import { StatusBadge, TABLE_CLASSES as T } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import { MANAGED_KINDS } from '../kinds';
import { cutText } from '../list-params';

/** /dashboard/dashboard-notes: Title, Category, Profesor, Upload Date, Status, Actions (spec §2), 5 a page. */
export function NotesListPage() {
  return (
    <ManagedList
      kind="note"
      intro="Every note you manage, newest first."
      searchLabel="Search notes"
      skeleton={<ListSkeleton rows={MANAGED_KINDS.note.pageSize} />}
      renderItems={(items, actions) => (
        <div className={T.wrapper}>
          <table className={T.table}>
            <thead className={T.thead}>
              <tr>
                <th scope="col" className={T.th}>
                  Title
                </th>
                <th scope="col" className={T.th}>
                  Category
                </th>
                <th scope="col" className={T.th}>
                  Profesor
                </th>
                <th scope="col" className={T.th}>
                  Upload Date
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
                  <td data-label="Category" className={T.td}>
                    {CATEGORY_LABELS[item.category]}
                  </td>
                  <td data-label="Profesor" className={T.td}>
                    {item.professor}
                  </td>
                  <td data-label="Upload Date" className={`${T.td} tabular-nums`}>
                    {cutText(item.createdAt, DISPLAY_CUTS.date)}
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
