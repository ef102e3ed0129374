import { PAGE_SIZES, type ContentType, type DeleteLabel } from '@prepshelf/contract';
import type { MessageId } from '../../locales/message-id';

/** The four kinds of content the dashboard manages. */
export type ManagedKind = 'note' | 'pyq' | 'video' | 'course';

export interface ManagedKindConfig {
  kind: ManagedKind;
  /** `type` of GET /api/content/dashbordContent. */
  apiType: ContentType;
  /** Dashboard page size (spec §9). */
  pageSize: number;
  /** Heading of the dashboard list (its catalog key). */
  title: MessageId;
  /** The word a delete toast uses (spec §8). */
  deleteLabel: DeleteLabel;
  paths: { add: string; update: string; delete: string };
  routes: { list: string; upload: string; update: string };
  /** The add button of the list (its catalog key). */
  addLabel: MessageId;
}

export const MANAGED_KINDS: Record<ManagedKind, ManagedKindConfig> = {
  note: {
    kind: 'note',
    apiType: 'notes',
    pageSize: PAGE_SIZES.dashboardNotes,
    title: 'manage.notesTitle',
    deleteLabel: 'Notes',
    paths: { add: '/content/addNotes', update: '/content/updateNotes', delete: '/content/deleteNote' },
    routes: { list: '/dashboard/dashboard-notes', upload: '/uploadNotes', update: '/updatesnotes' },
    addLabel: 'manage.addNotes',
  },
  pyq: {
    kind: 'pyq',
    apiType: 'pyq',
    pageSize: PAGE_SIZES.dashboardPyq,
    title: 'manage.pyqTitle',
    deleteLabel: 'PYQ',
    paths: { add: '/content/addPYQ', update: '/content/updatePyq', delete: '/content/deletePYQ' },
    routes: { list: '/dashboard/dashboard-pyq', upload: '/uploadPYQ', update: '/updatespyq' },
    addLabel: 'manage.addQuestions',
  },
  video: {
    kind: 'video',
    apiType: 'video',
    pageSize: PAGE_SIZES.dashboardVideos,
    title: 'manage.videosTitle',
    deleteLabel: 'Video',
    paths: { add: '/content/addVideo', update: '/content/updateVideo', delete: '/content/deleteVideo' },
    routes: { list: '/dashboard/dashboard-videos', upload: '/uploadVideo', update: '/updatesvideo' },
    addLabel: 'manage.uploadVideo',
  },
  course: {
    kind: 'course',
    apiType: 'course',
    pageSize: PAGE_SIZES.dashboardCourses,
    title: 'manage.coursesTitle',
    deleteLabel: 'Course',
    paths: { add: '/content/addCourse', update: '/content/updateCourse', delete: '/content/deleteCourse' },
    routes: { list: '/dashboard/dashboard-courses', upload: '/uploadCourse', update: '/updatecourse' },
    addLabel: 'manage.uploadCourse',
  },
};
