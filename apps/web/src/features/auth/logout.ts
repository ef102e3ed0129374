import { TOASTS } from '@prepshelf/contract';
import { apiClient } from '../../lib/api-client';
import { ensureBundles, i18n } from '../../lib/i18n/i18n';
import { clearPrivateOfflineData } from '../../lib/offline/saved-pdfs';
import { isLoggedIn } from '../../lib/session';
import { clearAllStorage } from '../../lib/session-write';
import { DEVICE_TOKENS_STORAGE_KEY } from './device-tokens';
import { STREAM_STORAGE_KEY } from '../../lib/stream';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n/account-language';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { showErrorToast } from '../../lib/toast';

/**
 * Logs out (spec §4): ends the session on the server (a failure is ignored: the local session goes
 * anyway), clears all local storage (the device's theme, stream and language choices and its device tokens aside) and the offline
 * caches, shows the error-style toast
 * "You're now logged out !!" and goes to /login through `navigate`.
 */
export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  const hadToken = isLoggedIn();
  // Sent while the token is still stored, so the header carries it.
  const serverLogout = hadToken ? apiClient.post('/auth/logout') : Promise.resolve(null);
  // Device tokens stay: they keep this browser from being locked out of its accounts by others' failures.
  clearAllStorage([THEME_STORAGE_KEY, STREAM_STORAGE_KEY, LANGUAGE_STORAGE_KEY, DEVICE_TOKENS_STORAGE_KEY]);
  // Shared phones: the Offline shelf and every cached private answer go with the session.
  await clearPrivateOfflineData().catch((error: unknown) => console.error('Could not clear offline data:', error));
  // Logout runs outside the router's screens (from the navbar): its toast's bundle may not be in yet.
  await ensureBundles(['app']).catch(() => undefined);
  const text = i18n._('auth.loggedOut');
  showErrorToast(text === 'auth.loggedOut' ? TOASTS.loggedOut : text);
  await navigate('/login');
  await serverLogout;
}
