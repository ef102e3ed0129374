/*
 * The one way features show toasts. The app renders a single ToastContainer (app/toast-host.tsx) from the
 * same 'react-toastify/unstyled' entry, whose stylesheet is a CSS file, so no inline <style> is injected
 * and the CSP can stay strict. Neither the library nor the container is loaded before the first toast:
 * the first call asks the app to mount the container (see `useIsToastHostWanted`) and imports the library;
 * a toast raised before the container mounts is queued by react-toastify and shown once it does.
 */

type ToastKind = 'success' | 'error' | 'warning' | 'info';

let isHostWanted = false;
const hostListeners = new Set<() => void>();

/** For useSyncExternalStore in the app's providers: becomes true at the first toast. */
export function subscribeToToastHost(onChange: () => void): () => void {
  hostListeners.add(onChange);
  return () => hostListeners.delete(onChange);
}

export function isToastHostWanted(): boolean {
  return isHostWanted;
}

function show(kind: ToastKind, message: string): void {
  if (!isHostWanted) {
    isHostWanted = true;
    for (const listener of hostListeners) listener();
  }
  void import('react-toastify/unstyled').then(({ toast }) => {
    toast[kind](message);
  });
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
