import { useEffect } from 'react';
import { toast, ToastContainer, type Id } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast-host.css';
import { TOAST_AUTO_CLOSE_MS } from '@prepshelf/contract';
import { registerToastPresenter, type ToastRequest } from '../lib/toast';
import { useTheme } from '../lib/use-theme';
import { useT } from '../lib/i18n/use-t';

let shownId: Id | null = null;

/**
 * Puts one toast on screen: while a toast is showing, it is updated in place (new text, new kind, a
 * fresh auto-close), so the old text is gone at once; otherwise a new toast opens. A toast being
 * closed is no longer active, so the next message opens a new one instead of vanishing with it.
 */
function present({ kind, message }: ToastRequest): void {
  if (shownId !== null && toast.isActive(shownId)) {
    toast.update(shownId, { render: message, type: kind, autoClose: TOAST_AUTO_CLOSE_MS, delay: 0 });
    return;
  }
  shownId = toast(message, { type: kind });
}

/** The one toast container (spec §8): top-right, auto-close 5000 ms, one toast at a time. */
export default function ToastHost() {
  const theme = useTheme();
  const t = useT();
  useEffect(() => registerToastPresenter(present), []);
  return (
    <ToastContainer
      aria-label={t('ui.notifications')}
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={1}
      theme={theme}
    />
  );
}
