import { useState, type FormEvent } from 'react';
import { Info, UserRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { showInfoToast } from '../../../lib/toast';

const TOGGLES = ['New Course Notifications', 'Notes Updates', 'Video Lecture Alerts'] as const;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  institution: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * Dashboard → Settings: the static page of spec §2, not wired to the server. The fields are editable so
 * the page can be tried, but nothing is sent or stored, and the page says so.
 */
export function SettingsPage() {
  const [values, setValues] = useState(EMPTY);
  const [toggles, setToggles] = useState<Record<(typeof TOGGLES)[number], boolean>>({
    'New Course Notifications': true,
    'Notes Updates': true,
    'Video Lecture Alerts': false,
  });
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    showInfoToast('Settings are not saved yet: this page is a preview.');
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-labelledby="settings-heading">
      <header>
        <h1 id="settings-heading" className="text-2xl font-bold">
          Settings
        </h1>
        <p
          role="note"
          className="mt-3 inline-flex items-start gap-2 rounded-lg border border-line bg-primary-soft px-3 py-2 text-sm text-primary-text"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This page is a preview: changes here are not saved. Edit your account from your profile instead.
        </p>
      </header>

      <section className="flex flex-col gap-4 rounded-[12px] border border-line bg-surface p-5">
        <h2 className="text-lg font-semibold">Profile</h2>
        <div className="flex items-center gap-4">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-text">
            <UserRound className="size-8" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <label htmlFor="settings-photo" className="text-sm font-medium">
              Profile photo
            </label>
            <input
              id="settings-photo"
              type="file"
              accept="image/*"
              className="text-sm text-muted file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:text-fg"
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" value={values.firstName} onChange={set('firstName')} autoComplete="given-name" />
          <Input label="Last name" value={values.lastName} onChange={set('lastName')} autoComplete="family-name" />
          <Input label="E-mail" type="email" value={values.email} onChange={set('email')} autoComplete="email" />
          <Input label="Institution" value={values.institution} onChange={set('institution')} />
        </div>
      </section>

      <section className="flex flex-col gap-4 rounded-[12px] border border-line bg-surface p-5">
        <h2 className="text-lg font-semibold">Change password</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label="Current password"
            type="password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            autoComplete="current-password"
          />
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
      </section>

      <section className="flex flex-col gap-4 rounded-[12px] border border-line bg-surface p-5">
        <h2 className="text-lg font-semibold">Notifications</h2>
        {TOGGLES.map((label) => (
          <Switch
            key={label}
            label={label}
            checked={toggles[label]}
            onCheckedChange={(checked) => setToggles((current) => ({ ...current, [label]: checked }))}
          />
        ))}
      </section>

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => setValues(EMPTY)}>
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </div>
    </form>
  );
}
