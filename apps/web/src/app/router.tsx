import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { Guard } from './guards';
import { MainLayout } from '../components/layout/main-layout';
import { HomePage } from '../features/home/pages/home-page';
import { AppFallback, RootLayout } from './root-layout';
import { onScreenArrived, screen, STAFF } from './lazy-screen';

/*
 * Every route of spec §2, in React Router's declarative mode (docs/decisions/0005: the data router
 * alone cost about 18 KB gzipped on every first load). Screens are lazy components, so the landing
 * page ships only what it needs; navigations run as transitions (see app-router.tsx), so the current
 * screen stays up, with the loading bar, until the next one's code has arrived. Guards render
 * <Navigate> before any guarded screen and read localStorage at every navigation.
 */

const contentLists = () => import('../features/content/pages/content-list-page');
const authPages = () => import('../features/auth/pages/auth-page');
const noteForms = () => import('../features/manage-content/pages/note-form-page');
const pyqForms = () => import('../features/manage-content/pages/pyq-form-page');
const videoForms = () => import('../features/manage-content/pages/video-form-page');
const courseForms = () => import('../features/manage-content/pages/course-form-page');

/** The QueryClient (TanStack Query) wraps every screen that talks to the server; lazy, so `/` loads without it. */
const DataLayout = screen(() => import('./data-layout'), 'DataLayout');

const AboutPage = screen(() => import('../features/about/pages/about-page'), 'AboutPage');
const SearchResultsPage = screen(() => import('../features/search/pages/search-results-page'), 'SearchResultsPage');
const EnrollmentPage = screen(() => import('../features/enrollment/pages/enrollment-page'), 'EnrollmentPage');
const NotFoundPage = screen(() => import('../features/misc/pages/not-found-page'), 'NotFoundPage');

