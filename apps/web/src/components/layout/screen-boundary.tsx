import { Component, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { isBrowserOnline, onReconnect } from '../../lib/offline/connection';
import { buttonClasses } from '../ui/button-classes';
import { WifiOffIcon } from '../ui/icons';

/**
 * What browsers throw when a lazy screen's code cannot be fetched: "Failed to fetch dynamically imported
 * module" (Chromium), "error loading dynamically imported module" (Firefox), "Importing a module script
 * failed" (Safari), "Loading chunk … failed" (older bundles).
 */
const CHUNK_FAILURE = /dynamically imported|module script|Loading chunk/i;

/** True for an error that means "this screen's code did not arrive", not a bug in the screen. */
export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

interface State {
  /** `isOffline`: whether the browser had no network when it failed. */
  error: { thrown: unknown; isOffline: boolean } | null;
  resetKey: string;
}

/**
 * Inside the main layout, around the screen: when a lazy screen's code cannot be fetched because the
 * device is offline (and no service worker has it yet), a friendly message with Retry replaces the screen
 * and the header stays. Retry reloads the page (React keeps a failed lazy import failed), which works
 * offline once the service worker is in charge; otherwise the page reloads by itself when the connection
 * returns. Any other error goes on to the router's error page.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: { thrown, isOffline: !isBrowserOnline() } };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidUpdate() {
    const failed = this.state.error !== null;
    if (failed && this.stopWaiting === undefined) {
      this.stopWaiting = onReconnect(() => window.location.reload());
    } else if (!failed) {
      this.stopWaiting?.();
      this.stopWaiting = undefined;
    }
  }

  override componentWillUnmount() {
    this.stopWaiting?.();
  }

  private readonly retry = () => {
    // With the service worker in charge the app reloads offline too; without it, only online.
    if (isBrowserOnline() || navigator.serviceWorker?.controller) window.location.reload();
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // A real error, or code that failed to arrive while online (a broken deploy): the router's error page
    // above (spec §2) handles those.
    if (!error.isOffline || !isCodeLoadFailure(error.thrown)) throw error.thrown;
    return <ScreenOffline onRetry={this.retry} />;
  }
}

/** What replaces a screen whose code could not arrive offline. */
function ScreenOffline({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      aria-labelledby="screen-failed-title"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-amber-soft text-amber-text">
        <WifiOffIcon className="size-6" />
      </span>
      <h1 id="screen-failed-title" className="text-2xl font-bold tracking-tight">
        {t('layout.screenOfflineTitle')}
      </h1>
      <p className="max-w-prose text-muted">{t('layout.screenOfflineText')}</p>
      <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
        {t('layout.retry')}
      </button>
    </section>
  );
}
