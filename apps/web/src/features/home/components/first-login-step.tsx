import { useState, type FormEvent } from 'react';
import { AUTH_HEADER, STORAGE_KEYS, type Category } from '@prepshelf/contract';
import { clsx } from 'clsx';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Input } from '../../../components/ui/input';
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

type JoinState =
  | { status: 'idle' }
  | { status: 'joining' }
  | { status: 'joined'; name: string }
  | { status: 'failed'; message: string | undefined };

/**
 * POST /api/classes/join with the session (plain fetch: the home has no data layer). The server's own
 * message on a refusal (in the page's language); undefined when it could not be reached.
 */
async function joinClass(code: string): Promise<JoinState> {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const response = await fetch('/api/classes/join', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': document.documentElement.lang || 'en',
        ...(token ? { [AUTH_HEADER]: token } : {}),
      },
      body: JSON.stringify({ code }),
    });
    const body = (await response.json().catch(() => null)) as {
      success?: unknown;
      message?: unknown;
      class?: { name?: unknown };
    } | null;
    if (response.ok && body?.success === true && typeof body.class?.name === 'string') {
      return { status: 'joined', name: body.class.name };
    }
    return { status: 'failed', message: typeof body?.message === 'string' ? body.message : undefined };
  } catch {
    return { status: 'failed', message: undefined };
  }
}

/** The optional class join code of a first login: a teacher's code joins their class at once. */
function JoinClassField() {
  const t = useT();
  const [code, setCode] = useState('');
  const [state, setState] = useState<JoinState>({ status: 'idle' });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || state.status === 'joining') return;
    setState({ status: 'joining' });
    void joinClass(code.trim()).then(setState);
  };
  if (state.status === 'joined') {
    return (
      <p role="status" className="text-sm font-medium">
        {t('firstLogin.joined', { name: state.name })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="first-login-class-heading" className="flex flex-col gap-2">
      <h3 id="first-login-class-heading" className="text-sm font-semibold">
        {t('firstLogin.classTitle')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <Input
          label={t('firstLogin.classCode')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="max-w-56"
        />
        <button type="submit" disabled={state.status === 'joining'} className={buttonClasses('outline', 'md')}>
          {t('firstLogin.join')}
        </button>
      </div>
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-danger-text">
          {state.message ?? t('firstLogin.joinOffline')}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A first login's questions, asked once (until answered or skipped): the stream, which every list
 * opens on (picking one saves it), and, optionally, a class's join code from a teacher.
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
      <JoinClassField />
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
