import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../lib/i18n/i18n';
import { followAccountLanguage } from '../../../lib/i18n/account-language';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { isException } from '../api/auth-answers';
import { finishGoogleSignIn } from '../api/finish-google-sign-in';
import { AuthShell } from '../components/auth-shell';
import { storeLoginSession } from '../session-storage';
import { returnPathAfterSignIn } from '../../../lib/return-to';

/**
 * Where the identity provider sends the browser back (`/auth/google/callback?code&state`): trades the
 * code for a session like login does, then goes home.
 */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const t = useT();
  // The failure's key, so the text follows a change of language.
  const [failure, setFailure] = useState<MessageId | null>(null);
  // A code works once: React's development double effects must not spend it twice.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const iss = searchParams.get('iss');

    async function finish() {
      if (code === null || code === '') {
        // The provider sent an error (or the person cancelled) instead of a code.
        showErrorToast(i18n._('auth.googleFailed'));
        setFailure('auth.googleFailed');
        return;
      }
      const result = await finishGoogleSignIn({ code, state, iss });
      if (!result.ok) {
        const message: MessageId = isException(result) ? 'auth.googleCodeError' : 'auth.googleFailed';
        showErrorToast(i18n._(message));
        setFailure(message);
        return;
      }
      storeLoginSession(result.data);
      // Navigate in the same tick as the session is stored, then follow the account's language.
      const following = followAccountLanguage(result.data.user);
      await navigate(returnPathAfterSignIn(), { replace: true });
      await following;
      showSuccessToast(i18n._('auth.loggedIn'));
    }
    void finish();
  }, [navigate, searchParams]);

  return (
    <AuthShell title={t('auth.googleTitle')}>
      {failure === null ? (
        <div className="flex items-center justify-center gap-3 py-4 text-muted" aria-live="polite">
          <Spinner label={null} />
          {t('auth.finishingSignIn')}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 py-2 text-center" role="alert">
          <p>{t(failure)}</p>
          <Link to="/auth" className={buttonClasses('primary')}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
