import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { useSession } from '../../lib/use-session';
import { withBundles } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';
import { LanguageSwitch } from './language-switch';
import { Wordmark } from '../brand/wordmark';
import { buttonClasses } from '../ui/button-classes';
import { DeferredMenu } from '../ui/deferred-menu';
import { AccountAvatar } from './account-avatar';
import { CategoryMenu } from './category-menu';
import { MobileMenu } from './mobile-menu';
import { visibleNavLinks } from './nav-links';
import { useInboxUnread } from './use-inbox-unread';

/** The account menu's items arrive when it is first wanted, with their texts (the landing page's budget). */
const loadAccountItems = () =>
  withBundles(() => import('./navbar-account-items'), ['chrome']).then((module) => module.NavbarAccountItems);

/** Fetched only off the home and results pages, which have search boxes of their own (landing budget). */
const NavbarSearch = lazy(() =>
  withBundles(() => import('../search/navbar-search'), ['chrome']).then(
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
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const t = useT();
  const unread = useInboxUnread(session.isLoggedIn && !session.isStaff);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <nav aria-label={t('nav.main')} className="mx-auto flex h-16 max-w-[1200px] items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          aria-label={t('nav.homeLabel')}
        >
          <Wordmark />
        </Link>

        <ul className="ml-4 hidden items-center gap-0.5 lg:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={desktopLinkClasses}>
                {t(link.labelId)}
                {link.to === '/classes' && unread > 0 ? (
                  <span className="ml-1.5 rounded-full bg-primary px-1.5 text-xs text-primary-fg">
                    {unread}
                    <span className="sr-only"> {t('nav.unread')}</span>
                  </span>
                ) : null}
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
          <LanguageSwitch className="hidden sm:inline-flex" />
          {session.isLoggedIn ? (
            <DeferredMenu
              loadItems={loadAccountItems}
              triggerLabel={t('nav.accountMenu')}
              triggerClassName="inline-flex size-10 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary-text hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              trigger={<AccountAvatar />}
            />
          ) : (
            <div className="hidden sm:block">
              <Link to="/login" className={buttonClasses('primary', 'md')}>
                {t('nav.login')}
              </Link>
            </div>
          )}

          <MobileMenu isOpen={isMenuOpen} onOpenChange={setIsMenuOpen} />
        </div>
      </nav>
    </header>
  );
}
