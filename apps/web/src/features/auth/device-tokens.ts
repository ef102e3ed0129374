/**
 * Device tokens (contract §3): a password login answers one for the account, and later logins to that
 * account from this browser send it in the DeviceToken header, so failed logins from elsewhere do not
 * lock this browser out. Kept per account e-mail in localStorage; they survive logout, since they
 * grant no access by themselves.
 */
export const DEVICE_TOKENS_STORAGE_KEY = 'PrepShelfDeviceTokens';

function getStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const keyOf = (email: string): string => email.trim().toLowerCase();

function readAll(storage: Storage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The device token this browser holds for the account with `email`, if any. */
export function getDeviceToken(email: string): string | undefined {
  const storage = getStorage();
  return storage ? readAll(storage)[keyOf(email)] : undefined;
}

export function storeDeviceToken(email: string, token: string): void {
  const storage = getStorage();
  if (!storage) return;
  try {
    storage.setItem(DEVICE_TOKENS_STORAGE_KEY, JSON.stringify({ ...readAll(storage), [keyOf(email)]: token }));
  } catch {
    // A full or refused storage only costs the lockout protection, never the login.
  }
}
