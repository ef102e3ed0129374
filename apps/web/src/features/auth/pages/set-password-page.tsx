import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { STUDENT_IMPORT_MESSAGES } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useSetPassword } from '../api/set-password';
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
          showSuccessToast(result.data.message);
          setIsDone(true);
        },
      },
    );
  };

  return (
    <AuthShell
      title="Choose your password"
      intro={isDone ? STUDENT_IMPORT_MESSAGES.setPasswordDone : 'Choose the password you will log in with.'}
      footer={
        <Link to="/login" className="font-medium text-primary-text hover:underline">
          Go to login
        </Link>
      }
    >
      {token === '' ? (
        <p role="alert" className="text-danger-text">
          {STUDENT_IMPORT_MESSAGES.setPasswordInvalid}
        </p>
      ) : isDone ? null : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.target.value)}
            required
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            required
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : 'Set password'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
