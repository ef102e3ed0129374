import { lazy, Suspense, type ReactNode } from 'react';

// Toasts are never needed for the first paint: the container and its stylesheet load beside the page.
const ToastHost = lazy(() => import('./toast-host'));

/** App-wide providers around the router. The QueryClient lives in the data route (see data-layout.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
