import { TableListPage } from './table-list-page';

/** /dashboard/dashboard-pyq: Title, Year, Subject, Category, Status, Actions (spec §2), 4 a page. */
export function PyqListPage() {
  return <TableListPage kind="pyq" />;
}
