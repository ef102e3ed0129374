/*
 * The one way features show toasts. The app renders a single ToastContainer (app/toast-host.tsx) from the
 * same 'react-toastify/unstyled' entry, whose stylesheet is a CSS file, so no inline <style> is injected
 * and the CSP can stay strict. The library is imported on first use to keep it out of the entry chunk;
 * a toast raised before the container mounts is queued by react-toastify and shown once it does.
 */

type ToastKind = 'success' | 'error' | 'warning' | 'info';

function show(kind: ToastKind, message: string): void {
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
