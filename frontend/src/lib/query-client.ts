import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's data rules (section 7): no retries, data never goes stale, no refetch on focus or on an interval.
 * Lists change only when the user changes them, and each mutation refetches what it touched.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
