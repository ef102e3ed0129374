import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MyLearningResponse, NoteItem, PyqItem, VideoItem } from '@prepshelf/contract';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { myLearningToast, myLearningTypeOf, type MyLearningAction } from '../my-learning-messages';
import { addToMyLearning } from './add-to-my-learning';
import type { PublicListPage } from './get-public-list';
import { contentKeys } from './query-keys';
import { removeFromMyLearning } from './remove-from-my-learning';

export type LearnableItem = NoteItem | PyqItem | VideoItem;

export interface ToggleVariables {
  item: LearnableItem;
  action: MyLearningAction;
}

type MyLearningLists = Omit<MyLearningResponse, 'success' | 'enrolledCourses'>;
const LIST_FIELD = { note: 'notesData', pyq: 'pyqData', video: 'videoData' } as const;

/** My Learning's lists with the item added (at the end, spec §4) or taken out (by _id). */
export function applyToMyLearning<T extends MyLearningLists>(lists: T, { item, action }: ToggleVariables): T {
  const field = LIST_FIELD[item.type];
  const current = lists[field] as LearnableItem[];
  const without = current.filter((entry) => entry._id !== item._id);
  const next = action === 'add' ? [...without, { ...item, isWatching: true }] : without;
  return { ...lists, [field]: next };
}

/** A list page with the item's `isWatching` set. */
export function applyToListPage<P extends PublicListPage<'note' | 'pyq' | 'video'>>(
  page: P,
  { item, action }: ToggleVariables,
): P {
  if (!page.items.some((entry) => entry._id === item._id)) return page;
  return {
    ...page,
    items: page.items.map((entry) => (entry._id === item._id ? { ...entry, isWatching: action === 'add' } : entry)),
  };
}

/**
 * Adds an item to My Learning or takes it out: the cards change at once (optimistic), the toast says
 * how it went (spec §8), and a failure puts everything back. Afterwards the lists and My Learning are
 * fetched again, so every screen agrees with the server.
 */
export function useToggleMyLearning() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: async (variables: ToggleVariables) => {
      const body = { contentId: variables.item._id, contentType: myLearningTypeOf(variables.item.type) };
      return variables.action === 'add' ? addToMyLearning(body) : removeFromMyLearning(body);
    },
    onMutate: async (variables) => {
      const listKey = contentKeys.list(variables.item.type);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listKey }),
        queryClient.cancelQueries({ queryKey: contentKeys.myLearning }),
      ]);
      const snapshot: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData({ queryKey: listKey }),
        ...queryClient.getQueriesData({ queryKey: contentKeys.myLearning }),
      ];
      queryClient.setQueriesData<PublicListPage<'note' | 'pyq' | 'video'>>({ queryKey: listKey }, (page) =>
        page ? applyToListPage(page, variables) : page,
      );
      queryClient.setQueriesData<MyLearningLists>({ queryKey: contentKeys.myLearning }, (lists) =>
        lists ? applyToMyLearning(lists, variables) : lists,
      );
      return { snapshot };
    },
    onSuccess: (result, variables, context) => {
      const choice = myLearningToast(variables.action, myLearningTypeOf(variables.item.type), result, t);
      if (choice.kind === 'success') {
        showSuccessToast(choice.message);
        return;
      }
      showErrorToast(choice.message);
      for (const [key, data] of context.snapshot) queryClient.setQueryData(key, data);
    },
    onError: (_error, variables, context) => {
      showErrorToast(myLearningToast(variables.action, 'Note', { ok: false, status: 0, message: '' }, t).message);
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async (_result, _error, variables) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.list(variables.item.type) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.myLearning }),
      ]);
    },
  });
}
