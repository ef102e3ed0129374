/*
 * The one way features show toasts. The app renders a single ToastContainer (app/toast-host.tsx) from the
 * same 'react-toastify/unstyled' entry, whose stylesheet is a CSS file, so no inline <style> is injected
 * and the CSP can stay strict. Neither the library nor the container is loaded before the first toast:
 * the first call asks the app to mount the container (see `isToastHostWanted`).
 *
 * One toast at a time (spec §8): a new toast replaces the one on screen at once (the host
 * updates it in place, with a fresh 5000 ms), so a success clears an earlier warning and nothing waits
 * in a queue behind a stale message. Toasts raised before the host has mounted are not queued either:
 * only the latest is kept and shown when the host arrives.
 */

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  kind: ToastKind;
  message: string;
}

let isHostWanted = false;
const hostListeners = new Set<() => void>();
let presenter: ((request: ToastRequest) => void) | null = null;
let waiting: ToastRequest | null = null;

/** For useSyncExternalStore in the app's providers: becomes true at the first toast. */
export function subscribeToToastHost(onChange: () => void): () => void {
  hostListeners.add(onChange);
  return () => hostListeners.delete(onChange);
}

export function isToastHostWanted(): boolean {
  return isHostWanted;
}

/**
 * Called by the mounted host with the function that puts a toast on screen; the latest toast raised
 * before it mounted is shown at once. Returns the unregister function.
 */
export function registerToastPresenter(present: (request: ToastRequest) => void): () => void {
  presenter = present;
  if (waiting) {
    const request = waiting;
    waiting = null;
    present(request);
  }
  return () => {
    if (presenter === present) presenter = null;
  };
}

/** The page's language, as the i18n runtime sets it on <html lang> (none outside a browser: English). */
function pageLanguage(): string {
  return globalThis.document?.documentElement.lang || 'en';
}

let latestRequest = 0;

/**
 * Every toast in the page's language: in English as given; otherwise through toast-texts,
 * loaded then, which translates the texts features pass on unchanged (the api client's and the
 * contract's). Only the latest toast is shown if translations finish out of order.
 */
function show(kind: ToastKind, message: string): void {
  const request = ++latestRequest;
  if (pageLanguage() === 'en') {
    present(kind, message);
    return;
  }
  void import('./toast-texts')
    .then(({ translateToast }) => translateToast(message))
    .catch(() => message)
    .then((text) => {
      if (request === latestRequest) present(kind, text);
    });
}

function present(kind: ToastKind, message: string): void {
  if (presenter) {
    presenter({ kind, message });
    return;
  }
  waiting = { kind, message };
  if (!isHostWanted) setToastHostWanted(true);
}

/** Mounts the container (true) or takes it away (false: its code failed to arrive; the next toast asks again). */
export function setToastHostWanted(wanted: boolean): void {
  isHostWanted = wanted;
  for (const listener of hostListeners) listener();
}

export function showSuccessToast(message: string): void {
  show('success', message);
}

export function showErrorToast(message: string): void {
  show('error', message);
}

export function showWarningToast(message: string): void {
  show('warning', message);
}

export function showInfoToast(message: string): void {
  show('info', message);
}
