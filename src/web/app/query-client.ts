/**
 * The app's TanStack Query client. Lists stay fresh for a minute and are not refetched on window
 * focus (a refetch of a home list is a tracked load and would raise the blocking 'Cargando...'
 * dialog, docs/product.md §4). Failed reads are retried once, and only for network errors and 5xx answers: a 4xx
 * answer will not change on retry.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.js';

/** Retry a failed query at most once, for a network failure (status 0) or a server error (5xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return error instanceof ApiError ? error.status === 0 || error.status >= 500 : true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: shouldRetry },
    },
  });
}
