import { describe, expect, it } from 'vitest';
import { pickLanguage, SERVER_MESSAGE_TABLES, translateMessage } from './i18n.ts';
import { FILE_MESSAGES } from './files.ts';
import { AUTH_MESSAGES, VALIDATION } from './messages.ts';
import { ACCOUNT_MESSAGES } from './account.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { OPERATIONS_MESSAGES, STUDENT_IMPORT_MESSAGES } from './operations.ts';
import { PERSONAL_MESSAGES } from './personal.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/** Names, codes and numbers that a message carries and its translation must carry too, as often. */
const KEPT =
  /\b(?:PrepShelf|Google|PDFs?|PYQ|JSON|URL|YouTube|base64|multipart\/form-data|contentType|contentId|PNG|JPEG|GIF|WebP|NUL|MB|https?)\b|\d+(?:[-:.T]\d+)*|\\0/g;

describe('pickLanguage', () => {
  it('takes the supported language with the highest q, English otherwise', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('hi')).toBe('hi');
    expect(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(pickLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(pickLanguage('fr-FR, de;q=0.5')).toBe('en');
    expect(pickLanguage('fr, hi;q=0.3')).toBe('hi');
    expect(pickLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
  });
});

describe('the Hindi server messages', () => {
  it('have every key of their English table, written in Devanagari, with the same names and numbers', () => {
    for (const [english, hindi] of SERVER_MESSAGE_TABLES) {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english as Record<string, unknown>)) {
        const twin = (hindi as Record<string, unknown>)[key];
        if (typeof text === 'function') {
          expect(typeof twin).toBe('function');
          continue;
        }
        expect(typeof twin, key).toBe('string');
        expect(twin, key).toMatch(DEVANAGARI);
        const kept = (value: string) =>
          [...value.matchAll(KEPT)].map((match) => match[0].replace(/^PDFs$/, 'PDF')).sort();
        expect(kept(twin as string), key).toEqual(kept(text as string));
      }
    }
  });

  it('translate known messages and ones built from a value, and leave the rest', () => {
    expect(translateMessage(AUTH_MESSAGES.codeInvalid, 'en')).toBe(AUTH_MESSAGES.codeInvalid);
    expect(translateMessage(AUTH_MESSAGES.codeInvalid, 'hi')).toMatch(DEVANAGARI);
    expect(translateMessage(VALIDATION.notesPdf, 'hi')).toBe('कृपया PDF या मान्य PDF फ़ाइल अपलोड करें।');
    expect(translateMessage(FILE_MESSAGES.tooLarge('pdf', 50 * 1024 * 1024), 'hi')).toBe(
      'PDF बहुत बड़ी है: सीमा 50 MB है।',
    );
    expect(translateMessage('Too many requests. Please try again in 59 minutes.', 'hi')).toBe(
      'बहुत ज़्यादा अनुरोध। कृपया 59 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateMessage('Something nobody wrote down.', 'hi')).toBe('Something nobody wrote down.');
  });

  it('cover the account, operations, import and personal tables, and the schemas’ field messages', () => {
    const tables = SERVER_MESSAGE_TABLES.map(([english]) => english as object);
    for (const table of [
      ACCOUNT_MESSAGES,
      OPERATIONS_MESSAGES,
      STUDENT_IMPORT_MESSAGES,
      PERSONAL_MESSAGES,
      FIELD_MESSAGES,
    ])
      expect(tables).toContain(table);
    for (const table of tables) {
      for (const text of Object.values(table)) {
        if (typeof text === 'string') expect(translateMessage(text, 'hi'), text).toMatch(DEVANAGARI);
      }
    }
  });

  it('keep the English field messages exact and translate the ones built from a value', () => {
    expect(FIELD_MESSAGES.usernameRequired).toBe('Username is required.');
    expect(FIELD_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters long.');
    expect(FIELD_MESSAGES.keepUnder(200)).toBe('Please keep it under 200 characters.');
    expect(translateMessage('Username: Username is required.', 'hi')).toBe('Username: यूज़रनेम ज़रूरी है।');
    expect(translateMessage(FIELD_MESSAGES.keepUnder(200), 'hi')).toBe('कृपया इसे 200 अक्षरों से कम रखें।');
    expect(translateMessage('title: Please keep it under 300 characters.', 'hi')).toBe(
      'title: कृपया इसे 300 अक्षरों से कम रखें।',
    );
    expect(translateMessage(STUDENT_IMPORT_MESSAGES.imported(1), 'hi')).toBe('1 छात्र आयात किया गया।');
    expect(translateMessage(STUDENT_IMPORT_MESSAGES.imported(12), 'hi')).toBe('12 छात्र आयात किए गए।');
    expect(translateMessage('The request body is invalid: language: language must be en or hi.', 'hi')).toBe(
      'अनुरोध का डेटा मान्य नहीं है: language: language का मान en या hi होना चाहिए।',
    );
  });
});
