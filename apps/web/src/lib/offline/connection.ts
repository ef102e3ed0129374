import { useSyncExternalStore } from 'react';

/*
 * Two small pieces of state the chrome shows: whether the browser is online, and whether a new version of
 * the app is installed and waiting. Both live in the entry chunk (a few hundred bytes); the service worker
 * registration itself is a lazy module (register-service-worker.ts) that calls `announceUpdate`.
 */

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser knows it has no network (`navigator.onLine`). */
export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isBrowserOnline, () => true);
}

/** Runs `callback` each time the connection comes back. */
export function onReconnect(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}

type ApplyUpdate = () => void;
let applyUpdate: ApplyUpdate | null = null;
const updateListeners = new Set<() => void>();

/** Called by the registration when a new service worker waits: the prompt appears; `apply` switches to it. */
export function announceUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply;
  for (const listener of updateListeners) listener();
}

function subscribeToUpdate(onChange: () => void): () => void {
  updateListeners.add(onChange);
  return () => updateListeners.delete(onChange);
}

/** The function that loads the waiting version, or null when there is none. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribeToUpdate,
    () => applyUpdate,
    () => null,
  );
}
