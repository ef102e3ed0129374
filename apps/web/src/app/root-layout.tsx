import { Suspense, useLayoutEffect, useRef } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { ConnectionBanner } from '../components/layout/connection-banner';
import { NavigationProgress } from './navigation-progress';
import { RouteErrorBoundary } from './router-error-page';
import { useScreenTitleAndFocus } from './screen-focus';
import { AppFallback } from './app-fallback';

export { AppFallback };

/** The root of every screen: the loading bar, the page (with its error boundary), scroll handling. */
export function RootLayout() {
  const location = useLocation();
  useScrollHandling();
  useScreenTitleAndFocus();
  return (
    <>
      <NavigationProgress />
      <ConnectionBanner />
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense fallback={<AppFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * What the data router's ScrollRestoration did: a new page starts at the top (or at its #hash); back and
 * forward return to where that page was left.
 */
function useScrollHandling() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current;
    if (navigationType === NavigationType.Pop && saved.has(location.key)) {
      window.scrollTo(0, saved.get(location.key) ?? 0);
    } else if (location.hash !== '') {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== NavigationType.Pop) {
      window.scrollTo(0, 0);
    }
    // Leaving this location: remember where it was.
    return () => {
      saved.set(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
}
