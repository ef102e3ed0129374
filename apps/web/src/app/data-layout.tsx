import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/**
 * Provides the one QueryClient to every screen. It is a lazy route wrapping both the main layout and the
 * dashboard, so React Query's code stays out of the entry chunk; the client is created once per page load.
 */
const queryClient = createQueryClient();

export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
