import type { MessageId } from '../locales/message-id';

/**
 * The document title of each screen: "<screen> · PrepShelf", so tabs, history and screen
 * readers tell the pages apart. Home keeps the plain product name. Paths are matched as the router
 * matches them (case-insensitive, a trailing slash ignored). The names are in the `app` catalog
 * (titles.json), in the current language.
 */
const BRAND = 'PrepShelf';

const TITLES: Readonly<Record<string, MessageId>> = {
  '/about': 'titles.about',
  '/searchcontent': 'titles.searchResults',
  '/enrollmentcource': 'titles.courseEnrolment',
  '/profile': 'titles.profile',
  '/account': 'titles.account',
  '/offline-shelf': 'titles.offlineShelf',
  '/unsubscribe': 'titles.unsubscribe',
  '/mylearning': 'titles.myLearning',
  '/notes': 'titles.notes',
  '/cource': 'titles.courses',
  '/q-paper': 'titles.previousYearPapers',
  '/video': 'titles.videoLectures',
  '/contact': 'titles.support',
  '/pdfviewer': 'titles.pdfViewer',
  '/plan-detail': 'titles.plan',
  '/auth': 'titles.loginOrRegister',
  '/login': 'titles.loginOrRegister',
  '/register': 'titles.loginOrRegister',
  '/verifyemail': 'titles.verifyEMail',
  '/forgotpassword': 'titles.forgotPassword',
  '/auth/google/callback': 'titles.signingIn',
  '/uploadnotes': 'titles.uploadNotes',
  '/uploadpyq': 'titles.uploadPyq',
  '/uploadvideo': 'titles.uploadVideo',
  '/uploadcourse': 'titles.uploadCourse',
  '/updatesnotes': 'titles.editNotes',
  '/updatespyq': 'titles.editPyq',
  '/updatesvideo': 'titles.editVideo',
  '/updatecourse': 'titles.editCourse',
  '/addstudent': 'titles.addStudent',
  '/updatestudent': 'titles.editStudent',
  '/announcement': 'titles.announcements',
  '/dashboard': 'titles.dashboard',
  '/dashboard/dashboard-head': 'titles.dashboard',
  '/dashboard/dashboard-courses': 'titles.coursesDashboard',
  '/dashboard/dashboard-notes': 'titles.notesDashboard',
  '/dashboard/dashboard-videos': 'titles.videosDashboard',
  '/dashboard/dashboard-pyq': 'titles.pyqsDashboard',
  '/dashboard/dashboard-student-management': 'titles.studentsDashboard',
  '/dashboard/dashboard-analyticst': 'titles.analyticsDashboard',
  '/dashboard/dashboard-settings': 'titles.settingsDashboard',
  '/dashboard/dashboard-audit': 'titles.auditLogDashboard',
  '/classes': 'classes.title',
  '/inbox': 'classes.inbox.title',
};

/** Paths with an id in them. */
const PATTERNS: readonly [RegExp, MessageId][] = [
  [/^\/courses\/[^/]+\/learn$/, 'titles.courseLearn'],
  [/^\/dashboard\/courses\/[^/]+\/students$/, 'titles.courseStudents'],
  [/^\/classes\/join\/[^/]+$/, 'classes.join.heading'],
  [/^\/classes\/[^/]+$/, 'classes.page.title'],
];

/** The screen's own name for a pathname (no brand), or undefined for home and unknown paths. */
export function screenName(pathname: string, translate: (id: MessageId) => string): string | undefined {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const id = TITLES[key] ?? PATTERNS.find(([pattern]) => pattern.test(key))?.[1];
  return id === undefined ? undefined : translate(id);
}

/** The title for a pathname in the language of `translate`; unknown paths are the not-found page's. */
export function screenTitle(pathname: string, translate: (id: MessageId) => string): string {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (key === '/') return BRAND;
  const id = TITLES[key] ?? PATTERNS.find(([pattern]) => pattern.test(key))?.[1] ?? 'titles.notFound';
  return `${translate(id)} · ${BRAND}`;
}
