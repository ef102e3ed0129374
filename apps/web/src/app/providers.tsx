import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { withBundles } from '../lib/i18n/i18n';
import { isToastHostWanted, subscribeToToastHost } from '../lib/toast';

// Toasts are never needed for the first paint: the container and its stylesheet load with the first toast.
// Its own label is in the `app` catalog.
const ToastHost = lazy(() => withBundles(() => import('./toast-host'), ['app']));

/** App-wide providers around the router: the toasts (the language needs no provider: lib/i18n/use-t.ts). The QueryClient lives in the data routes (see data-layout.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  const isToastHostNeeded = useSyncExternalStore(subscribeToToastHost, isToastHostWanted, () => false);
  return (
    <>
      {children}
      {isToastHostNeeded ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
