import { setLanguage } from '../../lib/i18n/i18n';
import { isLoggedIn } from '../../lib/session';
import { LANGUAGE_NAMES, type Language } from '../../lib/i18n/languages';
import { useLanguage, useT } from '../../lib/i18n/use-t';
import { buttonClasses } from '../ui/button-classes';

/**
 * The language switch: one button naming the other language in that language ("हिन्दी" on
 * the English site, "English" on the Hindi one), as multilingual sites do, so a reader of either finds it.
 */
export function LanguageSwitch({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const t = useT();
  const current = useLanguage();
  const other: Language = current === 'en' ? 'hi' : 'en';
  return (
    <button
      type="button"
      lang={other}
      aria-label={t('nav.switchTo', { language: LANGUAGE_NAMES[other] })}
      className={buttonClasses('ghost', 'md', className)}
      onClick={() => {
        // A signed-in user's switch is saved on the account from every screen, the home's too (it makes no
        // call through the API client, which starts the saving): the saver loads at the click.
        const switched = isLoggedIn()
          ? import('../../lib/i18n/account-language').then(
              ({ chooseLanguage }) => chooseLanguage(other),
              () => setLanguage(other),
            )
          : setLanguage(other);
        void switched.then(onSwitched);
      }}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
