import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../lib/api-client';
import { failureMessage } from './result-messages';

const texts = { fallback: 'Failed to upload note.!', exception: 'Failed to upload note. Try again' };

describe('failureMessage', () => {
  it('prefers the server message', () => {
    expect(failureMessage({ ok: false, status: 400, message: 'Please choose a valid category.' }, texts)).toBe(
      'Please choose a valid category.',
    );
  });

  it('falls back when the server said nothing of its own', () => {
    expect(failureMessage({ ok: false, status: 500, message: API_MESSAGES.server }, texts)).toBe(
      'Failed to upload note.!',
    );
  });

  it('uses the exception text when the server could not be reached', () => {
    expect(failureMessage({ ok: false, status: 0, message: API_MESSAGES.network }, texts)).toBe(
      'Failed to upload note. Try again',
    );
  });
});
