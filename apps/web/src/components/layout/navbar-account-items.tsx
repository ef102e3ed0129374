import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { useT } from '../../lib/i18n/use-t';
import { setTheme, useTheme } from '../../lib/theme';
import { useSession } from '../../lib/use-session';
import { HardDriveDownloadIcon, UserRoundIcon } from '../ui/icons';
import { BookOpenIcon } from '../ui/icons';
import { LayoutDashboardIcon, LogOutIcon, MoonIcon } from '../ui/menu-icons';
import { MenuButton, MenuLabel, MenuLink, MenuSeparator } from '../ui/menu';

/** The navbar's account menu items (spec §2), loaded when the menu is first wanted (the landing budget). */
export function NavbarAccountItems() {
  const session = useSession();
  const navigate = useNavigate();
  const theme = useTheme();
  const t = useT();

  const handleLogout = () => {
    // Loaded on use: logging out needs the api client and the toasts, which the first paint does not.
    void import('../../features/auth/logout').then(({ logout }) => logout(navigate));
  };

  return (
    <>
      <MenuLabel>{session.role ?? t('nav.account')}</MenuLabel>
      <MenuLink to="/myLearning">
        <BookOpenIcon className="size-4" />
        {t('nav.myLearning')}
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
      <MenuSeparator />
      <MenuButton
        role="menuitemcheckbox"
        checked={theme === 'dark'}
        keepOpen
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        className="justify-between"
      >
        <span className="inline-flex items-center gap-2">
          <MoonIcon className="size-4" />
          {t('nav.darkMode')}
        </span>
        <span
          aria-hidden="true"
          className={clsx(
            'relative h-5 w-9 rounded-full transition-colors duration-150',
            theme === 'dark' ? 'bg-primary' : 'bg-slate-400',
          )}
        >
          <span
            className={clsx(
              'absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition-transform duration-150',
              theme === 'dark' && 'translate-x-4',
            )}
          />
        </span>
      </MenuButton>
      <MenuSeparator />
      <MenuButton className="text-danger-text" onClick={handleLogout}>
        <LogOutIcon className="size-4" />
        {t('nav.logout')}
      </MenuButton>
    </>
  );
}
