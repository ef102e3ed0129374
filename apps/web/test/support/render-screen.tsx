import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { Role } from '@prepshelf/contract';
import { AppRouter } from '../../src/app/app-router';
import { Providers } from '../../src/app/providers';
import { ensureBundles, type Bundle } from '../../src/lib/i18n/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { saveSession } from '../../src/lib/session-write';

export interface ScreenOptions {
  /** The address the screen opens on (its query string included). */
  path?: string;
  /** The message catalogs the router loads with the screen: `app`, and `staff` for the dashboard's. */
  bundles?: readonly Bundle[];
  /** Logged in with this role, as a login leaves the browser. */
  role?: Role;
  /** Navigation state the screen opens with (an update form's item), as React Router keeps it. */
  state?: unknown;
}

/**
 * A screen as the app shows it: the app's providers (toasts), its router on the browser's history at
 * `path`, a fresh query client from the app's own factory, and the screen's catalogs loaded first, as
 * the router's lazy screens wait for them.
 */
export async function renderScreen(
  screen: ReactElement,
  { path = '/', bundles = ['app'], role, state }: ScreenOptions = {},
) {
  if (role !== undefined) saveSession({ token: `test-token-${role}`, role, userId: 'user-1' });
  window.history.replaceState(state === undefined ? null : { usr: state, key: 'opened', idx: 0 }, '', path);
  await ensureBundles(bundles);
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <AppRouter>
        <QueryClientProvider client={createQueryClient()}>{screen}</QueryClientProvider>
      </AppRouter>
    </Providers>,
  );
  return { user, ...view };
}
