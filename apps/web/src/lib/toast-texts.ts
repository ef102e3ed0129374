import { translateMessage } from '@prepshelf/contract';
import type { MessageId } from '../locales/message-id';
import { API_MESSAGES } from './api-client';
import { currentLanguage, ensureBundles, i18n } from './i18n/i18n';

/*
 * Loaded by lib/toast.ts only when the page is not in English (so English visitors never fetch it, and
 * the Hindi tables of the contract cost only Hindi visitors). It translates the texts features pass on
 * as they are: the api client's own failure texts (kept in English in results, since features compare
 * them), and the contract's known messages (validation warnings and the server's messages).
 */

const API_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [API_MESSAGES.network, 'api.network'],
  [API_MESSAGES.offline, 'api.offline'],
  [API_MESSAGES.notJson, 'api.notJson'],
  [API_MESSAGES.unexpectedShape, 'api.unexpectedShape'],
  [API_MESSAGES.aborted, 'api.aborted'],
  [API_MESSAGES.server, 'api.server'],
  ...Object.entries(API_MESSAGES.byStatus).map(([status, text]) => [text, `api.status${status}` as MessageId] as const),
]);

/** A toast's text in the current language: a known English text translated, any other text as it is. */
export async function translateToast(message: string): Promise<string> {
  const language = currentLanguage();
  if (language === 'en') return message;
  const id = API_IDS.get(message);
  if (id === undefined) return translateMessage(message, language);
  await ensureBundles(['app']).catch(() => undefined);
  const text = i18n._(id);
  return text === id ? message : text;
}
