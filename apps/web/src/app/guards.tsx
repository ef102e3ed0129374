import { Navigate, Outlet, useLocation } from 'react-router';
import { STAFF_ROLES } from '@prepshelf/contract';
import { hasAnyRole, isLoggedIn } from '../lib/session';
import { forgetReturnPath, loginPathFor, peekReturnPath } from '../lib/return-to';

/*
 * Route guards of spec §2. A guard wraps a group of routes and sends a refused visitor on (replacing
 * the refused entry in the history) before any guarded screen renders. It reads localStorage at every
 * navigation: the location is read so that each navigation renders it again.
 */

export type Allowed = 'logged-in' | 'logged-out' | 'staff' | 'admin';

/**
 * Where a refused visitor goes, or null when the visitor may stay. A logged-out visitor of a logged-in
 * page (`wanted`: its path and query) goes to the Login screen, which names it and leads back after.
 */
export function refusalOf(allowed: Allowed, wanted = '/'): string | null {
  switch (allowed) {
    case 'logged-in':
      return isLoggedIn() ? null : loginPathFor(wanted);
    // A session that starts on a logged-out screen goes on where the login wall was passed for: the
    // sign-in flows navigate there too, so whichever runs first, the person arrives at the link.
    case 'logged-out':
      return isLoggedIn() ? (peekReturnPath() ?? '/') : null;
    // A role without a token is a leftover, not a session.
    case 'staff':
      if (!isLoggedIn()) return loginPathFor(wanted);
      return hasAnyRole(STAFF_ROLES) ? null : '/';
    case 'admin':
      if (!isLoggedIn()) return loginPathFor(wanted);
      return hasAnyRole(['Admin']) ? null : '/';
  }
}

export function Guard({ allow }: { allow: Allowed }) {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const refusedTo = refusalOf(allow, here);
  // Arrived where the login wall was passed for: the kept path has done its work.
  if (refusedTo === null && allow !== 'logged-out' && peekReturnPath() === here) forgetReturnPath();
  return refusedTo === null ? <Outlet /> : <Navigate to={refusedTo} replace />;
}
