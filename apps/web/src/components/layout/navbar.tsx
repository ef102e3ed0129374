import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { BookOpen, LayoutDashboard, LogOut, Menu, Moon, UserRound, X } from 'lucide-react';
import { clsx } from 'clsx';
import { logout } from '../../features/auth/logout';
import { useSession } from '../../lib/use-session';
import { setTheme, useTheme } from '../../lib/theme';
import { Wordmark } from '../brand/wordmark';
import { buttonClasses } from '../ui/button';
import {
  DropdownCheckboxItem,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownRoot,
  DropdownSeparator,
  DropdownTrigger,
} from '../ui/dropdown';
import { CategoryMenu } from './category-menu';
import { visibleNavLinks } from './nav-links';

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
  const theme = useTheme();
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  const handleLogout = () => {
    setIsMenuOpen(false);
    void logout(navigate);
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
          <div className="hidden sm:block">
            <CategoryMenu />
          </div>
          {session.isLoggedIn ? (
            <DropdownRoot>
              <DropdownTrigger
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-text hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label="Account menu"
              >
                <UserRound className="size-5" aria-hidden="true" />
              </DropdownTrigger>
              <DropdownContent>
                <DropdownLabel>{session.role ?? 'Account'}</DropdownLabel>
                <DropdownItem asChild>
                  <Link to="/myLearning">
                    <BookOpen className="size-4" aria-hidden="true" />
                    My Learning
                  </Link>
                </DropdownItem>
                <DropdownItem asChild>
                  <Link to="/profile">
                    <UserRound className="size-4" aria-hidden="true" />
                    View Profile
                  </Link>
                </DropdownItem>
                {session.isStaff ? (
                  <DropdownItem asChild>
                    <Link to="/dashboard">
                      <LayoutDashboard className="size-4" aria-hidden="true" />
                      Dashboard
                    </Link>
                  </DropdownItem>
                ) : null}
                <DropdownSeparator />
                <DropdownCheckboxItem
                  checked={theme === 'dark'}
                  onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
                  onSelect={(event) => event.preventDefault()}
                >
                  <span className="inline-flex items-center gap-2">
                    <Moon className="size-4" aria-hidden="true" />
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
                </DropdownCheckboxItem>
                <DropdownSeparator />
                <DropdownItem
                  isDestructive
                  icon={<LogOut className="size-4" aria-hidden="true" />}
                  onSelect={handleLogout}
                >
                  Logout
                </DropdownItem>
              </DropdownContent>
            </DropdownRoot>
          ) : (
            <div className="hidden sm:block">
              <Link to="/login" className={buttonClasses('primary', 'md')}>
                Login
              </Link>
            </div>
          )}

          <DialogPrimitive.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
            <DialogPrimitive.Trigger
              className="inline-flex size-10 items-center justify-center rounded-lg text-fg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:hidden"
              aria-label="Open menu"
            >
              <Menu className="size-6" aria-hidden="true" />
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 lg:hidden" />
              <DialogPrimitive.Content
                className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,86vw)] flex-col gap-4 overflow-y-auto border-l border-line bg-surface p-5 text-fg shadow-xl focus:outline-none lg:hidden"
                aria-describedby={undefined}
              >
                <div className="flex items-center justify-between">
                  <DialogPrimitive.Title className="text-base font-semibold">Menu</DialogPrimitive.Title>
                  <DialogPrimitive.Close
                    className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label="Close menu"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </DialogPrimitive.Close>
                </div>
                <div className="sm:hidden">
                  <CategoryMenu className="w-full justify-between" />
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
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        </div>
      </nav>
    </header>
  );
}
