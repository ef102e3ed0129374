import { Component, type ReactNode } from 'react';

/**
 * PAGE_TEXTS.routerError of the contract, written out here: importing the contract's messages module
 * would put every toast and warning text into the entry chunk. A unit test keeps the two equal.
 */
export const ROUTER_ERROR_TEXT = 'Unexpected Application Error!';

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
    return this.state.error === null ? this.props.children : <RouterErrorPage error={this.state.error.thrown} />;
  }
}

/** The error page of spec §2: 'Unexpected Application Error!'. */
export function RouterErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : undefined;

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{ROUTER_ERROR_TEXT}</h1>
      {detail ? <p className="max-w-prose text-sm break-words text-muted">{detail}</p> : null}
      <p className="text-muted">Something broke on this page. Reloading usually helps.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Plain links: the router itself may be what failed, so these reload the app. */}
        <a
          href={typeof window === 'undefined' ? '/' : window.location.href}
          className="inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Reload page
        </a>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-subtle focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Go to home
        </a>
      </div>
    </main>
  );
}
