import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A reply the server chose (4xx) will not change on retry; a lost connection might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});
