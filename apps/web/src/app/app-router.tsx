import { createContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/** True while a navigation is waiting for its screen (lazy code): the loading bar's signal. */
export const NavigationPendingContext = createContext(false);

/*
 * React Router's BrowserRouter, but with the transition in our hands: every location change is a React
 * transition, so the screen on display stays (and stays usable) until the next one can render, and
 * `isPending` tells the loading bar that a navigation is under way, as the data router's
 * useNavigation() did.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <NavigationPendingContext value={isPending}>
      <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
