import { deleteFailed, deleteSucceeded, TOASTS } from '@prepshelf/contract';
import type { MessageId } from '../../locales/message-id';
import { COURSE_MESSAGES, WHO_SEES_MESSAGES } from './validation';

/*
 * The dashboard's toasts and warnings its own catalog translates: each English text, the
 * spec's words kept in the contract and validation.ts, with its key. The English catalog messages equal
 * these texts (localized-texts.test.ts); `localizeMessage` (localize.ts) shows them.
 */

/** Each English text the dashboard's catalog translates itself, with its key (the English messages equal these). */
export const LOCALIZED_TEXTS: readonly (readonly [english: string, id: MessageId])[] = [
  [TOASTS.noteUploaded, 'manage.toastNoteUploaded'],
  [TOASTS.pyqUploaded, 'manage.toastPyqUploaded'],
  [TOASTS.videoUploaded, 'manage.toastVideoUploaded'],
  [TOASTS.courseUploaded, 'manage.toastCourseUploaded'],
  [TOASTS.thumbnailUploaded, 'manage.toastThumbnailUploaded'],
  [TOASTS.noteUploadFailed, 'manage.toastNoteUploadFailed'],
  [TOASTS.pyqUploadFailed, 'manage.toastPyqUploadFailed'],
  [TOASTS.videoUploadFailed, 'manage.toastVideoUploadFailed'],
  [TOASTS.courseUploadFailed, 'manage.toastCourseUploadFailed'],
  [TOASTS.noteUploadError, 'manage.toastNoteUploadError'],
  [TOASTS.pyqUploadError, 'manage.toastPyqUploadError'],
  [TOASTS.videoUploadError, 'manage.toastVideoUploadError'],
  [TOASTS.genericError, 'manage.toastGenericError'],
  [TOASTS.noteUpdated, 'manage.toastNoteUpdated'],
  [TOASTS.pyqUpdated, 'manage.toastPyqUpdated'],
  [TOASTS.videoUpdated, 'manage.toastVideoUpdated'],
  [TOASTS.courseUpdated, 'manage.toastCourseUpdated'],
  [TOASTS.thumbnailUpdated, 'manage.toastThumbnailUpdated'],
  [TOASTS.courseUpdateFailed, 'manage.toastCourseUpdateFailed'],
  [TOASTS.thumbnailUpdateFailed, 'manage.toastThumbnailUpdateFailed'],
  [deleteSucceeded('Notes'), 'manage.toastDeletedNotes'],
  [deleteSucceeded('PYQ'), 'manage.toastDeletedPyq'],
  [deleteSucceeded('Video'), 'manage.toastDeletedVideo'],
  [deleteSucceeded('Course'), 'manage.toastDeletedCourse'],
  [deleteFailed('Notes'), 'manage.toastDeleteFailedNotes'],
  [deleteFailed('PYQ'), 'manage.toastDeleteFailedPyq'],
  [deleteFailed('Video'), 'manage.toastDeleteFailedVideo'],
  [deleteFailed('Course'), 'manage.toastDeleteFailedCourse'],
  [COURSE_MESSAGES.priceNumber, 'manage.warningPriceNumber'],
  [COURSE_MESSAGES.offerPercentNumber, 'manage.warningOfferPercent'],
  [COURSE_MESSAGES.offerPriceNumber, 'manage.warningOfferPrice'],
  [COURSE_MESSAGES.startDate, 'manage.warningStartDate'],
  [WHO_SEES_MESSAGES.chooseClass, 'whoSees.chooseClass'],
];
