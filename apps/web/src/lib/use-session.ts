import { useSyncExternalStore } from 'react';
import { STAFF_ROLES } from '@prepshelf/contract';
import { getSessionSnapshot, hasAnyRole, subscribeToSession } from './session';

export interface SessionView {
  isLoggedIn: boolean;
  role: string | null;
  isAdmin: boolean;
  isStaff: boolean;
}

export function useSession(): SessionView {
  const snapshot = useSyncExternalStore(subscribeToSession, getSessionSnapshot, () => '\u0000');
  const [token = '', roleText = ''] = snapshot.split('\u0000');
  const role = roleText === '' ? null : roleText;
  return {
    isLoggedIn: token !== '',
    role,
    isAdmin: hasAnyRole(['Admin'], role),
    isStaff: hasAnyRole(STAFF_ROLES, role),
  };
}
