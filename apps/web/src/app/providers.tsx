import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isToastHostWanted, subscribeToToastHost } from '../lib/toast';

// Toasts are never needed for the first paint: the container and its stylesheet load with the first toast.
const ToastHost = lazy(() => import('./toast-host'));

/** App-wide providers around the router. The QueryClient lives in the data routes (see data-layout.tsx). */
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
