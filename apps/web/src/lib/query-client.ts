import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isBrowserOnline } from './offline/connection';

/**
 * Our fetchers return `ApiResult` instead of throwing; query functions throw `ApiResultError` when a
 * result is not ok, so React Query's error state carries the readable message.
 */
export class ApiResultError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiResultError';
    this.status = status;
  }

  /**
   * The request never got an answer (offline, timed out, dropped): status 0 from the api client, whatever
   * `navigator.onLine` says. Such a failure says nothing about the data, so screens must not show it as empty.
   */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** True for a failure of the network rather than an answer of the server (see `ApiResultError.isNetwork`). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiResultError && error.isNetwork;
}

export function createQueryClient(): QueryClient {
  // React Query assumes "online" at start and learns only from later events: a client made while the
  // device is already offline would never see the connection "return", and never ask again.
  onlineManager.setOnline(isBrowserOnline());
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may answer from what was last
        // synced; otherwise the screen shows the offline message at once instead of waiting paused.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again, nor a request made offline (it is asked again when the
        // connection returns: refetchOnReconnect); other network faults and 5xx get one more try.
        retry: (failureCount, error) => {
          if (error instanceof ApiResultError && error.status >= 400 && error.status < 500) return false;
          if (!isBrowserOnline()) return false;
          return failureCount < 1;
        },
      },
      // Offline, a change fails at once with the offline message rather than waiting without a word.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
