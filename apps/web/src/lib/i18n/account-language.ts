import { apiClient } from '../api-client';
import { syncAccountLanguage, withoutSaving } from './account-language-sync';
import { currentLanguage, setLanguage } from './i18n';
import { isLanguage, type Language } from './languages';

/*
 * The account's language: remembered on the account as well as on the device. After a login the
 * account's language wins; a later switch by a signed-in user (navbar, account page) is saved on the
 * account (account-language-sync.ts). An older server sends no `language` and has no
 * PUT /api/account/language: both are optional, and a failed save is ignored (the device still
 * remembers the choice).
 */

/** The device's key for the language (languages.ts), kept at logout like the theme. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * After a login (password or Google): switches to the account's language when the server sent one that
 * differs from the current one. Nothing is saved back: the account already has it. (`user` is the
 * login answer's user; its `language` is read only when there, so an older contract or server is fine.)
 */
export async function followAccountLanguage(user: object): Promise<void> {
  syncAccountLanguage(apiClient);
  const language = 'language' in user ? user.language : undefined;
  if (!isLanguage(language) || language === currentLanguage()) return;
  try {
    await withoutSaving(() => setLanguage(language));
  } catch {
    // Its catalogs could not load (offline): the interface stays in the current language.
  }
}

/** The account page's choice: switches the interface now (the listener saves it on the account). */
export async function chooseLanguage(language: Language): Promise<void> {
  syncAccountLanguage(apiClient);
  await setLanguage(language);
}
