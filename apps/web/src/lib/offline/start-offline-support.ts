import { registerServiceWorker } from './register-service-worker';

/**
 * Registers the service worker (its few lines ship in the entry: a chunk of their own cost the landing
 * page a request and more gzipped bytes than they weigh) once the page has loaded and the browser is idle: it must never
 * compete with the landing page's first load (e2e/tests/budget.spec.ts). Only production builds register.
 */
export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined') return;
  const start = () => registerServiceWorker();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
