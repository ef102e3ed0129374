import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModuleNamespace from './toast';
import type { ToastRequest } from './toast';

type ToastModule = typeof ToastModuleNamespace;

async function freshToastModule(): Promise<ToastModule> {
  vi.resetModules();
  return import('./toast');
}

describe('toasts', () => {
  let toasts: ToastModule;
  beforeEach(async () => {
    toasts = await freshToastModule();
  });

  it('asks for the host at the first toast, and only then', () => {
    const onChange = vi.fn();
    toasts.subscribeToToastHost(onChange);
    expect(toasts.isToastHostWanted()).toBe(false);
    toasts.showWarningToast('All fields are required !');
    toasts.showSuccessToast('Register successfully !');
    expect(toasts.isToastHostWanted()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows only the latest of the toasts raised before the host mounted', () => {
    toasts.showWarningToast('Please upload a PDF or valid PDF file');
    toasts.showSuccessToast('Note uploaded successfully!');
    const shown: ToastRequest[] = [];
    toasts.registerToastPresenter((request) => shown.push(request));
    expect(shown).toEqual([{ kind: 'success', message: 'Note uploaded successfully!' }]);
  });

  it('hands every later toast to the host at once, in order', () => {
    const shown: ToastRequest[] = [];
    toasts.registerToastPresenter((request) => shown.push(request));
    toasts.showErrorToast("You're now logged out !!");
    toasts.showInfoToast('Second');
    expect(shown.map((request) => request.message)).toEqual(["You're now logged out !!", 'Second']);
  });

  it('keeps toasts waiting again once the host unmounts', () => {
    const first: ToastRequest[] = [];
    const unregister = toasts.registerToastPresenter((request) => first.push(request));
    unregister();
    toasts.showErrorToast('Later');
    expect(first).toEqual([]);
    const second: ToastRequest[] = [];
    toasts.registerToastPresenter((request) => second.push(request));
    expect(second).toEqual([{ kind: 'error', message: 'Later' }]);
  });
});
