import { TOASTS, type MyLearningType } from '@prepshelf/contract';
import { API_MESSAGES, type ApiResult } from '../../lib/api-client';

export type MyLearningAction = 'add' | 'remove';

/** The type name the My Learning calls take (spec §3), from an item's `type`. */
export function myLearningTypeOf(type: 'note' | 'pyq' | 'video'): MyLearningType {
  switch (type) {
    case 'note':
      return 'Note';
    case 'pyq':
      return 'PYQ';
    case 'video':
      return 'Video';
  }
}

const FALLBACKS: Record<MyLearningType, Record<MyLearningAction, string>> = {
  Note: { add: TOASTS.addNotesFailed, remove: TOASTS.removeNotesFailed },
  PYQ: { add: TOASTS.addPyqFailed, remove: TOASTS.removePyqFailed },
  Video: { add: TOASTS.addVideoFailed, remove: TOASTS.removeVideoFailed },
};

/** The client's own texts: the server said no reason of its own. */
const CLIENT_TEXTS = new Set<string>([
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
  API_MESSAGES.server,
  ...Object.values(API_MESSAGES.byStatus),
]);

export interface ToastChoice {
  kind: 'success' | 'error';
  message: string;
}

/**
 * The toast after an add or remove (spec §8): the server's message when it sent one; when it refused
 * without a message, the per-type fallback ('Failed to add notes!'); when the call never got an answer
 * (network), 'Failed to add in My learning' / 'Failed to remove from My learning'.
 */
export function myLearningToast(
  action: MyLearningAction,
  type: MyLearningType,
  result: ApiResult<{ message?: string | undefined }>,
): ToastChoice {
  if (result.ok) {
    const fallback = action === 'add' ? 'Added to My Learning.' : 'Removed from My Learning.';
    return { kind: 'success', message: result.data.message?.trim() || fallback };
  }
  if (result.status === 0) {
    return {
      kind: 'error',
      message: action === 'add' ? TOASTS.addMyLearningError : TOASTS.removeMyLearningError,
    };
  }
  if (CLIENT_TEXTS.has(result.message)) return { kind: 'error', message: FALLBACKS[type][action] };
  return { kind: 'error', message: result.message };
}
