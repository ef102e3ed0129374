import { useCallback, useSyncExternalStore } from 'react';
import type { MessageId } from '../../locales/message-id';
import { i18n } from './i18n';
import { dateTimeOptions, INTL_LOCALES, type Language } from './languages';

export type MessageValues = Record<string, unknown>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/*
 * The app reads the one Lingui instance directly rather than through @lingui/react's provider: the
 * provider's module carries `Trans` and its formatter, which only a few lazy screens need (lib/i18n/trans.tsx),
 * and the landing page's budget has no room for them. A change of language or a newly loaded
 * catalog bumps a version that every component using these hooks re-renders on.
 */
let version = 0;
const listeners = new Set<() => void>();
i18n.on('change', () => {
  version += 1;
  for (const listener of listeners) listener();
});

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function getVersion(): number {
  return version;
}

/**
 * The current language's texts: `const t = useT(); t('nav.notes')`. Keys are typed from the English
 * catalogs; a component re-renders when the language changes or a catalog arrives.
 */
export function useT(): Translate {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new function per version, so memoised children that take `t` see the change too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [current]);
}

/** The current language, for `Intl` formatting and language-dependent layout. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return i18n.locale as Language;
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
    /** A date with a short time ("27 Nov 2026, 10:17 am"; Hindi on the 24-hour clock). */
    dateTime: (value: Date | string | number) =>
      new Intl.DateTimeFormat(locale, dateTimeOptions(locale)).format(new Date(value)),
  };
}
