import type { MyLearningType } from '@prepshelf/contract';
import { API_MESSAGES, type ApiResult } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n/use-t';
import type { MessageId } from '../../locales/message-id';

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

/** The spec's toasts (TOASTS in packages/contract; English in the catalog exactly as there). */
const FALLBACKS: Record<MyLearningType, Record<MyLearningAction, MessageId>> = {
  Note: { add: 'contentLists.addNotesFailed', remove: 'contentLists.removeNotesFailed' },
  PYQ: { add: 'contentLists.addPyqFailed', remove: 'contentLists.removePyqFailed' },
  Video: { add: 'contentLists.addVideoFailed', remove: 'contentLists.removeVideoFailed' },
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
 * (network), 'Failed to add in My learning' / 'Failed to remove from My learning'. Our own texts are in
 * the interface's language (`t`); the server's come in it already (Accept-Language).
 */
export function myLearningToast(
  action: MyLearningAction,
  type: MyLearningType,
  result: ApiResult<{ message?: string | undefined }>,
  t: Translate,
): ToastChoice {
  if (result.ok) {
    const fallback = t(action === 'add' ? 'contentLists.added' : 'contentLists.removed');
    return { kind: 'success', message: result.data.message?.trim() || fallback };
  }
  if (result.status === 0) {
    return {
      kind: 'error',
      message: t(action === 'add' ? 'contentLists.addMyLearningError' : 'contentLists.removeMyLearningError'),
    };
  }
  if (CLIENT_TEXTS.has(result.message)) return { kind: 'error', message: t(FALLBACKS[type][action]) };
  return { kind: 'error', message: result.message };
}
