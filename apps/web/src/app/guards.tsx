import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { STAFF_ROLES } from '@prepshelf/contract';
import { hasAnyRole, isLoggedIn } from '../lib/session';
import { endSignIn, isSigningIn } from '../lib/signing-in';

/** The Login screen for a visitor on the way to `path` (the auth screen checks it before following). */
const loginPathFor = (path: string): string => (path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`);

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
    // A sign-in on a logged-out screen navigates on itself (to the link it was opened for).
    case 'logged-out':
      return isLoggedIn() && !isSigningIn() ? '/' : null;
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
  const refusedTo = refusalOf(allow, `${pathname}${search}${hash}`);
  // Leaving the logged-out screens (committed, so the sign-in's navigation has arrived) ends a sign-in.
  useEffect(
    () => () => {
      if (allow === 'logged-out') endSignIn();
    },
    [allow],
  );
  return refusedTo === null ? <Outlet /> : <Navigate to={refusedTo} replace />;
}
