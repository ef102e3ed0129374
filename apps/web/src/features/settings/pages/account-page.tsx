import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { showErrorToast } from '../../../lib/toast';
import { useAccount } from '../api/account-query';
import { useDownloadMyData } from '../api/export-data';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { EmailForm } from '../components/email-form';
import { NotificationToggles } from '../components/notification-toggles';
import { PasswordForm } from '../components/password-form';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { Section } from '../components/section';
import { SessionsList } from '../components/sessions-list';

/** /account: everything a user can change about their own account (issue 13), reached from the profile. */
export function AccountPage() {
  const query = useAccount();
  const download = useDownloadMyData();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <Link to="/profile" className="inline-flex items-center gap-1 text-sm text-primary-text hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to your profile
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your account</h1>
      </div>
      {query.isPending ? (
        <Card className="flex items-center justify-center gap-3 p-10 text-muted hover:shadow-none" aria-busy="true">
          <Spinner label={null} />
          Please wait, loading your account…
        </Card>
      ) : query.isError ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center hover:shadow-none">
          <p className="text-muted">We couldn&apos;t load your account right now.</p>
          <Button variant="outline" isBusy={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <>
          <Section id="account-profile" title="Profile">
            <PhotoPicker user={query.data} />
            <ProfileForm user={query.data} />
          </Section>
          <Section
            id="account-email"
            title="E-mail"
            description="We send a code to the new address; it takes effect once you enter it."
          >
            <EmailForm user={query.data} />
          </Section>
          <Section
            id="account-password"
            title={query.data.hasPassword ? 'Password' : 'Set a password'}
            description={
              query.data.hasPassword
                ? 'Changing it logs you out everywhere else.'
                : 'You sign in with Google. Set a password to log in with your e-mail too.'
            }
          >
            <PasswordForm user={query.data} />
          </Section>
          <Section
            id="account-notifications"
            title="Notifications"
            description="Turn on what you want in a daily e-mail: new items in your stream, at most one mail a day."
          >
            <NotificationToggles />
          </Section>
          <Section id="account-sessions" title="Where you're logged in">
            <SessionsList />
          </Section>
          <Section
            id="account-data"
            title="Your data"
            description="Your account, My Learning, reading progress and support messages, as one JSON file."
          >
            <div>
              <Button
                variant="outline"
                isBusy={download.isPending}
                onClick={() =>
                  download.mutate(undefined, {
                    onSuccess: (result) => {
                      if (!result.ok) showErrorToast(result.message);
                    },
                  })
                }
              >
                Download my data
              </Button>
            </div>
          </Section>
          <Section id="account-delete" title="Delete account">
            <div>
              <DeleteAccountDialog user={query.data} />
            </div>
          </Section>
        </>
      )}
    </div>
  );
}
