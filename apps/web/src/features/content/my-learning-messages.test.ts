import { readFileSync } from 'node:fs';
import { TOASTS } from '@prepshelf/contract';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n/use-t';
import { myLearningToast as toastIn, myLearningTypeOf } from './my-learning-messages';

/** The English catalog's texts (these messages have no placeholders). */
const english = JSON.parse(
  readFileSync(new URL('../../locales/en/app/contentLists.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const t: Translate = (id) => english[id] ?? id;
type ToastArguments = Parameters<typeof toastIn>;
const myLearningToast = (action: ToastArguments[0], type: ToastArguments[1], result: ToastArguments[2]) =>
  toastIn(action, type, result, t);

describe('myLearningToast', () => {
  it("shows the server's message on success", () => {
    expect(
      myLearningToast('add', 'Note', { ok: true, status: 200, data: { message: 'Added to My Learning.' } }),
    ).toEqual({
      kind: 'success',
      message: 'Added to My Learning.',
    });
  });

  it('shows the per-type fallback when the server refused without a message of its own', () => {
    const refused = { ok: false as const, status: 200, message: API_MESSAGES.unexpectedShape };
    expect(myLearningToast('add', 'Note', refused).message).toBe('Failed to add notes!');
    expect(myLearningToast('remove', 'Note', refused).message).toBe('Failed to remove Notes!');
    expect(myLearningToast('add', 'PYQ', refused).message).toBe('Failed to add pyq!');
    expect(myLearningToast('remove', 'PYQ', refused).message).toBe('Failed to remove pyq!');
    expect(myLearningToast('add', 'Video', refused).message).toBe('Failed to add Video!');
    expect(myLearningToast('remove', 'Video', { ok: false, status: 500, message: API_MESSAGES.server }).message).toBe(
      'Failed to remove Video!',
    );
  });

  it("prefers the server's own reason", () => {
    const refused = { ok: false as const, status: 404, message: 'This item does not exist or you may not see it.' };
    expect(myLearningToast('add', 'Note', refused)).toEqual({ kind: 'error', message: refused.message });
  });

  it('names the exception texts when no answer came', () => {
    const offline = { ok: false as const, status: 0, message: API_MESSAGES.network };
    expect(myLearningToast('add', 'Video', offline).message).toBe('Failed to add in My learning');
    expect(myLearningToast('remove', 'PYQ', offline).message).toBe('Failed to remove from My learning');
  });

  it("says the spec's toasts in English exactly as the contract has them", () => {
    const refused = { ok: false as const, status: 200, message: API_MESSAGES.unexpectedShape };
    const offline = { ok: false as const, status: 0, message: API_MESSAGES.network };
    expect(
      [
        myLearningToast('add', 'Note', refused),
        myLearningToast('remove', 'Note', refused),
        myLearningToast('add', 'PYQ', refused),
        myLearningToast('remove', 'PYQ', refused),
        myLearningToast('add', 'Video', refused),
        myLearningToast('remove', 'Video', refused),
        myLearningToast('add', 'Note', offline),
        myLearningToast('remove', 'Note', offline),
      ].map((choice) => choice.message),
    ).toEqual([
      TOASTS.addNotesFailed,
      TOASTS.removeNotesFailed,
      TOASTS.addPyqFailed,
      TOASTS.removePyqFailed,
      TOASTS.addVideoFailed,
      TOASTS.removeVideoFailed,
      TOASTS.addMyLearningError,
      TOASTS.removeMyLearningError,
    ]);
  });

  it('falls back to its own success text when the server sent none', () => {
    expect(myLearningToast('add', 'Note', { ok: true, status: 200, data: {} }).message).toBe('Added to My Learning.');
    expect(myLearningToast('remove', 'Note', { ok: true, status: 200, data: {} }).message).toBe(
      'Removed from My Learning.',
    );
  });
});

describe('myLearningTypeOf', () => {
  it('maps item types to the contentType of the My Learning calls', () => {
    expect(['note', 'pyq', 'video'].map((type) => myLearningTypeOf(type as 'note'))).toEqual(['Note', 'PYQ', 'Video']);
  });
});
