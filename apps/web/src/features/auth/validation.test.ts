import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@prepshelf/contract';
import {
  toCodeDigits,
  validateForgotEmail,
  validateLogin,
  validateRegister,
  validateReset,
  validateVerification,
} from './validation';

describe('validateLogin', () => {
  it('asks for every field when the e-mail is missing, pointing at the e-mail', () => {
    expect(validateLogin({ Email: ' ', Password: 'secret' })).toEqual({
      field: 'Email',
      message: 'All fields are required !',
    });
  });

  it('points at the password when only the password is missing', () => {
    expect(validateLogin({ Email: 'a@b.c', Password: '' })?.field).toBe('Password');
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ Email: 'a@b.c', Password: 'x' })).toBeNull();
  });
});

describe('validateRegister', () => {
  const filled = { Username: 'asha', Email: 'a@b.c', Password: 'password1', ConfirmPassword: 'password1' };

  it('requires username, e-mail and password', () => {
    expect(validateRegister({ ...filled, Username: '' })).toEqual({
      field: 'Username',
      message: VALIDATION.registerRequired,
    });
    expect(validateRegister({ ...filled, Password: '' })?.field).toBe('Password');
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(validateRegister({ ...filled, ConfirmPassword: 'password2' })).toEqual({
      field: 'ConfirmPassword',
      message: 'Password & Confirm Password must be same !',
    });
  });

  it('treats an empty confirmation as a mismatch, not as a missing field', () => {
    expect(validateRegister({ ...filled, ConfirmPassword: '' })?.message).toBe(VALIDATION.passwordMismatch);
  });

  it('accepts a complete form', () => {
    expect(validateRegister(filled)).toBeNull();
  });
});

describe('validateVerification', () => {
  it('requires the code', () => {
    expect(validateVerification({ Email: 'a@b.c', VerificationCode: '' })).toEqual({
      field: 'VerificationCode',
      message: 'VerificationCode required !',
    });
  });

  it('requires an e-mail when the link carried none', () => {
    expect(validateVerification({ Email: '', VerificationCode: '123456' })?.field).toBe('Email');
  });
});

describe('validateForgotEmail', () => {
  it('requires the e-mail', () => {
    expect(validateForgotEmail({ Email: '' })?.message).toBe('Please fill out email fields !');
    expect(validateForgotEmail({ Email: 'a@b.c' })).toBeNull();
  });
});

describe('validateReset', () => {
  const filled = { ForgotPasswordCode: '123456', NewPassword: 'password1', ConfirmNewPassword: 'password1' };

  it('requires every field, pointing at the first empty one', () => {
    expect(validateReset({ ...filled, NewPassword: '' })).toEqual({
      field: 'NewPassword',
      message: 'Please fill out all fields !',
    });
  });

  it('refuses passwords that do not match', () => {
    expect(validateReset({ ...filled, ConfirmNewPassword: 'password2' })).toEqual({
      field: 'ConfirmNewPassword',
      message: 'NewPassword and ConfirmPassword do not match!',
    });
  });

  it('accepts a complete form', () => {
    expect(validateReset(filled)).toBeNull();
  });
});

describe('toCodeDigits', () => {
  it('keeps at most six digits of whatever was typed or pasted', () => {
    expect(toCodeDigits(' 12 34-56 78')).toBe('123456');
    expect(toCodeDigits('abc')).toBe('');
  });
});
