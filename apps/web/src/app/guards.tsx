import { Navigate, Outlet, useLocation } from 'react-router';
import { STAFF_ROLES } from '@prepshelf/contract';
import { hasAnyRole, isLoggedIn } from '../lib/session';

/*
 * Route guards of spec §2. A guard wraps a group of routes and sends a refused visitor on (replacing
 * the refused entry in the history) before any guarded screen renders. It reads localStorage at every
 * navigation: the location is read so that each navigation renders it again.
 */

export type Allowed = 'logged-in' | 'logged-out' | 'staff' | 'admin';

/** Where a refused visitor goes, or null when the visitor may stay. */
export function refusalOf(allowed: Allowed): string | null {
  switch (allowed) {
    case 'logged-in':
      return isLoggedIn() ? null : '/auth';
    case 'logged-out':
      return isLoggedIn() ? '/' : null;
    // A role without a token is a leftover, not a session.
    case 'staff':
      return isLoggedIn() && hasAnyRole(STAFF_ROLES) ? null : '/';
    case 'admin':
      return isLoggedIn() && hasAnyRole(['Admin']) ? null : '/';
  }
}

export function Guard({ allow }: { allow: Allowed }) {
  useLocation();
  const refusedTo = refusalOf(allow);
  return refusedTo === null ? <Outlet /> : <Navigate to={refusedTo} replace />;
}
