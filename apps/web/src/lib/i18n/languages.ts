/*
 * The languages of the web app (docs/decisions/0020): English (the default, and the language of
 * the spec's quoted texts) and Hindi. The choice is remembered on the device and in the account; before
 * any choice, the browser's own language list decides.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself: what the switch shows. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The locale `Intl` formats numbers and dates in: Indian grouping (1,00,000) in both. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * A date with a short time. Hindi reads it on the 24-hour clock: its day-period markers are Latin
 * ("10:17 am"), an English word in a Hindi screen.
 */
export function dateTimeOptions(locale: string | undefined): Intl.DateTimeFormatOptions {
  return { dateStyle: 'medium', timeStyle: 'short', ...(locale?.startsWith('hi') ? { hourCycle: 'h23' } : {}) };
}

const STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages PrepShelf speaks (`hi-IN` counts as `hi`), else English. */
export function guessLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export function readStoredLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit.
  }
}

/** The device's language: its remembered choice, else the browser's guess. */
export function deviceLanguage(): Language {
  return readStoredLanguage() ?? guessLanguage(navigator.languages ?? [navigator.language]);
}
