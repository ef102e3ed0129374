import { CATEGORIES, CONTENT_STATUSES, translateMessage, type Category, type ContentStatus } from '@prepshelf/contract';
import { currentLanguage, i18n } from '../../lib/i18n/i18n';
import { streamLabelId } from '../../lib/i18n/stream-label';
import type { Translate } from '../../lib/i18n/use-t';
import type { MessageId } from '../../locales/message-id';
import { LOCALIZED_TEXTS } from './localized-texts';

/*
 * The dashboard's toasts and warnings in the current language. The forms and lists keep
 * working with the spec's English texts (the constants of the contract and validation.ts, which their
 * tests check word for word); what is shown goes through `localizeMessage` at the moment it is shown.
 * English is shown as it is; in Hindi, a text of this table gets its catalog message, and any other one
 * (spec §5's warnings, the server's messages) the contract's Hindi twin (`translateMessage`).
 */

const byEnglish = new Map<string, MessageId>(LOCALIZED_TEXTS.map(([english, id]) => [english, id]));

/** A toast or warning text in the current language: English as it is, else its translation (see above). */
export function localizeMessage(message: string): string {
  const language = currentLanguage();
  if (language === 'en') return message;
  const id = byEnglish.get(message);
  return id === undefined ? translateMessage(message, language) : i18n._(id);
}

const STATUS_KEYS: Record<ContentStatus, MessageId> = {
  public: 'manage.statusPublic',
  draft: 'manage.statusDraft',
  archived: 'manage.statusArchived',
};

/** A category's name (spec §9's labels in English). */
export function categoryLabel(t: Translate, category: Category): string {
  return t(streamLabelId(category));
}

/** A status's name: `public` reads "Active" (spec §4). */
export function statusLabel(t: Translate, status: ContentStatus): string {
  return t(STATUS_KEYS[status]);
}

export function categoryOptions(t: Translate): { value: Category; label: string }[] {
  return CATEGORIES.map((value) => ({ value, label: categoryLabel(t, value) }));
}

export function statusOptions(t: Translate): { value: ContentStatus; label: string }[] {
  return CONTENT_STATUSES.map((value) => ({ value, label: statusLabel(t, value) }));
}
