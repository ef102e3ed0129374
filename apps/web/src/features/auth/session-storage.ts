import { STORAGE_KEYS, type LoginResponse } from '@prepshelf/contract';
import { claimOfflineData } from '../../lib/offline/saved-pdfs';
import { saveSession } from '../../lib/session-write';
import { beginSignIn } from '../../lib/signing-in';

function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Stores what a login (or Google sign-in) answered: token, role, user id and the avatar URL (spec §3, §4).
 * The avatar goes first so that screens re-rendering on the session change already see it.
 */
export function storeLoginSession(answer: LoginResponse): void {
  // The flow that stored it navigates on; the logged-out screens' guard leaves that to it.
  beginSignIn();
  const storage = getStorage();
  if (answer.user.Profile === '') storage?.removeItem(STORAGE_KEYS.profile);
  else storage?.setItem(STORAGE_KEYS.profile, answer.user.Profile);
  saveSession({ token: answer.token, role: answer.user.Role, userId: answer.user.PrepShelfUserId });
  // Another user's Offline shelf and cached answers (a session that ended without logout) go now.
  void claimOfflineData(answer.user.PrepShelfUserId).catch((error: unknown) =>
    console.error('Could not clear the previous offline data:', error),
  );
}

/** The e-mail kept between the two steps of the password reset (key FogotEmail). */
export function getForgotEmail(): string | null {
  const value = getStorage()?.getItem(STORAGE_KEYS.forgotEmail) ?? null;
  return value === '' ? null : value;
}

export function setForgotEmail(email: string): void {
  getStorage()?.setItem(STORAGE_KEYS.forgotEmail, email);
}

export function clearForgotEmail(): void {
  getStorage()?.removeItem(STORAGE_KEYS.forgotEmail);
}
