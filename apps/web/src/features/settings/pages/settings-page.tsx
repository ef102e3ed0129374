import { useState, type FormEvent } from 'react';
import type { AccountUser, NotificationSettingsValues } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
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
 * Dashboard → Settings (spec §2), now wired: photo, first and last name, e-mail, institution,
 * password change and the three notification toggles, saved by Save Changes; Cancel puts back what
 * is stored. A new e-mail takes effect once the code sent to it is entered.
 */
export function SettingsPage() {
  const account = useAccount();
  const notifications = useNotifications();
  if (account.isPending || notifications.isPending) {
    return (
      <div className="flex items-center gap-3 p-6 text-muted" aria-busy="true">
        <Spinner label={null} /> Please wait, loading your settings…
      </div>
    );
  }
  if (account.isError || notifications.isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-6">
        <p className="text-muted">We couldn&apos;t load your settings right now.</p>
        <Button variant="outline" onClick={() => void Promise.all([account.refetch(), notifications.refetch()])}>
          Try again
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

  const set = (key: keyof ReturnType<typeof valuesOf>) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = joinName(values.firstName, values.lastName);
    const newEmail = values.email.trim().toLowerCase();
    const isPasswordChange = values.newPassword !== '' || values.confirmPassword !== '';
    if (name === '') return showErrorToast('Please enter your first name.');
    if (isPasswordChange && values.newPassword !== values.confirmPassword) {
      return showErrorToast('The new password and its confirmation do not match.');
    }
    if (newEmail !== user.Email && user.hasPassword && values.currentPassword === '') {
      return showErrorToast('Please enter your current password to change your e-mail.');
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
      showSuccessToast(done.length === 0 ? 'Nothing to save: no changes.' : 'Your changes have been saved.');
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
          Settings
        </h1>
      </header>

      <Section id="settings-profile" title="Profile">
        <PhotoPicker user={user} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="First name"
            value={values.firstName}
            onChange={set('firstName')}
            autoComplete="given-name"
            required
          />
          <Input label="Last name" value={values.lastName} onChange={set('lastName')} autoComplete="family-name" />
          <Input
            label="E-mail"
            type="email"
            value={values.email}
            onChange={set('email')}
            autoComplete="email"
            hint="A new address takes effect once you enter the code we send to it."
          />
          <Input label="Institution" value={values.institution} onChange={set('institution')} maxLength={120} />
        </div>
        {pendingEmail === null ? null : (
          <div
            className="flex flex-col gap-3 rounded-lg border border-line bg-subtle p-4"
            role="group"
            aria-label="Confirm new e-mail"
          >
            <p className="text-sm" role="status">
              We sent a 6-digit code to <strong className="break-all">{pendingEmail}</strong>.
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <Input
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button variant="outline" isBusy={confirmEmail.isPending} onClick={onConfirmEmail}>
                Confirm new e-mail
              </Button>
            </div>
          </div>
        )}
      </Section>

      <Section
        id="settings-password"
        title="Change password"
        description={
          user.hasPassword
            ? 'Changing it logs you out everywhere else.'
            : 'You sign in with Google: set a password here.'
        }
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {user.hasPassword ? (
            <Input
              label="Current password"
              type="password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
              autoComplete="current-password"
            />
          ) : null}
          <Input
            label="New password"
            type="password"
            value={values.newPassword}
            onChange={set('newPassword')}
            autoComplete="new-password"
          />
          <Input
            label="Confirm new password"
            type="password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
      </Section>

      <Section
        id="settings-notifications"
        title="Notifications"
        description="A daily e-mail with new items of the kinds you turn on."
      >
        {TOGGLES.map(({ key, label }) => (
          <Switch
            key={key}
            label={label}
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
          Cancel
        </Button>
        <Button type="submit" isBusy={isSaving}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
