import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../lib/api-client';
import { failureMessage, SAVE_TOASTS } from './result-messages';

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

describe('SAVE_TOASTS', () => {
  it('are the spec texts of each upload', () => {
    expect(SAVE_TOASTS.note.upload).toEqual({
      saved: 'Note uploaded successfully!',
      failed: { fallback: 'Failed to upload note.!', exception: 'Failed to upload note. Try again' },
    });
    expect(SAVE_TOASTS.pyq.upload).toEqual({
      saved: 'PYQ uploaded successfully!',
      failed: { fallback: 'Failed to upload pyq.!', exception: 'Failed to upload pyq. Try again' },
    });
    expect(SAVE_TOASTS.video.upload).toEqual({
      saved: 'Video uploaded successfully!',
      failed: { fallback: 'Failed to upload Video.!', exception: 'Failed to upload Video. Try again' },
    });
    expect(SAVE_TOASTS.course.upload).toEqual({
      saved: 'Course uploaded successfully!',
      failed: { fallback: 'Failed to upload course.', exception: 'Something went wrong.' },
    });
  });

  it('are the spec texts of each update', () => {
    const generic = { fallback: 'Something went wrong.', exception: 'Something went wrong.' };
    expect(SAVE_TOASTS.note.update).toEqual({ saved: 'Note updated successfully!', failed: generic });
    expect(SAVE_TOASTS.pyq.update).toEqual({ saved: 'PYQ updated successfully!', failed: generic });
    expect(SAVE_TOASTS.video.update).toEqual({ saved: 'Video updated successfully!', failed: generic });
    expect(SAVE_TOASTS.course.update).toEqual({
      saved: 'Course Updateed successfully!',
      failed: { fallback: 'Failed to Update course.', exception: 'Something went wrong.' },
    });
  });
});
