import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { clearAllStorage } from '../../../lib/session';
import { THEME_STORAGE_KEY } from '../../../lib/theme';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useDeleteAccount, useSendDeleteCode } from '../api/delete-account';

/** Delete my account: confirmed with the password, or with a code mailed now (Google-only accounts). */
export function DeleteAccountDialog({ user }: { user: AccountUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isCodeSent, setIsCodeSent] = useState(false);
  const sendCode = useSendDeleteCode();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const usesCode = !user.hasPassword || isCodeSent;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(usesCode ? { Code: code } : { Password: password }, {
      onSuccess: (result) => {
        if (!result.ok) return showErrorToast(result.message);
        clearAllStorage([THEME_STORAGE_KEY]);
        showSuccessToast(result.data.message);
        void navigate('/');
      },
    });
  };

  const onSendCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.ok) return showErrorToast(result.message);
        setIsCodeSent(true);
        showSuccessToast(result.data.message);
      },
    });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<Button variant="danger">Delete my account</Button>}
      title="Delete your account?"
      description={
        user.Role === 'Student'
          ? 'Your profile, My Learning, reading progress and support messages are deleted for good. Your e-mail address can be used again.'
          : 'Your notes, papers, videos and courses are handed to an Admin first; then your account is deleted for good.'
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Confirm deleting your account">
        {usesCode ? (
          <>
            {isCodeSent ? (
              <p className="text-sm text-muted" role="status">
                We sent a code to {user.Email}.
              </p>
            ) : null}
            <Input
              label="Code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </>
        ) : (
          <Input
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {isCodeSent || !user.hasPassword ? (
            <Button variant="ghost" isBusy={sendCode.isPending} onClick={onSendCode}>
              {isCodeSent ? 'Send a new code' : 'Send me a code'}
            </Button>
          ) : (
            <Button variant="ghost" isBusy={sendCode.isPending} onClick={onSendCode}>
              Use a code instead
            </Button>
          )}
          <Button type="submit" variant="danger" isBusy={remove.isPending}>
            Delete for good
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
