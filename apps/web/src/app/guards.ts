import { redirect } from 'react-router';
import { STAFF_ROLES, type Role } from '@prepshelf/contract';
import { hasAnyRole, isLoggedIn } from '../lib/session';

/*
 * Route guards of spec §2. They run as route loaders, so a refused visitor is redirected before anything
 * renders, and they read localStorage at every navigation (the routes using them always revalidate).
 */

export function requireLoggedIn(): Response | null {
  return isLoggedIn() ? null : redirect('/auth');
}

export function requireLoggedOut(): Response | null {
  return isLoggedIn() ? redirect('/') : null;
}

function requireRoles(allowed: readonly Role[]): () => Response | null {
  // A role without a token is a leftover, not a session.
  return () => (isLoggedIn() && hasAnyRole(allowed) ? null : redirect('/'));
}

export const requireStaff = requireRoles(STAFF_ROLES);
export const requireAdmin = requireRoles(['Admin']);

/** Guards must see the current storage at each navigation, also between routes of the same group. */
export const alwaysRevalidate = (): boolean => true;