const ProfilePage = screen(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const AccountPage = screen(() => import('../features/settings/pages/account-page'), 'AccountPage');
const UnsubscribePage = screen(() => import('../features/settings/pages/unsubscribe-page'), 'UnsubscribePage');
const MyLearningPage = screen(() => import('../features/learning/pages/my-learning-page'), 'MyLearningPage');
const NotesPage = screen(contentLists, 'NotesPage');
const CoursePage = screen(contentLists, 'CoursePage');
const PyqPage = screen(contentLists, 'PyqPage');
const VideoPage = screen(contentLists, 'VideoPage');
const ContactPage = screen(() => import('../features/contact/pages/contact-page'), 'ContactPage');
const PdfViewerPage = screen(() => import('../features/viewer/pages/pdf-viewer-page'), 'PdfViewerPage');
const PlanPage = screen(() => import('../features/plans/pages/plan-page'), 'PlanPage');
const OfflineShelfPage = screen(() => import('../features/offline/pages/offline-shelf-page'), 'OfflineShelfPage');
const ClassesRoutes = screen(() => import('../features/classes/pages/classes-routes'), 'ClassesRoutes');
const InboxPage = screen(() => import('../features/classes/pages/inbox-page'), 'InboxPage');
const CourseLearnPage = screen(() => import('../features/courses/pages/course-learn-page'), 'CourseLearnPage');

const AuthPage = screen(authPages, 'AuthPage');
const VerifyEmailPage = screen(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = screen(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const SetPasswordPage = screen(() => import('../features/auth/pages/set-password-page'), 'SetPasswordPage');
const GoogleCallbackPage = screen(() => import('../features/auth/pages/google-callback-page'), 'GoogleCallbackPage');

const NoteUploadPage = screen(noteForms, 'NoteUploadPage', STAFF);
const NoteUpdatePage = screen(noteForms, 'NoteUpdatePage', STAFF);
const PyqUploadPage = screen(pyqForms, 'PyqUploadPage', STAFF);
const PyqUpdatePage = screen(pyqForms, 'PyqUpdatePage', STAFF);
const VideoUploadPage = screen(videoForms, 'VideoUploadPage', STAFF);
const VideoUpdatePage = screen(videoForms, 'VideoUpdatePage', STAFF);
const CourseUploadPage = screen(courseForms, 'CourseUploadPage', STAFF);
const CourseUpdatePage = screen(courseForms, 'CourseUpdatePage', STAFF);
const AddStudentPage = screen(() => import('../features/students/pages/add-student-page'), 'AddStudentPage', STAFF);
const UpdateStudentPage = screen(
  () => import('../features/students/pages/update-student-page'),
  'UpdateStudentPage',
  STAFF,
);
const AnnouncementPage = screen(
  () => import('../features/announcements/pages/announcement-page'),
  'AnnouncementPage',
  STAFF,
);

const DashboardLayout = screen(
  () => import('../features/dashboard/components/dashboard-layout'),
  'DashboardLayout',
  STAFF,
);
/** The dashboard's own screens under `/dashboard`: their table is a chunk of its own, off the landing page. */
const DashboardRoutes = screen(() => import('./dashboard-routes'), 'DashboardRoutes', STAFF);

/**
 * The list frame a direct link paints before the data layer's code arrives. Its code is a
 * chunk of its own, so the landing page does not carry it (docs/decisions/0005): the entry starts
 * fetching it at once when the page opened on a list, and otherwise on first need; until it is
 * there, the usual late spinner.
 */
const LIST_PATH = /^\/(?:notes|q-paper|video|cource)\/*$/i;
let loadedPlaceholder: ComponentType | undefined;
const loadScreenPlaceholder = () =>
  import('./screen-placeholder').then((module) => (loadedPlaceholder = module.ScreenPlaceholder));
if (LIST_PATH.test(window.location.pathname)) void loadScreenPlaceholder();

function ScreenPlaceholder() {
  const [Placeholder, setPlaceholder] = useState(() => loadedPlaceholder);
  useEffect(() => {
    // React drops the update if the placeholder has gone meanwhile; a failed load keeps the spinner.
    if (Placeholder === undefined) {
      loadScreenPlaceholder().then(
        (loaded) => setPlaceholder(() => loaded),
        () => undefined,
      );
    }
  }, [Placeholder]);
  return Placeholder === undefined ? <AppFallback /> : <Placeholder />;
}

export function AppRoutes() {
  const [, setArrival] = useState({});
  useEffect(() => {
    onScreenArrived(() => setArrival({}));
  }, []);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* The chrome and the landing page are in the entry chunk: `/` paints without waiting for lazy code. */}
        <Route element={<MainLayout />}>
          {/* Public. Home and About need no server data, so they sit outside the data layout. */}
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          {/* A direct link paints the chrome and the screen's frame before the data layer's code arrives. */}
          <Route
            element={
              <Suspense fallback={<ScreenPlaceholder />}>
                <DataLayout />
              </Suspense>
            }
          >
            <Route path="searchcontent" element={<SearchResultsPage />} />
            <Route path="enrollmentcource" element={<EnrollmentPage />} />
            <Route path="unsubscribe" element={<UnsubscribePage />} />
            <Route element={<Guard allow="logged-in" />}>
              <Route path="profile" element={<ProfilePage />} />
              <Route path="account" element={<AccountPage />} />
              <Route path="myLearning" element={<MyLearningPage />} />
              <Route path="notes" element={<NotesPage />} />
              <Route path="cource" element={<CoursePage />} />
              <Route path="Q-paper" element={<PyqPage />} />
              <Route path="video" element={<VideoPage />} />
              <Route path="contact" element={<ContactPage />} />
              <Route path="pdfviewer" element={<PdfViewerPage />} />
              <Route path="plan-detail" element={<PlanPage />} />
              {/* Beyond the spec: the PDFs saved on this device for offline reading. */}
              <Route path="offline-shelf" element={<OfflineShelfPage />} />
              {/* Beyond the spec: an enrolled student's course, lecture after lecture. */}
              <Route path="courses/:courseId/learn" element={<CourseLearnPage />} />
              {/* Beyond the spec: classes, their join links, and the inbox of their notices. */}
              <Route path="classes/*" element={<ClassesRoutes />} />
              <Route path="inbox" element={<InboxPage />} />
            </Route>
            {/* A welcome mail's link: open whether or not someone is logged in on this browser. */}
            <Route path="set-password" element={<SetPasswordPage />} />
            <Route element={<Guard allow="logged-out" />}>
              <Route path="auth" element={<AuthPage />} />
              <Route path="login" element={<AuthPage />} />
              <Route path="register" element={<AuthPage />} />
              <Route path="verifyEmail" element={<VerifyEmailPage />} />
              <Route path="forgotPassword" element={<ForgotPasswordPage />} />
              <Route path="auth/google/callback" element={<GoogleCallbackPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
        <Route element={<DataLayout />}>
          <Route element={<Guard allow="staff" />}>
            <Route path="dashboard/*" element={<DashboardRoutes />} />
            {/* The spec's own paths, inside the dashboard's frame so its navigation stays. */}
            <Route element={<DashboardLayout />}>
              <Route path="uploadNotes" element={<NoteUploadPage />} />
              <Route path="uploadPYQ" element={<PyqUploadPage />} />
              <Route path="uploadVideo" element={<VideoUploadPage />} />
              <Route path="uploadCourse" element={<CourseUploadPage />} />
              <Route path="updatesnotes" element={<NoteUpdatePage />} />
              <Route path="updatespyq" element={<PyqUpdatePage />} />
              <Route path="updatesvideo" element={<VideoUpdatePage />} />
              <Route path="updatecourse" element={<CourseUpdatePage />} />
              <Route path="addStudent" element={<AddStudentPage />} />
              <Route path="updatestudent" element={<UpdateStudentPage />} />
              <Route element={<Guard allow="admin" />}>
                <Route path="announcement" element={<AnnouncementPage />} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
