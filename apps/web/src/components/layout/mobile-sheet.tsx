import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { clsx } from 'clsx';
import { useT } from '../../lib/i18n/use-t';
import { useSession } from '../../lib/use-session';
import { buttonClasses } from '../ui/button-classes';
import { XIcon } from '../ui/menu-icons';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { visibleNavLinks } from './nav-links';
import { useInboxUnread } from './use-inbox-unread';

/*
 * The phone menu: a side sheet built on the native modal <dialog>, which gives the focus trap, Escape
 * to close and an inert page behind it without a library (the Radix dialog it replaces weighed ~10 KB
 * gzipped on every page). A click on the backdrop closes it; focus goes back to the hamburger; the page
 * behind does not scroll (see `html:has(dialog[open])` in the stylesheet). Loaded on first use.
 */
export function MobileSheet({
  isOpen,
  onOpenChange,
  triggerRef,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const session = useSession();
  const links = visibleNavLinks(session);
  const unread = useInboxUnread(session.isLoggedIn);
  const navigate = useNavigate();
  const close = () => onOpenChange(false);

  const handleLogout = () => {
    close();
    void import('../../features/auth/logout').then(({ logout }) => logout(navigate));
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The sheet is for narrow screens only: close it if the window grows past the desktop breakpoint.
  useEffect(() => {
    if (!isOpen) return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onChange = () => {
      if (wide.matches) onOpenChange(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [isOpen, onOpenChange]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape (or any other way the browser closes it) must update our state and return focus.
      onClose={() => {
        onOpenChange(false);
        triggerRef.current?.focus();
      }}
      // A click on the backdrop lands on the <dialog> itself; the sheet's content fills it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,86vw)] max-w-none overflow-y-auto border-0 border-l border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-slate-950/50 focus:outline-none"
    >
      {isOpen ? (
        <div className="flex min-h-full flex-col gap-4 p-5">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-base font-semibold">
              {t('chrome.menu')}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('chrome.closeMenu')}
            >
              <XIcon className="size-5" />
            </button>
          </div>
          <div className="sm:hidden">
            <CategoryMenu inFlow className="w-full justify-between" onPick={close} />
          </div>
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={close}
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring',
                      isActive ? 'bg-primary-soft text-primary-text' : 'hover:bg-subtle',
                    )
                  }
                >
                  {t(link.labelId)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-col gap-2 border-t border-line pt-4">
            <LanguageSwitch className="justify-start sm:hidden" onSwitched={close} />
            {session.isLoggedIn ? (
              <>
                <Link to="/myLearning" onClick={close} className={buttonClasses('ghost', 'md', 'justify-start')}>
                  {t('nav.myLearning')}
                </Link>
                {/* A Student's My classes is among the links above. */}
                {session.isStaff ? (
                  <Link to="/classes" onClick={close} className={buttonClasses('ghost', 'md', 'justify-start')}>
                    {t('classesNav.myClasses')}
                  </Link>
                ) : null}
                <Link to="/inbox" onClick={close} className={buttonClasses('ghost', 'md', 'justify-start')}>
                  {unread > 0 ? t('classesNav.inboxUnread', { count: unread }) : t('classesNav.inbox')}
                </Link>
                <Link to="/offline-shelf" onClick={close} className={buttonClasses('ghost', 'md', 'justify-start')}>
                  {t('nav.offlineShelf')}
                </Link>
                <Link to="/profile" onClick={close} className={buttonClasses('ghost', 'md', 'justify-start')}>
                  {t('nav.viewProfile')}
                </Link>
                <button
                  type="button"
                  onClick={handleLogout}
                  className={buttonClasses('outline', 'md', 'text-danger-text')}
                >
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <Link to="/login" onClick={close} className={buttonClasses('primary', 'md')}>
                {t('nav.login')}
              </Link>
            )}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
