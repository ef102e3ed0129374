import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { showErrorToast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/use-t';
import { useAccount } from '../api/account-query';
import { useDownloadMyData } from '../api/export-data';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { EmailForm } from '../components/email-form';
import { LanguageChoice } from '../components/language-choice';
import { NotificationToggles } from '../components/notification-toggles';
import { PasswordForm } from '../components/password-form';
import { PhotoPicker } from '../components/photo-picker';
import { ProfileForm } from '../components/profile-form';
import { Section } from '../components/section';
import { SessionsList } from '../components/sessions-list';

/** /account: everything a user can change about their own account, reached from the profile. */
export function AccountPage() {
  const query = useAccount();
  const download = useDownloadMyData();
  const t = useT();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-2">
        <Link to="/profile" className="inline-flex items-center gap-1 text-sm text-primary-text hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('account.backToProfile')}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('account.title')}</h1>
      </div>
      {query.isPending ? (
        <Card className="flex items-center justify-center gap-3 p-10 text-muted hover:shadow-none" aria-busy="true">
          <Spinner label={null} />
          {t('account.loading')}
        </Card>
      ) : query.isError ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center hover:shadow-none">
          <p className="text-muted">{t('account.loadFailed')}</p>
          <Button variant="outline" isBusy={query.isFetching} onClick={() => void query.refetch()}>
            {t('account.tryAgain')}
          </Button>
        </Card>
      ) : (
        <>
          <Section id="account-profile" title={t('account.profile')}>
            <PhotoPicker user={query.data} />
            <ProfileForm user={query.data} />
          </Section>
          <Section id="account-email" title={t('account.emailTitle')} description={t('account.emailDescription')}>
            <EmailForm user={query.data} />
          </Section>
          <Section
            id="account-password"
            title={query.data.hasPassword ? t('account.passwordTitle') : t('account.setPasswordTitle')}
            description={query.data.hasPassword ? t('account.passwordDescription') : t('account.googleOnlyDescription')}
          >
            <PasswordForm user={query.data} />
          </Section>
          <Section
            id="account-notifications"
            title={t('account.notificationsTitle')}
            description={t('account.notificationsDescription')}
          >
            <NotificationToggles />
          </Section>
          <Section
            id="account-language"
            title={t('account.languageTitle')}
            description={t('account.languageDescription')}
          >
            <LanguageChoice />
          </Section>
          <Section id="account-sessions" title={t('account.sessionsTitle')}>
            <SessionsList />
          </Section>
          <Section id="account-data" title={t('account.dataTitle')} description={t('account.dataDescription')}>
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
                {t('account.downloadData')}
              </Button>
            </div>
          </Section>
          <Section id="account-delete" title={t('account.deleteTitle')}>
            <div>
              <DeleteAccountDialog user={query.data} />
            </div>
          </Section>
        </>
      )}
    </div>
  );
}
