import { STORAGE_KEYS } from '@prepshelf/contract';
import { getStorage, notifySessionChange } from './session';

/*
 * Storing and clearing a session: used by logging in and out (lazy screens and menus), so kept out
 * of the entry with session.ts (the landing page's budget).
 */

export function saveSession(session: { token: string; role: string; userId?: string }): void {
  const storage = getStorage();
  if (!storage) return;
  storage.setItem(STORAGE_KEYS.token, session.token);
  storage.setItem(STORAGE_KEYS.role, session.role);
  if (session.userId !== undefined) storage.setItem(STORAGE_KEYS.userId, session.userId);
  notifySessionChange();
}

/** Logout clears all local storage (spec §4); the theme choice is a device setting and is kept. */
export function clearAllStorage(keep: readonly string[] = []): void {
  const storage = getStorage();
  if (!storage) return;
  const kept = keep.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) {
    if (value !== null) storage.setItem(key, value);
  }
  notifySessionChange();
}
