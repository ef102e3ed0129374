import { useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { useT } from '../../lib/i18n/use-t';
import { setTheme, useTheme } from '../../lib/use-theme';
import { LogOutIcon, MoonIcon } from '../ui/menu-icons';
import { MenuButton, MenuSeparator } from '../ui/menu';

/**
 * The end of both account menus (the navbar's and the dashboard's): the dark-mode switch (design.md)
 * and Logout (spec §4), each after a separator.
 */
export function AccountMenuEnd() {
  const navigate = useNavigate();
  const theme = useTheme();
  const t = useT();

  const handleLogout = () => {
    // Loaded on use: logging out needs the api client and the toasts, which the first paint does not.
    void import('../../features/auth/logout').then(({ logout }) => logout(navigate));
  };

  return (
    <>
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
