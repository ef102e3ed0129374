/*
 * Apart from constants.ts, which the web app's build puts in the chunk every screen loads (the landing
 * page's budget): only the lists, the dashboard and the search results need these.
 */

/** Page sizes of the public lists and the dashboard lists (spec §9). */
export const PAGE_SIZES = {
  notes: 10,
  pyq: 10,
  videos: 5,
  courses: 4,
  dashboardCourses: 3,
  dashboardNotes: 5,
  dashboardVideos: 5,
  dashboardPyq: 4,
  dashboardStudents: 3,
} as const;
/** Display cuts (spec §9), in characters. */
export const DISPLAY_CUTS = {
  pyqSubject: 25,
  videoCardTitle: 20,
  videoCardDescription: 85,
  dashboardVideoTitle: 50,
  dashboardVideoDescription: 90,
  courseContents: 50,
  studentId: 8,
  date: 10,
} as const;
