import { useT } from '../../lib/i18n/use-t';
import { useSession } from '../../lib/use-session';
import { BookOpenIcon, HardDriveDownloadIcon, UserRoundIcon } from '../ui/icons';
import { InboxIcon, LayoutDashboardIcon, UsersIcon } from '../ui/menu-icons';
import { AccountMenuEnd } from './account-menu-end';
import { MenuLabel, MenuLink } from '../ui/menu';

/** The navbar's account menu items (spec §2), loaded when the menu is first wanted (the landing budget). */
export function NavbarAccountItems() {
  const session = useSession();
  const t = useT();

  return (
    <>
      <MenuLabel>{session.role ?? t('nav.account')}</MenuLabel>
      <MenuLink to="/myLearning">
        <BookOpenIcon className="size-4" />
        {t('nav.myLearning')}
      </MenuLink>
      <MenuLink to="/classes">
        <UsersIcon className="size-4" />
        {t('classesNav.myClasses')}
      </MenuLink>
      <MenuLink to="/inbox">
        <InboxIcon className="size-4" />
        {t('classesNav.inbox')}
      </MenuLink>
      <MenuLink to="/offline-shelf">
        <HardDriveDownloadIcon className="size-4" />
        {t('nav.offlineShelf')}
      </MenuLink>
      <MenuLink to="/profile">
        <UserRoundIcon className="size-4" />
        {t('nav.viewProfile')}
      </MenuLink>
      {session.isStaff ? (
        <MenuLink to="/dashboard">
          <LayoutDashboardIcon className="size-4" />
          {t('nav.dashboard')}
        </MenuLink>
      ) : null}
      <AccountMenuEnd />
    </>
  );
}
