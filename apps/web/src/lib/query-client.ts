import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** A 4xx will not change on retry (forbidden, not found, bad request); network and 5xx errors get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
