import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../lib/api-client';
import { myLearningToast, myLearningTypeOf } from './my-learning-messages';

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
});

describe('myLearningTypeOf', () => {
  it('maps item types to the contentType of the My Learning calls', () => {
    expect(['note', 'pyq', 'video'].map((type) => myLearningTypeOf(type as 'note'))).toEqual(['Note', 'PYQ', 'Video']);
  });
});
