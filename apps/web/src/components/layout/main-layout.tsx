import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScreenBoundary } from './screen-boundary';

/** Navbar, page, footer: the chrome of every screen outside the dashboard. */
export function MainLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ScreenBoundary resetKey={location.key}>
          <Outlet />
        </ScreenBoundary>
      </main>
      <Footer />
    </div>
  );
}
