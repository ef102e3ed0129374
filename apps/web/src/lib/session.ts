import { STORAGE_KEYS, type Role } from '@prepshelf/contract';

/**
 * The login state is the presence of the stored token (spec §4). Everything here reads localStorage at
 * the moment of the call, never once at load, so guards and the api client always see the current state.
 */

const SESSION_EVENT = 'prepshelf:session';

export function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); behave as logged out.
    return undefined;
  }
}

export function getStoredToken(): string | null {
  const token = getStorage()?.getItem(STORAGE_KEYS.token) ?? null;
  return token === '' ? null : token;
}

export function getStoredRole(): string | null {
  return getStorage()?.getItem(STORAGE_KEYS.role) ?? null;
}

export function isLoggedIn(): boolean {
  return getStoredToken() !== null;
}

/** The stored role is matched by containing the role name (spec §6). */
export function hasAnyRole(allowed: readonly Role[], storedRole: string | null = getStoredRole()): boolean {
  if (storedRole === null) return false;
  return allowed.some((role) => storedRole.includes(role));
}

/** Forgets the session keys only (token, role, user id, avatar), e.g. after the server refused the token. */
export function clearStoredSession(): void {
  const storage = getStorage();
  if (!storage) return;
  storage.removeItem(STORAGE_KEYS.token);
  storage.removeItem(STORAGE_KEYS.role);
  storage.removeItem(STORAGE_KEYS.userId);
  storage.removeItem(STORAGE_KEYS.profile);
  notifySessionChange();
}

/** Tells mounted components (navbar, menus) that the stored session changed. */
export function notifySessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}

/** For useSyncExternalStore: fires on our own changes and on changes made in other tabs. */
export function subscribeToSession(onChange: () => void): () => void {
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A stable string snapshot of the session, so React re-renders only when it really changes. */
export function getSessionSnapshot(): string {
  return `${getStoredToken() ?? ''}\u0000${getStoredRole() ?? ''}`;
}
