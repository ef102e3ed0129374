import { useEffect } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, Mail, Settings, ShieldAlert, UserRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { Role } from '@prepshelf/contract';
import { displayHandle } from '../../../lib/handle';
import { useT } from '../../../lib/i18n/use-t';
import { ApiResultError } from '../../../lib/query-client';
import type { MessageId } from '../../../locales/message-id';
import { useCurrentUser } from '../api/get-user';
import { UserAvatar } from '../components/user-avatar';

const ROLE_NAMES: Readonly<Record<Role, MessageId>> = {
  Student: 'profile.roleStudent',
  Instructor: 'profile.roleInstructor',
  Admin: 'profile.roleAdmin',
};

/**
 * Profile (spec §2): avatar, @username (the readable handle of docs/decisions/0017: `@meera.joshi`),
 * e-mail, verification badge, role and About.
 */
export function ProfilePage() {
  const userQuery = useCurrentUser();
  const { error } = userQuery;
  const t = useT();

  useEffect(() => {
    // Spec §2: a profile fetch error is only logged.
    if (error) console.error('Could not fetch the profile:', error.message);
  }, [error]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('profile.title')}</h1>
      {userQuery.isPending ? (
        <Card className="flex items-center justify-center gap-3 p-10 text-muted hover:shadow-none" aria-busy="true">
          <Spinner label={null} />
          {t('profile.loading')}
        </Card>
      ) : userQuery.isError ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center hover:shadow-none">
          {error instanceof ApiResultError && error.status === 401 ? (
            <>
              <p className="text-muted">{t('profile.sessionEnded')}</p>
              <Link to="/login" className={buttonClasses('primary')}>
                {t('profile.logIn')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-muted">{t('profile.loadFailed')}</p>
              <Button variant="outline" isBusy={userQuery.isFetching} onClick={() => void userQuery.refetch()}>
                {t('profile.tryAgain')}
              </Button>
            </>
          )}
        </Card>
      ) : (
        <Card className="overflow-hidden hover:shadow-none">
          <div className="h-24 bg-primary-soft sm:h-28" aria-hidden="true" />
          <div className="flex flex-col items-center gap-3 px-5 pb-8 text-center">
            <div className="-mt-14 rounded-full bg-surface p-1">
              <UserAvatar name={userQuery.data.Username} imageUrl={userQuery.data.Profile} />
            </div>
            <h2 className="text-xl font-semibold break-all">
              {displayHandle(userQuery.data.Username, userQuery.data.PrepShelfUserId)}
            </h2>
            <p className="flex items-center gap-2 break-all text-muted">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {userQuery.data.Email}
            </p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              {userQuery.data.isVerified ? (
                <Badge tone="success" className="gap-1">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t('profile.verified')}
                </Badge>
              ) : (
                <Badge tone="draft" className="gap-1">
                  <ShieldAlert className="size-3.5" aria-hidden="true" />
                  {t('profile.notVerified')}
                </Badge>
              )}
              <Badge tone="primary" className="gap-1">
                <UserRound className="size-3.5" aria-hidden="true" />
                {t(ROLE_NAMES[userQuery.data.Role])}
              </Badge>
            </div>
            <section className="mt-4 w-full max-w-prose rounded-[12px] bg-subtle p-4 text-left">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{t('profile.about')}</h3>
              <p className="mt-1 break-words whitespace-pre-line">
                {userQuery.data.About.trim() === '' ? t('profile.defaultMotto') : userQuery.data.About}
              </p>
            </section>
            <Link to="/account" className={buttonClasses('primary', 'md', 'mt-2')}>
              <Settings className="size-4" aria-hidden="true" />
              {t('profile.editAccount')}
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
}
