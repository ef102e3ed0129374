import { useSyncExternalStore } from 'react';
import { AUTH_HEADER, CATEGORIES, STORAGE_KEYS, type Category } from '@prepshelf/contract';

/*
 * The stream (category) a student browses by: chosen once, remembered on the device
 * (localStorage, kept at logout like the theme) and, when logged in, on the account (PUT
 * /api/personal/stream), so it survives navigation, a reload and a new session on another device.
 * Lists without `?category=` show the remembered stream; an explicit pick changes it. Plain fetch on
 * purpose: the category menu is part of the landing page's chrome (docs/decisions/0005).
 */

/** Not a session key: kept when logging out. */
export const STREAM_STORAGE_KEY = 'prepshelfStream';
const STREAM_EVENT = 'prepshelf:stream';

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

export function getDeviceStream(): Category | null {
  try {
    const value = localStorage.getItem(STREAM_STORAGE_KEY);
    return isCategory(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the stream on this device only (e.g. the account's stream after login). */
export function setDeviceStream(stream: Category): void {
  try {
    if (localStorage.getItem(STREAM_STORAGE_KEY) === stream) return;
    localStorage.setItem(STREAM_STORAGE_KEY, stream);
  } catch {
    // Not persisted; the URL still carries the pick.
  }
  window.dispatchEvent(new Event(STREAM_EVENT));
}

/** Saves the stream on the account; a failure only means other devices do not learn it. */
export async function saveAccountStream(stream: Category): Promise<void> {
  let token: string | null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (!token) return;
  try {
    await fetch('/api/personal/stream', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', [AUTH_HEADER]: token },
      body: JSON.stringify({ stream }),
    });
  } catch {
    // Offline: the device still remembers it.
  }
}

/** An explicit pick: remembered on the device and on the account. */
export function chooseStream(stream: Category): void {
  setDeviceStream(stream);
  void saveAccountStream(stream);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(STREAM_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STREAM_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The device's remembered stream, or null; re-renders when it changes (also in another tab). */
export function useDeviceStream(): Category | null {
  return useSyncExternalStore(subscribe, getDeviceStream, () => null);
}
