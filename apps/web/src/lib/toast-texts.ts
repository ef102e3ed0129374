import { translateMessage } from '@prepshelf/contract';
import { API_MESSAGE_IDS } from './i18n/api-message-ids';
import { currentLanguage, ensureBundles, i18n } from './i18n/i18n';

/*
 * Loaded by lib/toast.ts only when the page is not in English (so English visitors never fetch it, and
 * the Hindi tables of the contract cost only Hindi visitors). It translates the texts features pass on
 * as they are: the api client's own failure texts (kept in English in results, since features compare
 * them), and the contract's known messages (validation warnings and the server's messages).
 */

/** A toast's text in the current language: a known English text translated, any other text as it is. */
export async function translateToast(message: string): Promise<string> {
  const language = currentLanguage();
  if (language === 'en') return message;
  const id = API_MESSAGE_IDS.get(message);
  if (id === undefined) return translateMessage(message, language);
  await ensureBundles(['app']).catch(() => undefined);
  const text = i18n._(id);
  return text === id ? message : text;
}
