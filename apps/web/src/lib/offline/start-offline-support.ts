/**
 * Loads the service worker registration once the page has loaded and the browser is idle: it must never
 * compete with the landing page's first load (e2e/tests/budget.spec.ts). Only production builds register.
 */
export function startOfflineSupport(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined') return;
  const start = () => {
    void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
