/** The area's live statuses: one snapshot the map and the place sheet share, asked again every LIVE_SNAPSHOT_POLL_MS while the app is open. */
import { endpoints, LIVE_SNAPSHOT_POLL_MS } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export const liveStatusQuery = queryOptions({
  queryKey: ['live-status'],
  queryFn: ({ signal }) => call(endpoints.getLiveStatus, {}, { signal }),
  staleTime: LIVE_SNAPSHOT_POLL_MS,
  refetchInterval: LIVE_SNAPSHOT_POLL_MS,
});
