import { VALIDATION } from '@prepshelf/contract';

/** The first problem of a form: the spec's warning text (§5) and the field to outline and focus. */
export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

const isBlank = (value: string): boolean => value.trim() === '';

function firstBlank<Field extends string>(values: Record<Field, string>, order: readonly Field[]): Field | undefined {
  return order.find((field) => isBlank(values[field]));
}

export type LoginField = 'Email' | 'Password';

export function validateLogin(values: Record<LoginField, string>): FormProblem<LoginField> | null {
  const blank = firstBlank(values, ['Email', 'Password']);
  return blank ? { field: blank, message: VALIDATION.loginRequired } : null;
}

export type RegisterField = 'Username' | 'Email' | 'Password' | 'ConfirmPassword';

/** Username, Email and Password are required; Confirm Password must equal Password (spec §5). */
export function validateRegister(values: Record<RegisterField, string>): FormProblem<RegisterField> | null {
  const blank = firstBlank(values, ['Username', 'Email', 'Password']);
  if (blank) return { field: blank, message: VALIDATION.registerRequired };
  if (values.Password !== values.ConfirmPassword) {
    return { field: 'ConfirmPassword', message: VALIDATION.passwordMismatch };
  }
  return null;
}

export type VerifyField = 'Email' | 'VerificationCode';

export function validateVerification(values: Record<VerifyField, string>): FormProblem<VerifyField> | null {
  if (isBlank(values.VerificationCode)) {
    return { field: 'VerificationCode', message: VALIDATION.verificationCodeRequired };
  }
  // The e-mail normally comes from the link; when it is missing the person types it.
  if (isBlank(values.Email)) return { field: 'Email', message: VALIDATION.forgotEmailRequired };
  return null;
}

export function validateForgotEmail(values: { Email: string }): FormProblem<'Email'> | null {
  return isBlank(values.Email) ? { field: 'Email', message: VALIDATION.forgotEmailRequired } : null;
}

export type ResetField = 'ForgotPasswordCode' | 'NewPassword' | 'ConfirmNewPassword';

/** Code, new password and confirmation are required; the two passwords must match (spec §5). */
export function validateReset(values: Record<ResetField, string>): FormProblem<ResetField> | null {
  const blank = firstBlank(values, ['ForgotPasswordCode', 'NewPassword', 'ConfirmNewPassword']);
  if (blank) return { field: blank, message: VALIDATION.resetRequired };
  if (values.NewPassword !== values.ConfirmNewPassword) {
    return { field: 'ConfirmNewPassword', message: VALIDATION.resetMismatch };
  }
  return null;
}

/** Codes are six digits: the input keeps digits only, whatever was typed or pasted. */
export function toCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
