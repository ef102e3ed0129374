import { useState } from 'react';
import { clsx } from 'clsx';
import { chooseLanguage } from '../../../lib/i18n/account-language';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import { useLanguage, useT } from '../../../lib/i18n/use-t';

/**
 * The account's language: English or हिन्दी, each named in itself. A choice switches the
 * interface at once, is remembered on the device, and is saved on the account (account-language.ts).
 */
export function LanguageChoice() {
  const t = useT();
  const current = useLanguage();
  const [isSwitching, setIsSwitching] = useState(false);

  const choose = (language: Language) => {
    setIsSwitching(true);
    void chooseLanguage(language)
      .catch(() => undefined)
      .finally(() => setIsSwitching(false));
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-busy={isSwitching}>
      <legend className="mb-2 text-sm font-medium">{t('account.languageLabel')}</legend>
      <div className="flex flex-wrap gap-2">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={language}
            className={clsx(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              language === current ? 'border-primary bg-primary-soft text-primary-text' : 'border-line',
            )}
          >
            <input
              type="radio"
              name="account-language"
              value={language}
              checked={language === current}
              disabled={isSwitching}
              onChange={() => choose(language)}
              className="accent-primary"
            />
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
