import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, STUDENT_IMPORT_MESSAGES, TOASTS, VALIDATION } from '@prepshelf/contract';
import { API_MESSAGES } from '../lib/api-client';
import account from './en/app/account.json';
import api from './en/app/api.json';
import auth from './en/app/auth.json';

/*
 * The English catalog texts that repeat the contract's (the spec's quoted texts, typos included) and the
 * api client's: they must stay byte for byte what older clients and the English journeys match on.
 */
describe('English catalog texts shared with the contract', () => {
  it('auth: the spec’s validation warnings and toasts', () => {
    expect(auth['auth.allFieldsRequired']).toBe(VALIDATION.loginRequired);
    expect(auth['auth.allFieldsRequired']).toBe(VALIDATION.registerRequired);
    expect(auth['auth.passwordMismatch']).toBe(VALIDATION.passwordMismatch);
    expect(auth['auth.fillEmail']).toBe(VALIDATION.forgotEmailRequired);
    expect(auth['auth.fillAllFields']).toBe(VALIDATION.resetRequired);
    expect(auth['auth.resetMismatch']).toBe(VALIDATION.resetMismatch);
    expect(auth['auth.codeRequired']).toBe(VALIDATION.verificationCodeRequired);
    for (const key of [
      'loggedIn',
      'registered',
      'googleFailed',
      'googleCodeError',
      'loginError',
      'registerError',
      'loggedOut',
      'resetCodeSent',
      'passwordReset',
      'resetCodeFailed',
      'resetSendError',
      'passwordResetFailed',
      'resetSubmitError',
      'emailVerified',
      'verificationFailed',
      'verificationError',
    ] as const) {
      expect(auth[`auth.${key}`], key).toBe(TOASTS[key]);
    }
    expect(auth['auth.googleUnavailable']).toBe(AUTH_MESSAGES.googleUnavailable);
    expect(auth['auth.setPasswordDone']).toBe(STUDENT_IMPORT_MESSAGES.setPasswordDone);
    expect(auth['auth.setPasswordInvalid']).toBe(STUDENT_IMPORT_MESSAGES.setPasswordInvalid);
    expect(account['account.photoTooLarge']).toBe(ACCOUNT_MESSAGES.photoTooLarge);
  });

  it('api: the api client’s own failure texts', () => {
    const { byStatus, ...rest } = API_MESSAGES;
    for (const [key, text] of Object.entries(rest)) expect(api[`api.${key}` as keyof typeof api], key).toBe(text);
    for (const [status, text] of Object.entries(byStatus)) {
      expect(api[`api.status${status}` as keyof typeof api], status).toBe(text);
    }
    expect(Object.keys(api)).toHaveLength(Object.keys(rest).length + Object.keys(byStatus).length);
  });
});
