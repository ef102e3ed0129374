import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useOfflineSync } from '../lib/offline/use-offline-sync';
import { createQueryClient } from '../lib/query-client';

/**
 * Provides the one QueryClient to every screen that talks to the server. It is a lazy route (used twice:
 * around the main layout's data screens and around the dashboard), so React Query's code stays off the
 * landing page; the client is created once per page load and shared by both.
 */
const queryClient = createQueryClient();

export function DataLayout() {
  useOfflineSync();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
