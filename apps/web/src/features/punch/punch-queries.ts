/** The punch places with the visitor's progress (the visitor's own punches: entities/visitor-records.ts). */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

/** Keyed by the token: the progress is the visitor's own. */
export const punchSpotsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['punch', 'spots', token ?? 'guest'],
    queryFn: ({ signal }) => call(endpoints.listPunchSpots, {}, { signal }),
    staleTime: 30_000,
  });

/** The visitor's stamps of finished tours (docs/tours.md), shown with the places' stamps. */
export const tourStampsQuery = (token: string) =>
  queryOptions({
    queryKey: ['punch', 'tourStamps', token],
    queryFn: ({ signal }) => call(endpoints.listTourStamps, {}, { signal }),
    // Read again on every visit: a tour finished on the map a moment ago gave its stamp there.
    staleTime: 0,
  });

/** Everything punch-related the visitor sees changes after a punch. */
export const PUNCH_QUERY_ROOT = ['punch'] as const;
