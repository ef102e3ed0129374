import { VALIDATION } from '@prepshelf/contract';
import { i18n } from '../../lib/i18n/i18n';
import type { MessageId } from '../../locales/message-id';
import type { FormProblem } from './validation';

/** The catalog key of each warning the auth forms raise (their English is the spec's text, byte for byte). */
const PROBLEM_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [VALIDATION.loginRequired, 'auth.allFieldsRequired'],
  [VALIDATION.registerRequired, 'auth.allFieldsRequired'],
  [VALIDATION.passwordMismatch, 'auth.passwordMismatch'],
  [VALIDATION.forgotEmailRequired, 'auth.fillEmail'],
  [VALIDATION.resetRequired, 'auth.fillAllFields'],
  [VALIDATION.resetMismatch, 'auth.resetMismatch'],
  [VALIDATION.verificationCodeRequired, 'auth.codeRequired'],
]);

/** A form problem's warning in the current language (validation.ts stays free of the i18n runtime). */
export function problemText(problem: FormProblem<string>): string {
  const id = PROBLEM_IDS.get(problem.message);
  return id === undefined ? problem.message : i18n._(id);
}
