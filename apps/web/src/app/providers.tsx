import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { withBundles } from '../lib/i18n/i18n';
import { isToastHostWanted, setToastHostWanted, subscribeToToastHost } from '../lib/toast';

// Toasts are never needed for the first paint: the container and its stylesheet load with the first toast.
// Its own label is in the `app` catalog.
// When that code cannot arrive (offline before the first toast), the page stays as it is, without the toast,
// and the next toast asks for the code again.
const loadToastHost = (): Promise<{ default: ComponentType }> =>
  withBundles(() => import('./toast-host'), ['app']).catch(() => {
    ToastHost = lazy(loadToastHost);
    setToastHostWanted(false);
    return { default: () => null };
  });
let ToastHost = lazy(loadToastHost);

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
