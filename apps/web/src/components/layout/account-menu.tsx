import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { setTheme, useTheme } from '../../lib/theme';
import { useSession } from '../../lib/use-session';
import { useT } from '../../lib/i18n/use-t';
import { UserRoundIcon } from '../ui/icons';
import { BookOpenIcon } from '../ui/icons';
import { LayoutDashboardIcon, LogOutIcon, MoonIcon } from '../ui/menu-icons';
import { AccountAvatar } from './account-avatar';
import { Menu, MenuButton, MenuLabel, MenuLink, MenuSeparator } from '../ui/menu';

/**
 * The account menu of the dashboard's top bar (issue 13): the same choices as the navbar's avatar menu
 * (spec §2: My Learning, View Profile, Logout; the theme toggle of design.md), plus a way back to the site.
 * The navbar keeps its own copy for now so concurrent work on it does not collide; it can adopt this one.
 * Only the dashboard shows it, so its texts may come from the `staff` bundle too; `roleLabel` is the
 * stored role's name in the current language.
 */
export function AccountMenu({ className, roleLabel }: { className?: string; roleLabel?: string }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const theme = useTheme();

  const handleLogout = () => {
    // Loaded on use, like the navbar's: logging out needs the api client and the toasts.
    void import('../../features/auth/logout').then(({ logout }) => logout(navigate));
  };

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
    </Menu>
  );
}
