import { QueryClient } from '@tanstack/react-query';

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
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; network faults and 5xx get one more try.
        retry: (failureCount, error) => {
          if (error instanceof ApiResultError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
