/**
 * The visitor's own records, read by their feature (punch, opinion) and by the user centre. The
 * keys stay under each feature's root (`['punch', …]`, `['opinion', …]`), so a feature's
 * invalidation after a write refreshes the user centre too.
 */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../platform/http.ts';

/** Keyed by the token: each visitor sees only their own. */
export const myPunchesQuery = (token: string) =>
  queryOptions({
    queryKey: ['punch', 'records', token],
    queryFn: ({ signal }) => call(endpoints.listMyPunches, {}, { signal }),
    staleTime: 30_000,
  });

/** Keyed by the token: each visitor sees only their own. */
export const myOpinionsQuery = (token: string) =>
  queryOptions({
    queryKey: ['opinion', 'mine', token],
    queryFn: ({ signal }) => call(endpoints.listMyOpinions, {}, { signal }),
    staleTime: 30_000,
  });
