/** The app's one query cache, with the retry and refetch rules every query shares. */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a query still asks once: the service worker may have the answer (issue 29).
      // One retry covers a dropped packet; more would keep a visitor on a spinner for long.
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: 0 },
    },
  });
}
