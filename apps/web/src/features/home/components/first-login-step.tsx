import { AUTH_HEADER, STORAGE_KEYS, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useT } from '../../../lib/i18n/use-t';
import { cardClasses } from './card-classes';
import { StreamPicker } from './stream-picker';

/** Tells the account the first login's stream question was skipped; a failure only means it is asked again. The home then loads again, without the question. */
async function skipAccountStream(): Promise<void> {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (token) await fetch('/api/personal/stream/skip', { method: 'POST', headers: { [AUTH_HEADER]: token } });
  } catch {
    // Offline or storage blocked: the question comes again next time.
  }
}

/**
 * A first login's one question, asked once (until answered or skipped): the stream, which every list
 * opens on; picking one saves it. Further first-login fields (a class's join code) belong in this
 * section, below the streams.
 */
export function FirstLoginStep({ onChoose, onSkip }: { onChoose: (stream: Category) => void; onSkip: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="first-login-heading" className={clsx(cardClasses, 'border-primary/40')}>
      <h2 id="first-login-heading" className="text-lg font-semibold">
        {t('firstLogin.title')}
      </h2>
      <p className="text-sm text-muted">{t('firstLogin.text')}</p>
      <StreamPicker current={null} onPick={onChoose} />
      <button
        type="button"
        onClick={() => void skipAccountStream().then(onSkip)}
        className={buttonClasses('ghost', 'sm', 'self-start')}
      >
        {t('firstLogin.skip')}
      </button>
    </section>
  );
}
