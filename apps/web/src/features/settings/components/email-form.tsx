import { useState, type FormEvent } from 'react';
import type { AccountUser } from '@prepshelf/contract';
import { Trans } from '../../../lib/i18n/trans';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAccountUpdated } from '../api/account-query';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';

/**
 * Change of e-mail in two steps: the new address (and the password) sends a code there; the code
 * makes the change. The old address is told by the server.
 */
export function EmailForm({ user }: { user: AccountUser }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const onUpdated = useAccountUpdated();
  const t = useT();

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { NewEmail: newEmail, ...(user.hasPassword ? { CurrentPassword: password } : {}) },
      {
        onSuccess: (result) => {
          if (!result.ok) return showErrorToast(result.message);
          setPendingEmail(newEmail.trim().toLowerCase());
          setPassword('');
          showSuccessToast(result.data.message);
        },
      },
    );
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { Code: code },
      {
        onSuccess: (result) => {
          if (!result.ok) return showErrorToast(result.message);
          onUpdated(result.data.user);
          setPendingEmail(null);
          setNewEmail('');
          setCode('');
          showSuccessToast(result.data.message);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Trans
          id="account.yourEmail"
          values={{ email: user.Email }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      {pendingEmail === null ? (
        <form onSubmit={onRequest} className="grid gap-4 sm:grid-cols-2" aria-label={t('account.changeEmailForm')}>
          <Input
            label={t('account.newEmail')}
            type="email"
            value={newEmail}
            autoComplete="email"
            required
            onChange={(event) => setNewEmail(event.target.value)}
          />
          {user.hasPassword ? (
            <Input
              label={t('account.password')}
              type="password"
              value={password}
              autoComplete="current-password"
              required
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" isBusy={request.isPending}>
              {t('account.sendCode')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={onConfirm} className="flex flex-col gap-4" aria-label={t('account.confirmEmailForm')}>
          <p className="text-sm text-muted" role="status">
            <Trans
              id="account.codeSentTo"
              values={{ email: pendingEmail }}
              components={{ 0: <strong className="break-all text-fg" /> }}
            />
          </p>
          <Input
            label={t('account.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isBusy={confirm.isPending}>
              {t('account.confirmEmail')}
            </Button>
            <Button variant="ghost" onClick={() => setPendingEmail(null)}>
              {t('account.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
