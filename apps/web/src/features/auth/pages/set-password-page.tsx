import { useState, type FormEvent } from 'react';
import type { SignedInAfterProofResponse } from '@prepshelf/contract';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSetPassword } from '../api/set-password';
import { startSessionAfterProof } from '../sign-in-after-proof';
import { endSignIn } from '../../../lib/signing-in';
import { returnPathAfterSignIn } from '../../../lib/return-to';
import { AuthShell } from '../components/auth-shell';
import { PasswordInput } from '../components/password-input';

/** The token of a welcome mail's link: `/set-password#token=…` (a fragment never reaches a server). */
function readToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** Set password: the page a student made by a bulk import opens from the welcome mail. */
export function SetPasswordPage() {
  const [token] = useState(() => readToken(window.location.hash));
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [isDone, setIsDone] = useState(false);
  const mutation = useSetPassword();
  const navigate = useNavigate();
  const t = useT();

  /** The link proved the mailbox: the student is signed in and goes on, as after a login. */
  async function finish(answer: SignedInAfterProofResponse) {
    if (await startSessionAfterProof(answer)) {
      await navigate(returnPathAfterSignIn(), { replace: true });
      // Not a logged-out screen: no guard waits on this sign-in.
      endSignIn();
      showSuccessToast(t('arriving.passwordSetSignedIn'));
      return;
    }
    showSuccessToast(answer.message);
    setIsDone(true);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { token, NewPassword: password, ConfirmNewPassword: confirm },
      {
        onSuccess: (result) => {
          if (!result.ok) {
            showErrorToast(result.message);
            return;
          }
          void finish(result.data);
        },
      },
    );
  };

  return (
    <AuthShell
      title={t('auth.choosePasswordTitle')}
      intro={isDone ? t('auth.setPasswordDone') : t('auth.choosePasswordIntro')}
      footer={
        <Link to="/login" className="font-medium text-primary-text hover:underline">
          {t('auth.goToLogin')}
        </Link>
      }
    >
      {token === '' ? (
        <p role="alert" className="text-danger-text">
          {t('auth.setPasswordInvalid')}
        </p>
      ) : isDone ? null : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.target.value)}
            required
          />
          <PasswordInput
            label={t('auth.confirmNewPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('auth.saving') : t('auth.setPassword')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
