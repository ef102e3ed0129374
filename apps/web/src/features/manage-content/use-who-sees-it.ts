import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/use-t';
import { saveItemAudience, useItemAudience, useManagedClasses, type AudienceEntry } from './api/audience';
import { localizeMessage } from './localize';
import type { ManagedKind } from './kinds';
import { booleanField, type NavigationItem } from './navigation-item';
import { WHO_SEES_MESSAGES, type FieldProblem, type FormMode } from './validation';

/** "Everyone": the library's own rule (the Make public switch); "classes": given only to the classes ticked. */
export type WhoSeesChoice = 'everyone' | 'classes';

/**
 * The "Who sees it" choice of a content form. An upload starts on Everyone; an edit of an item that is
 * not public asks which of the caller's classes it is given to, and shows "Only these classes" when any.
 * Saving: the form's body goes out with isPublic off for class-only material, then the classes are
 * written through PUT /api/classes/audience/{type}/{itemId} (Everyone leaves an item's classes as they are).
 */
export function useWhoSeesIt(kind: ManagedKind, mode: FormMode, item: NavigationItem | null) {
  const t = useT();
  const queryClient = useQueryClient();
  const editedId = mode === 'update' && item !== null ? item._id : null;
  const isClassCandidate = editedId !== null && !booleanField(item, 'isPublic', true);
  const current = useItemAudience(kind, isClassCandidate ? editedId : null);
  // Until the answer is in, an edit of a non-public item shows the choice as loading.
  const [picked, setPicked] = useState<{ choice: WhoSeesChoice; entries: AudienceEntry[] } | null>(null);
  const loaded =
    current.data === undefined
      ? null
      : {
          choice: current.data.length > 0 ? ('classes' as const) : ('everyone' as const),
          entries: current.data.map((entry) => ({ classId: entry.classId, unitId: entry.unitId })),
        };
  const state = picked ?? loaded ?? { choice: 'everyone' as const, entries: [] };
  const isLoading = isClassCandidate && picked === null && current.isPending;
  const classes = useManagedClasses(state.choice === 'classes');

  function update(next: Partial<{ choice: WhoSeesChoice; entries: AudienceEntry[] }>) {
    setPicked({ ...state, ...next });
  }

  return {
    choice: state.choice,
    entries: state.entries,
    isLoading,
    loadFailed: current.isError,
    classes,
    choose: (choice: WhoSeesChoice) => update({ choice }),
    toggle(classId: string, isOn: boolean) {
      const others = state.entries.filter((entry) => entry.classId !== classId);
      update({ entries: isOn ? [...others, { classId, unitId: null }] : others });
    },
    setUnit(classId: string, unitId: string | null) {
      update({
        entries: state.entries.map((entry) => (entry.classId === classId ? { classId, unitId } : entry)),
      });
    },

    /** isPublic as the form sends it: off for class-only material. */
    isPublic: (switchValue: boolean) => (state.choice === 'classes' ? false : switchValue),

    /** The warning when "Only these classes" has none ticked, or null. */
    check: (): FieldProblem<'audience'> | null =>
      state.choice === 'classes' && state.entries.length === 0
        ? { field: 'audience', message: WHO_SEES_MESSAGES.chooseClass }
        : null,

    /** After the item is saved: gives it to the classes ticked; the failure's words, or null. */
    afterSave: async (itemId: string): Promise<string | null> => {
      if (state.choice !== 'classes') return null;
      const result = await saveItemAudience(kind, itemId, state.entries);
      void queryClient.invalidateQueries({ queryKey: ['classes'] });
      return result.ok ? null : t('whoSees.saveFailed', { reason: localizeMessage(result.message) });
    },
  };
}

export type WhoSeesIt = ReturnType<typeof useWhoSeesIt>;
