import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { STUDENT_IMPORT_MESSAGES, TOASTS, VALIDATION, VALIDATION_HI } from '@prepshelf/contract';
import { readBundle } from '../../../build/lingui-catalogs';
import type { Translate } from '../../lib/i18n/use-t';
import { IMPORT_TEXT_KEYS, importText } from './import-messages';

const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const english = readBundle(locales, 'en', 'staff');
const hindi = readBundle(locales, 'hi', 'staff');

/** The real staff catalogs, compiled as the build compiles them, in a Lingui instance of their own. */
function translator(language: 'en' | 'hi'): Translate {
  const catalog = language === 'en' ? english : hindi;
  const i18n = setupI18n({
    locale: language,
    locales: [language === 'en' ? 'en-IN' : 'hi-IN'],
    messages: {
      [language]: Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)])),
    },
  });
  return (id, values) => i18n._(id, values);
}

describe('the students screens keep the contract’s English texts', () => {
  it('has the spec’s toasts and warnings byte for byte in English', () => {
    expect(english['students.toastSearchNone']).toBe(TOASTS.searchNoStudents);
    expect(english['students.toastStatusChanged']).toBe(TOASTS.studentStatusChanged);
    expect(english['students.toastDeleted']).toBe(TOASTS.studentDeleted);
    expect(english['students.toastAdded']).toBe(TOASTS.studentAdded);
    expect(english['students.toastAddFailed']).toBe(TOASTS.studentAddFailed);
    expect(english['students.toastUpdated']).toBe(TOASTS.studentUpdated);
    expect(english['students.toastUpdateFailed']).toBe(TOASTS.studentUpdateFailed);
    expect(english['students.requiredAdd']).toBe(VALIDATION.addStudentRequired);
    expect(english['students.requiredUpdate']).toBe(VALIDATION.updateStudentRequired);
    // The warnings' Hindi is the server's own Hindi for the same sentence.
    expect(hindi['students.requiredAdd']).toBe(VALIDATION_HI.addStudentRequired);
    expect(hindi['students.requiredUpdate']).toBe(VALIDATION_HI.updateStudentRequired);
  });

  it('knows each import text under a key whose English is that text', () => {
    for (const [text, key] of Object.entries(IMPORT_TEXT_KEYS)) expect(english[key], key).toBe(text);
    const t = translator('en');
    expect(t('students.csvTooManyRows', { max: '5,000' })).toBe(STUDENT_IMPORT_MESSAGES.csvTooManyRows);
    expect(t('students.imported', { count: 300 })).toBe(STUDENT_IMPORT_MESSAGES.imported(300));
    expect(t('students.imported', { count: 1 })).toBe(STUDENT_IMPORT_MESSAGES.imported(1));
    expect(t('students.reasonDuplicateLine', { line: '2' })).toBe(
      `${STUDENT_IMPORT_MESSAGES.duplicateInFile} (line 2)`,
    );
  });

  it('renders the counts as the English screens did', () => {
    const t = translator('en');
    expect(t('students.importNew', { count: 300 })).toBe('Import 300 new students');
    expect(t('students.importNew', { count: 1 })).toBe('Import 1 new student');
    expect(t('students.importNew', { count: 0 })).toBe('Import 0 new students');
    expect(t('students.accountCount', { count: 1 })).toBe('1 account');
    expect(t('students.updateIntro', { name: 'asha' })).toBe("Change asha's details.");
    expect(t('students.importCounts', { new: '300', present: '0', invalid: '2' })).toBe(
      '300 new · 0 already present · 2 invalid',
    );
  });
});

describe('import texts in Hindi', () => {
  const t = translator('hi');
  const number = (value: number) => new Intl.NumberFormat('hi-IN').format(value);

  it('leaves English exactly as the server wrote it', () => {
    expect(importText('Please enter a valid e-mail address.', 'en', translator('en'), number)).toBe(
      'Please enter a valid e-mail address.',
    );
  });

  it('translates every known reason and refusal, the repeated e-mail with its line', () => {
    expect(importText('Please enter a valid e-mail address.', 'hi', t, number)).toBe('कृपया मान्य ई-मेल पता दें।');
    expect(importText(`${STUDENT_IMPORT_MESSAGES.duplicateInFile} (line 12)`, 'hi', t, number)).toBe(
      'यही ई-मेल पिछली पंक्ति 12 में भी है।',
    );
    expect(importText(STUDENT_IMPORT_MESSAGES.csvTooManyRows, 'hi', t, number)).toBe(
      'एक CSV फ़ाइल में ज़्यादा से ज़्यादा 5,000 छात्र हो सकते हैं।',
    );
    for (const text of Object.keys(IMPORT_TEXT_KEYS)) {
      expect(importText(text, 'hi', t, number), text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('passes anything else through (a message the server already translated, a new one)', () => {
    expect(importText('इस ई-मेल से एक खाता पहले से मौजूद है।', 'hi', t, number)).toBe('इस ई-मेल से एक खाता पहले से मौजूद है।');
    expect(importText('Something new (line 3)', 'hi', t, number)).toBe('Something new (line 3)');
  });

  it('counts in Hindi plurals', () => {
    expect(t('students.importNew', { count: 1 })).toBe('1 नया छात्र आयात करें');
    expect(t('students.importNew', { count: 300 })).toBe('300 नए छात्र आयात करें');
    expect(t('students.imported', { count: 2 })).toBe('2 छात्र आयात किए गए।');
  });
});
