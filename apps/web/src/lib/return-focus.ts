import { useEffect, useRef } from 'react';

/*
 * Focus goes back to the control that opened a full-screen view (the PDF viewer's "View Notes") when
 * that view is closed with its own Close button: the opener records a key on click, the view asks for
 * the return on Close, and the control with that key focuses itself when its screen is shown again.
 */

/** How long a requested return waits for its control to appear (the list may still be loading). */
const RETURN_WINDOW_MS = 10_000;

let openerKey: string | undefined;
let pending: { key: string; until: number } | undefined;
const waiting = new Set<() => void>();

/** Call when a control opens the view: it is the one to focus on return. */
export function rememberOpener(key: string): void {
  openerKey = key;
}

/** Call when the view closes itself: the opener (if any) takes focus when it is shown again. */
export function requestReturnFocus(): void {
  if (openerKey === undefined) return;
  pending = { key: openerKey, until: Date.now() + RETURN_WINDOW_MS };
  openerKey = undefined;
  for (const check of waiting) check();
}

/** A ref for the opener control with this key: focuses it when a return to it is pending. */
export function useReturnFocus<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    function check() {
      if (pending?.key !== key || ref.current === null) return;
      const isFresh = Date.now() <= pending.until;
      pending = undefined;
      if (isFresh) ref.current.focus();
    }
    // After the screen (and its scroll position) has been restored.
    const frame = window.requestAnimationFrame(check);
    waiting.add(check);
    return () => {
      window.cancelAnimationFrame(frame);
      waiting.delete(check);
    };
  }, [key]);
  return ref;
}
