import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../lib/api-client';
import { failureMessage, isException } from './auth-answers';

const texts = { fallback: 'Verification failed.', exception: 'An error occurred during verification.' };

describe('failureMessage', () => {
  it("prefers the server's own message", () => {
    expect(failureMessage({ ok: false, status: 400, message: 'The code is wrong.' }, texts)).toBe('The code is wrong.');
  });

  it('uses the fallback when the server answered without a message', () => {
    expect(failureMessage({ ok: false, status: 400, message: API_MESSAGES.byStatus[400]! }, texts)).toBe(
      'Verification failed.',
    );
    expect(failureMessage({ ok: false, status: 502, message: API_MESSAGES.server }, texts)).toBe(
      'Verification failed.',
    );
  });

  it('uses the exception text when the server could not be reached or read', () => {
    expect(failureMessage({ ok: false, status: 0, message: API_MESSAGES.network }, texts)).toBe(texts.exception);
    expect(failureMessage({ ok: false, status: 200, message: API_MESSAGES.unexpectedShape }, texts)).toBe(
      texts.exception,
    );
  });
});

describe('isException', () => {
  it('is false for a refusal the server explained', () => {
    expect(isException({ ok: false, status: 401, message: 'Invalid email or password.' })).toBe(false);
  });
});
