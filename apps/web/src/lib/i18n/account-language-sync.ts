import { isLoggedIn } from '../session';
import { onLanguageChange } from './i18n';
import type { Language } from './languages';

/*
 * Saving a signed-in user's switches of language on the account. The API client starts it at its first
 * signed-in call and hands itself over, so this module needs no import of the client (which loads it).
 */

/** What saving needs of the API client. */
export interface LanguageSaver {
  put(path: string, body: unknown): Promise<unknown>;
}

let isSyncing = false;
let isFollowing = false;

/** Saves the language on the signed-in account; failures (an older server, offline) are quiet. */
export async function saveAccountLanguage(client: LanguageSaver, language: Language): Promise<void> {
  if (!isLoggedIn()) return;
  await client.put('/account/language', { language }).catch(() => undefined);
}

/** From now on, every switch of language by a signed-in user is saved on the account (registered once). */
export function syncAccountLanguage(client: LanguageSaver): void {
  if (isSyncing) return;
  isSyncing = true;
  onLanguageChange((language) => {
    if (!isFollowing) void saveAccountLanguage(client, language);
  });
}

/** Runs `change`, a switch to the account's own language, without saving it back on the account. */
export async function withoutSaving(change: () => Promise<void>): Promise<void> {
  isFollowing = true;
  try {
    await change();
  } finally {
    isFollowing = false;
  }
}
