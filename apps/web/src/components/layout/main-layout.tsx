import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { withBundles } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';
import { WhenNear } from '../ui/when-near';
import { Navbar } from './navbar';
import { ScreenBoundary } from './screen-boundary';

// Below every page: fetched when scrolled near, not with the landing page (its budget, decision 0005).
const Footer = lazy<ComponentType>(() =>
  withBundles(() => import('./footer'), ['chrome']).then(
    (module) => ({ default: module.Footer }),
    // Scrolled to offline before it was ever fetched: no footer, the page stays.
    () => ({ default: () => null }),
  ),
);

const FOOTER_PLACE = 'min-h-[38rem] sm:min-h-[22rem] lg:min-h-[15rem]';

/** Skip link, navbar, page, footer: the chrome of every screen outside the dashboard. */
export function MainLayout() {
  const location = useLocation();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The first thing Tab reaches on every page, visible when focused. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToMain')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenBoundary resetKey={location.key}>
          <Outlet />
        </ScreenBoundary>
      </main>
      <WhenNear placeholderClassName={FOOTER_PLACE} rootMargin="400px">
        <Suspense fallback={<div aria-hidden="true" className={FOOTER_PLACE} />}>
          <Footer />
        </Suspense>
      </WhenNear>
    </div>
  );
}
