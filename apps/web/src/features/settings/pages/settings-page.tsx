import { useState, type FormEvent } from 'react';
import type { AccountUser, NotificationSettingsValues } from '@prepshelf/contract';
import { Trans } from '../../../lib/i18n/trans';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useAccount, useAccountUpdated } from '../api/account-query';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useNotifications, useUpdateNotifications } from '../api/notifications';
import { useUpdateProfile } from '../api/update-profile';
import { TOGGLES } from '../components/notification-toggles';
import { PhotoPicker } from '../components/photo-picker';
import { Section } from '../components/section';
import { joinName, splitName } from '../names';

type Toggles = Pick<NotificationSettingsValues, 'newCourses' | 'notesUpdates' | 'videoAlerts'>;

function valuesOf(user: AccountUser) {
  return {
    ...splitName(user.Username),
    email: user.Email,
    institution: user.institution,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * Dashboard → Settings (spec §2): photo, first and last name, e-mail, institution,
 * password change and the three notification toggles, saved by Save Changes; Cancel puts back what
 * is stored. A new e-mail takes effect once the code sent to it is entered.
 */
export function SettingsPage() {
  const account = useAccount();
  const notifications = useNotifications();
  const t = useT();
  if (account.isPending || notifications.isPending) {
    return (
      <div className="flex items-center gap-3 p-6 text-muted" aria-busy="true">
        <Spinner label={null} /> {t('settings.loading')}
      </div>
    );
  }
  if (account.isError || notifications.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-6">
        <p className="text-muted">{t('settings.loadFailed')}</p>
        <Button variant="outline" onClick={() => void Promise.all([account.refetch(), notifications.refetch()])}>
          {t('settings.tryAgain')}
        </Button>
      </div>
    );
  }
  return <SettingsForm user={account.data} stored={notifications.data} />;
}

function SettingsForm({ user, stored }: { user: AccountUser; stored: NotificationSettingsValues }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [toggles, setToggles] = useState<Toggles>(stored);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const onUpdated = useAccountUpdated();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const updateNotifications = useUpdateNotifications();
  const requestEmail = useRequestEmailChange();
  const confirmEmail = useConfirmEmailChange();
  const t = useT();

  const set = (key: keyof ReturnType<typeof valuesOf>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = joinName(values.firstName, values.lastName);
    const newEmail = values.email.trim().toLowerCase();
    const isPasswordChange = values.newPassword !== '' || values.confirmPassword !== '';
    if (name === '') return showErrorToast(t('settings.enterFirstName'));
    if (isPasswordChange && values.newPassword !== values.confirmPassword) {
      return showErrorToast(t('settings.passwordsDiffer'));
    }
    if (newEmail !== user.Email && user.hasPassword && values.currentPassword === '') {
      return showErrorToast(t('settings.passwordForEmail'));
    }
    setIsSaving(true);
    try {
      const done: string[] = [];
      if (name !== user.Username || values.institution.trim() !== user.institution) {
        const result = await updateProfile.mutateAsync({ Username: name, institution: values.institution });
        if (!result.ok) return showErrorToast(result.message);
        onUpdated(result.data.user);
        done.push('profile');
      }
      const changedToggles = TOGGLES.filter(({ key }) => toggles[key] !== stored[key]);
      if (changedToggles.length > 0) {
        const result = await updateNotifications.mutateAsync(
          Object.fromEntries(changedToggles.map(({ key }) => [key, toggles[key]])),
        );
        if (!result.ok) return showErrorToast(result.message);
        done.push('notifications');
      }
      if (isPasswordChange) {
        const result = await changePassword.mutateAsync({
          ...(user.hasPassword ? { CurrentPassword: values.currentPassword } : {}),
          NewPassword: values.newPassword,
          ConfirmNewPassword: values.confirmPassword,
        });
        if (!result.ok) return showErrorToast(result.message);
        done.push('password');
      }
      if (newEmail !== user.Email) {
        const result = await requestEmail.mutateAsync({
          NewEmail: newEmail,
          ...(user.hasPassword ? { CurrentPassword: values.currentPassword } : {}),
        });
        if (!result.ok) return showErrorToast(result.message);
        setPendingEmail(newEmail);
        setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
        return showSuccessToast(result.data.message);
      }
      setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
      showSuccessToast(done.length === 0 ? t('settings.nothingToSave') : t('settings.saved'));
    } finally {
      setIsSaving(false);
    }
  };

  const onConfirmEmail = () =>
    confirmEmail.mutate(
      { Code: code },
      {
        onSuccess: (result) => {
          if (!result.ok) return showErrorToast(result.message);
          onUpdated(result.data.user);
          setPendingEmail(null);
          setCode('');
          showSuccessToast(result.data.message);
        },
      },
    );

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6" aria-labelledby="settings-heading">
      <header>
        <h1 id="settings-heading" className="text-2xl font-bold">
          {t('settings.title')}
        </h1>
      </header>

      <Section id="settings-profile" title={t('settings.profile')}>
        <PhotoPicker user={user} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('settings.firstName')}
            value={values.firstName}
            onChange={set('firstName')}
            autoComplete="given-name"
            required
          />
          <Input
            label={t('settings.lastName')}
            value={values.lastName}
            onChange={set('lastName')}
            autoComplete="family-name"
          />
          <Input
            label={t('settings.email')}
            type="email"
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
            hint={t('settings.emailHint')}
          />
          <Input
            label={t('settings.institution')}
            value={values.institution}
            onChange={set('institution')}
            maxLength={120}
          />
        </div>
        {pendingEmail === null ? null : (
          <div
            className="flex flex-col gap-3 rounded-lg border border-line bg-subtle p-4"
            role="group"
            aria-label={t('settings.confirmEmailGroup')}
          >
            <p className="text-sm" role="status">
              <Trans
                id="settings.codeSentTo"
                values={{ email: pendingEmail }}
                components={{ 0: <strong className="break-all" /> }}
              />
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <Input
                label={t('settings.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button variant="outline" isBusy={confirmEmail.isPending} onClick={onConfirmEmail}>
                {t('settings.confirmEmail')}
              </Button>
            </div>
          </div>
        )}
      </Section>

      <Section
        id="settings-password"
        title={t('settings.changePassword')}
        description={user.hasPassword ? t('settings.passwordDescription') : t('settings.googleOnlyDescription')}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {user.hasPassword ? (
            <Input
              label={t('settings.currentPassword')}
              type="password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
              autoComplete="current-password"
            />
          ) : null}
          <Input
            label={t('settings.newPassword')}
            type="password"
            value={values.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
          />
          <Input
            label={t('settings.confirmNewPassword')}
            type="password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
      </Section>

      <Section
        id="settings-notifications"
        title={t('settings.notifications')}
        description={t('settings.notificationsDescription')}
      >
        {TOGGLES.map(({ key, label }) => (
          <Switch
            key={key}
            label={t(label)}
            checked={toggles[key]}
            onCheckedChange={(checked) => setToggles((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </Section>

      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          onClick={() => {
            setValues(valuesOf(user));
            setToggles(stored);
          }}
        >
          {t('settings.cancel')}
        </Button>
        <Button type="submit" isBusy={isSaving}>
          {t('settings.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
