/** The punch places with the visitor's progress, and the visitor's own punches. */
import { endpoints } from '@youlan/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

/** Keyed by the token: the progress is the visitor's own. */
export const punchSpotsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['punch', 'spots', token ?? 'guest'],
    queryFn: ({ signal }) => call(endpoints.listPunchSpots, {}, { signal }),
    staleTime: 30_000,
  });

export const myPunchesQuery = (token: string) =>
  queryOptions({
    queryKey: ['punch', 'records', token],
    queryFn: ({ signal }) => call(endpoints.listMyPunches, {}, { signal }),
    staleTime: 30_000,
  });

/** Everything punch-related the visitor sees changes after a punch. */
export const PUNCH_QUERY_ROOT = ['punch'] as const;
