/**
 * The document title of each screen (issue 13): "<screen> · PrepShelf", so tabs, history and screen
 * readers tell the pages apart. Home keeps the plain product name. Paths are matched as the router
 * matches them (case-insensitive, a trailing slash ignored).
 */
const BRAND = 'PrepShelf';

const TITLES: Readonly<Record<string, string>> = {
  '/': BRAND,
  '/about': 'About',
  '/searchcontent': 'Search results',
  '/enrollmentcource': 'Course enrolment',
  '/profile': 'Profile',
  '/mylearning': 'My Learning',
  '/notes': 'Notes',
  '/cource': 'Courses',
  '/q-paper': 'Previous-year papers',
  '/video': 'Video lectures',
  '/contact': 'Support',
  '/pdfviewer': 'PDF viewer',
  '/plan-detail': 'Plan',
  '/auth': 'Login or register',
  '/login': 'Login or register',
  '/register': 'Login or register',
  '/verifyemail': 'Verify e-mail',
  '/forgotpassword': 'Forgot password',
  '/auth/google/callback': 'Signing in',
  '/uploadnotes': 'Upload notes',
  '/uploadpyq': 'Upload PYQ',
  '/uploadvideo': 'Upload video',
  '/uploadcourse': 'Upload course',
  '/updatesnotes': 'Edit notes',
  '/updatespyq': 'Edit PYQ',
  '/updatesvideo': 'Edit video',
  '/updatecourse': 'Edit course',
  '/addstudent': 'Add student',
  '/updatestudent': 'Edit student',
  '/announcement': 'Announcements',
  '/dashboard': 'Dashboard',
  '/dashboard/dashboard-head': 'Dashboard',
  '/dashboard/dashboard-courses': 'Courses · Dashboard',
  '/dashboard/dashboard-notes': 'Notes · Dashboard',
  '/dashboard/dashboard-videos': 'Videos · Dashboard',
  '/dashboard/dashboard-pyq': 'PYQs · Dashboard',
  '/dashboard/dashboard-student-management': 'Students · Dashboard',
  '/dashboard/dashboard-analyticst': 'Analytics · Dashboard',
  '/dashboard/dashboard-settings': 'Settings · Dashboard',
  '/dashboard/dashboard-audit': 'Audit log · Dashboard',
};

/** The title for a pathname; unknown paths are the not-found page's. */
export function screenTitle(pathname: string): string {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const name = TITLES[key] ?? 'Page not found';
  return name === BRAND ? BRAND : `${name} · ${BRAND}`;
}
