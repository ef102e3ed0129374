import { useEffect } from 'react';
import { toast, ToastContainer, type CloseButtonProps, type Id, type ToastContentProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast-host.css';
import { TOAST_AUTO_CLOSE_MS } from '@prepshelf/contract';
import { registerToastPresenter, type ToastRequest } from '../lib/toast';
import { useTheme } from '../lib/use-theme';
import { useT } from '../lib/i18n/use-t';

let shownId: Id | null = null;

/**
 * The library's own close button and timer bar carry English names ("close", "notification timer")
 * whatever the page's language, so the host draws both: a close button named in the page's language,
 * and a timer bar (`customProgressBar`) that is only drawn, with no role or name. The bar's animation
 * closes the toast when it ends, as the library's does; hovering the toast or leaving the window
 * pauses it (`isPaused`). An update remounts the bar (keyed by `updateId`), so a replaced message gets
 * the full 5000 ms again.
 */
function TimerBar({ closeToast, isPaused, toastProps }: ToastContentProps) {
  const { autoClose, isIn, theme = 'light', type = 'default' } = toastProps;
  if (autoClose === false) return null;
  const colours = `Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`;
  return (
    <div className="Toastify__progress-bar--wrp" aria-hidden="true">
      <div className={`Toastify__progress-bar--bg ${colours}`} />
      <div
        className={`Toastify__progress-bar Toastify__progress-bar--animated ${colours}`}
        style={{ animationDuration: `${autoClose}ms`, animationPlayState: isPaused ? 'paused' : 'running' }}
        onAnimationEnd={() => {
          if (isIn) closeToast();
        }}
      />
    </div>
  );
}

/** A toast's content: its message and the timer bar (the library calls this with the toast's state). */
function content(message: string) {
  return (props: ToastContentProps) => (
    <>
      {message}
      <TimerBar key={props.toastProps.updateId} {...props} />
    </>
  );
}

function CloseButton({ closeToast, theme }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('ui.closeNotification')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

function renderCloseButton(props: CloseButtonProps) {
  return <CloseButton {...props} />;
}

/**
 * Puts one toast on screen: while a toast is showing, it is updated in place (new text, new kind, a
 * fresh auto-close), so the old text is gone at once; otherwise a new toast opens. A toast being
 * closed is no longer active, so the next message opens a new one instead of vanishing with it.
 */
function present({ kind, message }: ToastRequest): void {
  if (shownId !== null && toast.isActive(shownId)) {
    toast.update(shownId, { render: content(message), type: kind, autoClose: TOAST_AUTO_CLOSE_MS, delay: 0 });
    return;
  }
  shownId = toast(content(message), { type: kind });
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
      closeButton={renderCloseButton}
      customProgressBar
    />
  );
}
