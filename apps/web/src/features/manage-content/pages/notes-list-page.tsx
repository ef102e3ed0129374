import { DISPLAY_CUTS } from '@prepshelf/contract';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { ManagedList, ListSkeleton } from '../components/managed-list';
import { StatusBadge, TABLE_CLASSES as T } from '../components/list-parts';
import { RowActions } from '../components/row-actions';
import { MANAGED_KINDS } from '../kinds';
import { cutText } from '../list-params';
import { categoryLabel } from '../localize';

/** /dashboard/dashboard-notes: Title, Category, Profesor, Upload Date, Status, Actions (spec §2), 5 a page. */
export function NotesListPage() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  return (
    <ManagedList
      kind="note"
      intro="manage.notesIntro"
      searchLabel="manage.searchNotes"
      skeleton={<ListSkeleton rows={MANAGED_KINDS.note.pageSize} />}
      renderItems={(items, actions) => (
        <div className={T.wrapper}>
          <table className={T.table}>
            <thead className={T.thead}>
              <tr>
                <th scope="col" className={T.th}>
                  {t('manage.columnTitle')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnCategory')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnProfessor')}
                </th>
                <th scope="col" className={T.th}>
                  {t('manage.columnUploadDate')}
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
                  <td data-label={t('manage.columnCategory')} className={T.td}>
                    {categoryLabel(t, item.category)}
                  </td>
                  <td data-label={t('manage.columnProfessor')} className={T.td}>
                    {item.professor}
                  </td>
                  <td data-label={t('manage.columnUploadDate')} className={`${T.td} tabular-nums`}>
                    {language === 'en' ? cutText(item.createdAt, DISPLAY_CUTS.date) : format.date(item.createdAt)}
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
