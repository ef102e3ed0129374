import { useLingui } from '@lingui/react';
import type { MessageId } from '../../locales/message-id';
import { INTL_LOCALES, type Language } from './languages';

export type MessageValues = Record<string, unknown>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The current language's texts: `const t = useT(); t('nav.notes')`. Keys are typed from the English
 * catalogs; a component re-renders when the language changes.
 */
export function useT(): Translate {
  const { _ } = useLingui();
  return _;
}

/** The current language, for `Intl` formatting and language-dependent layout. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

/** Number, rupee and date formatting in the current language (Indian grouping: ₹1,00,000). */
export function useFormat() {
  const locale = INTL_LOCALES[useLanguage()];
  return {
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    rupees: (value: number) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value),
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(new Date(value)),
  };
}
