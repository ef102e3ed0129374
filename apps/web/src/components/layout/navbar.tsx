import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { useSession } from '../../lib/use-session';
import { setTheme, useTheme } from '../../lib/theme';
import { Wordmark } from '../brand/wordmark';
import { buttonClasses } from '../ui/button-classes';
import {
  BookOpenIcon,
  HardDriveDownloadIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  MoonIcon,
  UserRoundIcon,
} from '../ui/icons';
import { Menu, MenuButton, MenuLabel, MenuLink, MenuSeparator } from '../ui/menu';
import { CategoryMenu } from './category-menu';
import { MobileMenu } from './mobile-menu';
import { visibleNavLinks } from './nav-links';

/** Fetched only off the home and results pages, which have search boxes of their own (landing budget). */
const NavbarSearch = lazy(() =>
  import('../search/navbar-search').then(
    (module) => ({ default: module.NavbarSearch }),
    // Offline before it was ever fetched: no box in the navbar (searching needs the network anyway).
    () => ({ default: () => null }),
  ),
);
const hasOwnSearchBox = (pathname: string) => pathname === '/' || pathname.toLowerCase() === '/searchcontent';

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-2.5 py-2 text-sm font-medium transition-colors duration-150 whitespace-nowrap',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    isActive ? 'text-primary-text bg-primary-soft' : 'text-muted hover:text-fg hover:bg-subtle',
  );

export function Navbar() {
  const session = useSession();
  const links = visibleNavLinks(session);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const theme = useTheme();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  const handleLogout = () => {
    setIsMenuOpen(false);
    // Loaded on use: logging out needs the api client and the toasts, which the first paint does not.
    void import('../../features/auth/logout').then(({ logout }) => logout(navigate));
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-[1200px] items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          aria-label="PrepShelf home"
        >
          <Wordmark />
        </Link>

        <ul className="ml-4 hidden items-center gap-0.5 lg:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={desktopLinkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-2">
          {/* Not beside the desktop links at 1024–1279 px, where they leave it no room. */}
          {hasOwnSearchBox(pathname) ? null : (
            <div className="hidden md:block lg:hidden xl:block">
              <Suspense fallback={null}>
                <NavbarSearch />
              </Suspense>
            </div>
          )}
          <div className="hidden sm:block">
            <CategoryMenu />
          </div>
          {session.isLoggedIn ? (
            <Menu
              triggerLabel="Account menu"
              triggerClassName="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-text hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              trigger={<UserRoundIcon className="size-5" />}
            >
              <MenuLabel>{session.role ?? 'Account'}</MenuLabel>
              <MenuLink to="/myLearning">
                <BookOpenIcon className="size-4" />
                My Learning
              </MenuLink>
              <MenuLink to="/offline-shelf">
                <HardDriveDownloadIcon className="size-4" />
                Offline shelf
              </MenuLink>
              <MenuLink to="/profile">
                <UserRoundIcon className="size-4" />
                View Profile
              </MenuLink>
              {session.isStaff ? (
                <MenuLink to="/dashboard">
                  <LayoutDashboardIcon className="size-4" />
                  Dashboard
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
          ) : (
            <div className="hidden sm:block">
              <Link to="/login" className={buttonClasses('primary', 'md')}>
                Login
              </Link>
            </div>
          )}

          <MobileMenu isOpen={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <div className="sm:hidden">
              <CategoryMenu inFlow className="w-full justify-between" onPick={() => setIsMenuOpen(false)} />
            </div>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === '/'}
                    onClick={() => setIsMenuOpen(false)}
                    className={({ isActive }) =>
                      clsx(
                        'block rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring',
                        isActive ? 'bg-primary-soft text-primary-text' : 'hover:bg-subtle',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
              {session.isLoggedIn ? (
                <>
                  <Link
                    to="/myLearning"
                    onClick={() => setIsMenuOpen(false)}
                    className={buttonClasses('ghost', 'md', 'justify-start')}
                  >
                    My Learning
                  </Link>
                  <Link
                    to="/offline-shelf"
                    onClick={() => setIsMenuOpen(false)}
                    className={buttonClasses('ghost', 'md', 'justify-start')}
                  >
                    Offline shelf
                  </Link>
                  <Link
                    to="/profile"
                    onClick={() => setIsMenuOpen(false)}
                    className={buttonClasses('ghost', 'md', 'justify-start')}
                  >
                    View Profile
                  </Link>
                  <button
                    type="button"
                    onClick={handleLogout}
                    className={buttonClasses('outline', 'md', 'text-danger-text')}
                  >
                    Logout
                  </button>
                </>
              ) : (
                <Link to="/login" onClick={() => setIsMenuOpen(false)} className={buttonClasses('primary', 'md')}>
                  Login
                </Link>
              )}
            </div>
          </MobileMenu>
        </div>
      </nav>
    </header>
  );
}
