import { use, useEffect, useRef } from 'react';
import { NavigationPendingContext } from './app-router';

/** Spec §2: a green top progress bar (height 3) while a page loads, driven by the pending navigation. */
export const LOADING_BAR_COLOR = '#16a34a';

const CREEP = 'width 8s cubic-bezier(0.1, 0.7, 0.2, 1)';
const FINISH = 'width 200ms ease-out, opacity 200ms ease-out 200ms';

/*
 * A few lines instead of react-top-loading-bar (~1.5 KB gzipped on every first load). While a navigation
 * is pending the bar creeps towards 90% (a long ease-out transition, like the library's continuous start);
 * when it is idle again it fills to 100% and fades out. The bar's style is set on the element directly:
 * it is pure decoration and needs no re-render.
 */
export function NavigationProgress() {
  const isBusy = use(NavigationPendingContext);
  const barRef = useRef<HTMLDivElement>(null);
  // Completing a bar that never started would flash a full bar on the first render.
  const hasStartedRef = useRef(false);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    if (isBusy) {
      hasStartedRef.current = true;
      Object.assign(bar.style, { transition: 'none', width: '0%', opacity: '1' });
      // Let the browser paint the empty bar first, so the width transition runs.
      let inner = 0;
      const outer = requestAnimationFrame(() => {
        inner = requestAnimationFrame(() => Object.assign(bar.style, { transition: CREEP, width: '90%' }));
      });
      return () => {
        cancelAnimationFrame(outer);
        cancelAnimationFrame(inner);
      };
    }
    if (!hasStartedRef.current) return;
    hasStartedRef.current = false;
    Object.assign(bar.style, { transition: FINISH, width: '100%', opacity: '0' });
    const timer = window.setTimeout(() => Object.assign(bar.style, { transition: 'none', width: '0%' }), 400);
    return () => window.clearTimeout(timer);
  }, [isBusy]);

  return (
    <div data-testid="navigation-progress" data-state={isBusy ? 'loading' : 'idle'}>
      <div
        ref={barRef}
        aria-hidden="true"
        className="pointer-events-none fixed top-0 left-0 z-[9999] h-[3px] w-0 opacity-0"
        style={{ backgroundColor: LOADING_BAR_COLOR }}
      />
    </div>
  );
}
