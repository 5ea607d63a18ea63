/** The app's one query cache, with the retry and refetch rules every query shares. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry covers a dropped packet; more would keep a visitor on a spinner for long.
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
