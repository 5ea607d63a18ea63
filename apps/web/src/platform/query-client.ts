/** The app's one query cache, with the retry and refetch rules every query shares. */
import { QueryClient, onlineManager } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  // The query cache starts out thinking it is online: a page opened with the network cut would
  // then never see it come back, and queries that refetch on reconnect (a tour's progress heard
  // offline) would not.
  if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      // Offline, a query still asks once: the service worker may have the answer (issue 29).
      // One retry covers a dropped packet; more would keep a visitor on a spinner for long.
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: 0 },
    },
  });
}
