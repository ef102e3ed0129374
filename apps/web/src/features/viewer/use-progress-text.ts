import { useSyncExternalStore } from 'react';
import { INTL_LOCALES } from '../../lib/i18n/languages';
import { useLanguage, useT } from '../../lib/i18n/use-t';
import { progressParts, type PdfSource } from './pdf-source';

const NO_PROGRESS = () => () => undefined;

/** "0.6 of 1.7 MB" in the page's language, following the bytes as they arrive; '' before the size is known. */
export function useProgressText(source: PdfSource | undefined): string {
  const t = useT();
  const locale = INTL_LOCALES[useLanguage()];
  return useSyncExternalStore(source?.subscribe ?? NO_PROGRESS, () =>
    source ? t('reader.progress', progressParts(source.progress(), locale)) : '',
  );
}
