import { STUDENT_IMPORT_MAX_ROWS, STUDENT_IMPORT_MESSAGES } from '@prepshelf/contract';
import type { Translate } from '../../lib/i18n/use-t';
import type { Language } from '../../lib/i18n/languages';
import type { MessageId } from '../../locales/message-id';

/*
 * The CSV import's texts that come from the server in English whatever the language: the
 * row reasons of the preview (the contract's field messages and STUDENT_IMPORT_MESSAGES, which the
 * server's translation tables do not hold) and the file-level refusals. Known shapes are shown through
 * the `staff` catalog; anything else (a message the server already translated, a new one) as it came.
 */

/** Each known English text and its catalog key; the catalog's English is the same text (students-i18n.test.ts). */
export const IMPORT_TEXT_KEYS: Readonly<Record<string, MessageId>> = {
  'Username is required.': 'students.reasonUsernameRequired',
  'Username must be at most 50 characters long.': 'students.reasonUsernameTooLong',
  'Email is required.': 'students.reasonEmailRequired',
  'Email is too long.': 'students.reasonEmailTooLong',
  'Please enter a valid e-mail address.': 'students.reasonEmailInvalid',
  [STUDENT_IMPORT_MESSAGES.invalidStatus]: 'students.reasonStatus',
  [STUDENT_IMPORT_MESSAGES.duplicateInFile]: 'students.reasonDuplicate',
  [STUDENT_IMPORT_MESSAGES.csvRequired]: 'students.csvRequired',
  [STUDENT_IMPORT_MESSAGES.csvUnreadable]: 'students.csvUnreadable',
  [STUDENT_IMPORT_MESSAGES.csvMissingColumns]: 'students.csvMissingColumns',
  [STUDENT_IMPORT_MESSAGES.csvEmpty]: 'students.csvEmpty',
  [STUDENT_IMPORT_MESSAGES.csvTooLarge]: 'students.csvTooLarge',
};

const DUPLICATE_ON_LINE = /^(.+) \(line (\d+)\)$/;

/**
 * A server text of the import in `language`. English is left exactly as the server wrote it; in another
 * language a known shape is translated and anything else passes through.
 */
export function importText(message: string, language: Language, t: Translate, formatNumber: (n: number) => string) {
  if (language === 'en') return message;
  const key = IMPORT_TEXT_KEYS[message];
  if (key !== undefined) return t(key);
  if (message === STUDENT_IMPORT_MESSAGES.csvTooManyRows) {
    return t('students.csvTooManyRows', { max: formatNumber(STUDENT_IMPORT_MAX_ROWS) });
  }
  const duplicate = DUPLICATE_ON_LINE.exec(message);
  if (duplicate?.[1] === STUDENT_IMPORT_MESSAGES.duplicateInFile) {
    return t('students.reasonDuplicateLine', { line: duplicate[2] });
  }
  return message;
}
