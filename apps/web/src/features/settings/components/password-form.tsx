import { useState, type FormEvent } from 'react';
import type { AccountUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAccountUpdated, getAccount } from '../api/account-query';
import { useChangePassword } from '../api/change-password';
import { useInvalidateSessions } from '../api/sessions';

const EMPTY = { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' };

/** Change the password (current one first), or set a first one on a Google-only account. */
export function PasswordForm({ user }: { user: AccountUser }) {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword();
  const onUpdated = useAccountUpdated();
  const invalidateSessions = useInvalidateSessions();
  const t = useT();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.NewPassword !== values.ConfirmNewPassword) {
      return showErrorToast(t('account.passwordsDiffer'));
    }
    change.mutate(
      { ...values, ...(user.hasPassword ? {} : { CurrentPassword: undefined }) },
      {
        onSuccess: (result) => {
          if (!result.ok) return showErrorToast(result.message);
          setValues(EMPTY);
          showSuccessToast(result.data.message);
          void invalidateSessions();
          void getAccount().then(onUpdated, () => undefined);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3" aria-label={t('account.changePasswordForm')}>
      {user.hasPassword ? (
        <Input
          label={t('account.currentPassword')}
          type="password"
          value={values.CurrentPassword}
          onChange={set('CurrentPassword')}
          autoComplete="current-password"
          required
        />
      ) : null}
      <Input
        label={t('account.newPassword')}
        type="password"
        value={values.NewPassword}
        onChange={set('NewPassword')}
        autoComplete="new-password"
        minLength={8}
        required
      />
      <Input
        label={t('account.confirmNewPassword')}
        type="password"
        value={values.ConfirmNewPassword}
        onChange={set('ConfirmNewPassword')}
        autoComplete="new-password"
        required
      />
      <div className="sm:col-span-3">
        <Button type="submit" isBusy={change.isPending}>
          {user.hasPassword ? t('account.changePassword') : t('account.setPassword')}
        </Button>
      </div>
    </form>
  );
}
