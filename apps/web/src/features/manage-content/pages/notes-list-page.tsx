import { TableListPage } from './table-list-page';

/** /dashboard/dashboard-notes: Title, Category, Profesor, Upload Date, Status, Actions (spec §2), 5 a page. */
export function NotesListPage() {
  return <TableListPage kind="note" />;
}
