import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { setTheme, useTheme } from '../../lib/theme';
import { useSession } from '../../lib/use-session';
import { BookOpenIcon, LayoutDashboardIcon, LogOutIcon, MoonIcon, UserRoundIcon } from '../ui/icons';
import { Menu, MenuButton, MenuLabel, MenuLink, MenuSeparator } from '../ui/menu';

/**
 * The account menu of the dashboard's top bar (issue 13): the same choices as the navbar's avatar menu
 * (spec §2: My Learning, View Profile, Logout; the theme toggle of design.md), plus a way back to the site.
 * The navbar keeps its own copy for now so concurrent work on it does not collide; it can adopt this one.
 */
export function AccountMenu({ className }: { className?: string }) {
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
      triggerLabel="Account menu"
      triggerClassName="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-text hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      trigger={<UserRoundIcon className="size-5" />}
    >
      <MenuLabel>{session.role ?? 'Account'}</MenuLabel>
      <MenuLink to="/">
        <LayoutDashboardIcon className="size-4" />
        Back to PrepShelf
      </MenuLink>
      <MenuLink to="/myLearning">
        <BookOpenIcon className="size-4" />
        My Learning
      </MenuLink>
      <MenuLink to="/profile">
        <UserRoundIcon className="size-4" />
        View Profile
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
          Dark mode
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
        Logout
      </MenuButton>
    </Menu>
  );
}
