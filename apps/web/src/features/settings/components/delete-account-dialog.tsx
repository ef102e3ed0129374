import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AccountUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { clearAllStorage } from '../../../lib/session-write';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/account-language';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const usesCode = !user.hasPassword || isCodeSent;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(usesCode ? { Code: code } : { Password: password }, {
      onSuccess: (result) => {
        if (!result.ok) return showErrorToast(result.message);
        clearAllStorage([THEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY]);
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
      trigger={<Button variant="danger">{t('account.deleteMyAccount')}</Button>}
      title={t('account.deleteDialogTitle')}
      description={user.Role === 'Student' ? t('account.deleteStudent') : t('account.deleteStaff')}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('account.deleteForm')}>
        {usesCode ? (
          <>
            {isCodeSent ? (
              <p className="text-sm text-muted" role="status">
                {t('account.deleteCodeSent', { email: user.Email })}
              </p>
            ) : null}
            <Input
              label={t('account.codeFromEmail')}
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
            label={t('account.yourPassword')}
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
              {isCodeSent ? t('account.sendNewCode') : t('account.sendMeCode')}
            </Button>
          ) : (
            <Button variant="ghost" isBusy={sendCode.isPending} onClick={onSendCode}>
              {t('account.useCode')}
            </Button>
          )}
          <Button type="submit" variant="danger" isBusy={remove.isPending}>
            {t('account.deleteForGood')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
