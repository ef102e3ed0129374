import { useState, type FormEvent } from 'react';
import type { AccountUser } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAccountUpdated } from '../api/account-query';
import { useUpdateProfile } from '../api/update-profile';

/** Name, About and institution. */
export function ProfileForm({ user }: { user: AccountUser }) {
  const [values, setValues] = useState({ Username: user.Username, About: user.About, institution: user.institution });
  const update = useUpdateProfile();
  const onUpdated = useAccountUpdated();
  const t = useT();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.Username.trim() === '') return showErrorToast(t('account.enterName'));
    update.mutate(values, {
      onSuccess: (result) => {
        if (!result.ok) return showErrorToast(result.message);
        onUpdated(result.data.user);
        showSuccessToast(result.data.message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('account.profileForm')}>
      <Input
        label={t('account.name')}
        value={values.Username}
        maxLength={50}
        autoComplete="name"
        onChange={(event) => setValues((current) => ({ ...current, Username: event.target.value }))}
      />
      <Textarea
        label={t('account.about')}
        value={values.About}
        maxLength={500}
        placeholder={t('account.aboutPlaceholder')}
        onChange={(event) => setValues((current) => ({ ...current, About: event.target.value }))}
      />
      <Input
        label={t('account.institution')}
        value={values.institution}
        maxLength={120}
        autoComplete="organization"
        onChange={(event) => setValues((current) => ({ ...current, institution: event.target.value }))}
      />
      <div>
        <Button type="submit" isBusy={update.isPending}>
          {t('account.saveProfile')}
        </Button>
      </div>
    </form>
  );
}
