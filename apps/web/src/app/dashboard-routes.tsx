import { Route, Routes } from 'react-router';
import { screen, STAFF } from './lazy-screen';

const DashboardLayout = screen(
  () => import('../features/dashboard/components/dashboard-layout'),
  'DashboardLayout',
  STAFF,
);
const OverviewPage = screen(() => import('../features/dashboard/pages/overview-page'), 'OverviewPage', STAFF);
const CoursesListPage = screen(
  () => import('../features/manage-content/pages/courses-list-page'),
  'CoursesListPage',
  STAFF,
);
const NotesListPage = screen(() => import('../features/manage-content/pages/notes-list-page'), 'NotesListPage', STAFF);
const VideosListPage = screen(
  () => import('../features/manage-content/pages/videos-list-page'),
  'VideosListPage',
  STAFF,
);
const PyqListPage = screen(() => import('../features/manage-content/pages/pyq-list-page'), 'PyqListPage', STAFF);
const StudentsPage = screen(() => import('../features/students/pages/students-page'), 'StudentsPage', STAFF);
const AnalyticsPage = screen(() => import('../features/analytics/pages/analytics-page'), 'AnalyticsPage', STAFF);
const SettingsPage = screen(() => import('../features/settings/pages/settings-page'), 'SettingsPage', STAFF);
const AuditPage = screen(() => import('../features/audit/pages/audit-page'), 'AuditPage', STAFF);
const ItemOpensPage = screen(() => import('../features/opens/pages/item-opens-page'), 'ItemOpensPage', STAFF);
const NotFoundPage = screen(() => import('../features/misc/pages/not-found-page'), 'NotFoundPage');
const CourseStudentsPage = screen(
  () => import('../features/courses/pages/course-students-page'),
  'CourseStudentsPage',
  STAFF,
);

/** The screens under `/dashboard` (staff only: the app's routes guard them), in the dashboard's frame. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="dashboard-head" element={<OverviewPage />} />
        <Route path="dashboard-courses" element={<CoursesListPage />} />
        <Route path="dashboard-notes" element={<NotesListPage />} />
        <Route path="dashboard-videos" element={<VideosListPage />} />
        <Route path="dashboard-pyq" element={<PyqListPage />} />
        <Route path="dashboard-student-management" element={<StudentsPage />} />
        <Route path="dashboard-analyticst" element={<AnalyticsPage />} />
        <Route path="dashboard-settings" element={<SettingsPage />} />
        {/* Beyond the spec: the audit log of staff changes. */}
        <Route path="dashboard-audit" element={<AuditPage />} />
        {/* Beyond the spec: a course's requests and students. */}
        <Route path="courses/:courseId/students" element={<CourseStudentsPage />} />
        {/* Beyond the spec: who opened an item. */}
        <Route path="opens/:type/:id" element={<ItemOpensPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
