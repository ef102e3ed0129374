import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TOASTS } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { isException } from '../api/auth-answers';
import { finishGoogleSignIn } from '../api/finish-google-sign-in';
import { AuthShell } from '../components/auth-shell';
import { storeLoginSession } from '../session-storage';

/**
 * Where the identity provider sends the browser back (`/auth/google/callback?code&state`): trades the
 * code for a session like login does, then goes home.
 */
export function GoogleCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
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
        showErrorToast(TOASTS.googleFailed);
        setFailure(TOASTS.googleFailed);
        return;
      }
      const result = await finishGoogleSignIn({ code, state, iss });
      if (!result.ok) {
        const message = isException(result) ? TOASTS.googleCodeError : TOASTS.googleFailed;
        showErrorToast(message);
        setFailure(message);
        return;
      }
      storeLoginSession(result.data);
      await navigate('/', { replace: true });
      showSuccessToast(TOASTS.loggedIn);
    }
    void finish();
  }, [navigate, searchParams]);

  return (
    <AuthShell title="Signing in with Google">
      {failure === null ? (
        <div className="flex items-center justify-center gap-3 py-4 text-muted" aria-live="polite">
          <Spinner label={null} />
          Finishing your sign-in…
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 py-2 text-center" role="alert">
          <p>{failure}</p>
          <Link to="/auth" className={buttonClasses('primary')}>
            Back to login
          </Link>
        </div>
      )}
    </AuthShell>
  );
}
