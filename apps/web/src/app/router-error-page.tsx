import { Component, lazy, Suspense, type ReactNode } from 'react';
import { withBundles } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/use-t';

/** The error page's body arrives when needed (the landing budget); offline, just its heading. */
const RouterErrorPage = lazy(() =>
  withBundles(() => import('./router-error-view'), ['chrome']).then(
    (module) => ({ default: module.RouterErrorPage }),
    () => ({ default: HeadingOnly }),
  ),
);

function HeadingOnly() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('layout.routerError')}</h1>
    </main>
  );
}

/**
 * Catches what a screen throws while rendering (or a screen's code that failed to load) and shows the
 * error page in its place. A new `resetKey` (the next location) clears it, as the router's own error
 * boundary did, without remounting the screens around it.
 */
interface BoundaryState {
  error: { thrown: unknown } | null;
  resetKey: string;
}
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={<HeadingOnly />}>
        <RouterErrorPage error={this.state.error.thrown} />
      </Suspense>
    );
  }
}
