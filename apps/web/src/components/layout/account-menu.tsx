import { useSession } from '../../lib/use-session';
import { useT } from '../../lib/i18n/use-t';
import { BookOpenIcon, UserRoundIcon } from '../ui/icons';
import { LayoutDashboardIcon } from '../ui/menu-icons';
import { AccountMenuEnd } from './account-menu-end';
import { AccountAvatar } from './account-avatar';
import { Menu, MenuLabel, MenuLink } from '../ui/menu';

/**
 * The account menu of the dashboard's top bar: the same choices as the navbar's avatar menu
 * (spec §2: My Learning, View Profile, Logout; the theme toggle of design.md), plus a way back to the site.
 * Only the dashboard shows it, so its texts may come from the `staff` bundle too; `roleLabel` is the
 * stored role's name in the current language.
 */
export function AccountMenu({ className, roleLabel }: { className?: string; roleLabel?: string }) {
  const t = useT();
  const session = useSession();

  return (
    <Menu
      className={className}
      triggerLabel={t('nav.accountMenu')}
      triggerClassName="inline-flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary-text hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      trigger={<AccountAvatar />}
    >
      <MenuLabel>{roleLabel ?? session.role ?? t('nav.account')}</MenuLabel>
      <MenuLink to="/">
        <LayoutDashboardIcon className="size-4" />
        {t('dashboard.backToSite')}
      </MenuLink>
      <MenuLink to="/myLearning">
        <BookOpenIcon className="size-4" />
        {t('nav.myLearning')}
      </MenuLink>
      <MenuLink to="/profile">
        <UserRoundIcon className="size-4" />
        {t('nav.viewProfile')}
      </MenuLink>
      <AccountMenuEnd />
    </Menu>
  );
}
