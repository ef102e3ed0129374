import { TOASTS } from '@prepshelf/contract';
import { API_MESSAGES, type ApiResult } from '../../lib/api-client';
import type { ManagedKind } from './kinds';
import type { FormMode } from './validation';

/** Messages our api client writes itself: they stand for "the server said nothing", not for its words. */
const CLIENT_WRITTEN = new Set<string>([
  ...Object.values(API_MESSAGES.byStatus),
  API_MESSAGES.server,
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
]);

/** The texts of a failed save: see `failureMessage`. */
export interface FailureTexts {
  fallback: string;
  exception: string;
}

/**
 * The toast of a failed save (spec §8): the server's own message when it sent one, the fallback when it
 * answered without one, the exception text when it could not be reached at all.
 */
export function failureMessage(result: Extract<ApiResult<unknown>, { ok: false }>, texts: FailureTexts): string {
  if (result.status === 0) return texts.exception;
  return CLIENT_WRITTEN.has(result.message) ? texts.fallback : result.message;
}

/** The toasts of saving one kind on its upload or update page (spec §8). */
export interface SaveToasts {
  saved: string;
  failed: FailureTexts;
}

const UPDATE_FAILED: FailureTexts = { fallback: TOASTS.genericError, exception: TOASTS.genericError };

export const SAVE_TOASTS: Record<ManagedKind, Record<FormMode, SaveToasts>> = {
  note: {
    upload: {
      saved: TOASTS.noteUploaded,
      failed: { fallback: TOASTS.noteUploadFailed, exception: TOASTS.noteUploadError },
    },
    update: { saved: TOASTS.noteUpdated, failed: UPDATE_FAILED },
  },
  pyq: {
    upload: {
      saved: TOASTS.pyqUploaded,
      failed: { fallback: TOASTS.pyqUploadFailed, exception: TOASTS.pyqUploadError },
    },
    update: { saved: TOASTS.pyqUpdated, failed: UPDATE_FAILED },
  },
  video: {
    upload: {
      saved: TOASTS.videoUploaded,
      failed: { fallback: TOASTS.videoUploadFailed, exception: TOASTS.videoUploadError },
    },
    update: { saved: TOASTS.videoUpdated, failed: UPDATE_FAILED },
  },
  course: {
    upload: {
      saved: TOASTS.courseUploaded,
      failed: { fallback: TOASTS.courseUploadFailed, exception: TOASTS.genericError },
    },
    update: {
      saved: TOASTS.courseUpdated,
      failed: { fallback: TOASTS.courseUpdateFailed, exception: TOASTS.genericError },
    },
  },
};
