/** Tours from the server, and the visitor's progress on one: kept on the phone and on the server, merged both ways. */
import type { TourDetail } from '@youlan/contract';
import { endpoints, ErrorCode, mergeHeard } from '@youlan/contract/runtime';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { call, isApiError } from '../../platform/http.ts';
import { getToken, readLocal, writeLocal } from '../../platform/storage.ts';
import { endTour, useActiveTourId } from './active-tour.ts';

export const tourListQuery = queryOptions({
  queryKey: ['tour', 'list'],
  queryFn: ({ signal }) => call(endpoints.listTours, {}, { signal }),
  staleTime: 5 * 60_000,
});

export const tourQuery = (id: number) =>
  queryOptions({
    queryKey: ['tour', id],
    queryFn: ({ signal }) => call(endpoints.getTour, { params: { id } }, { signal }),
    staleTime: 5 * 60_000,
  });

const localKey = (tourId: number) => `youlan.tour.${tourId}.heard`;

/** What this phone heard of a tour (ids); a damaged entry reads as nothing. */
export function localHeard(tourId: number): number[] {
  try {
    const value = JSON.parse(readLocal(localKey(tourId)) || '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function rememberHeard(tourId: number, stops: readonly number[], heard: readonly number[]): number[] {
  const merged = mergeHeard(stops, localHeard(tourId), heard);
  writeLocal(localKey(tourId), JSON.stringify(merged));
  return merged;
}

/**
 * The visitor's progress: the phone's at once, the server's merged in when logged in, and what
 * only the phone knew sent up (a later visit, another phone, resumes from it). Without a token,
 * or offline, the phone's alone.
 */
export const tourProgressQuery = (tourId: number, stops: readonly number[], token: string | null) =>
  queryOptions({
    queryKey: ['tour', tourId, 'progress', token],
    queryFn: async ({ signal }) => {
      const mine = localHeard(tourId);
      if (!token) return mergeHeard(stops, mine, []);
      try {
        const server = (await call(endpoints.getTourProgress, { params: { id: tourId } }, { signal })).heardPlaceIds;
        const merged = rememberHeard(tourId, stops, server);
        if (merged.length > server.length) await call(endpoints.saveTourProgress, { params: { id: tourId }, body: { heardPlaceIds: merged } });
        return merged;
      } catch {
        return mergeHeard(stops, mine, []);
      }
    },
    staleTime: 30_000,
    // Stops heard with the network cut wait on the phone: back online, this merge sends them up.
    refetchOnReconnect: 'always',
  });

/** A stop heard: kept on the phone, and on the server when logged in (a failure waits for the next merge: a visit, or the network back). */
export async function markHeard(tourId: number, stops: readonly number[], placeId: number, token: string | null): Promise<number[]> {
  const merged = rememberHeard(tourId, stops, [placeId]);
  if (token) await call(endpoints.saveTourProgress, { params: { id: tourId }, body: { heardPlaceIds: merged } }).catch((error: unknown) => console.warn('tour progress not sent', error));
  return merged;
}

/** The first stop not heard yet, in the tour's order; null when all are. */
export function nextStop<S extends { placeId: number }>(stops: readonly S[], heard: readonly number[]): S | null {
  return stops.find((stop) => !heard.includes(stop.placeId)) ?? null;
}

/**
 * The tour the visitor has on, with its progress; null while loading and when none is on. A tour
 * that is gone (withdrawn, a draft again: 404) is ended.
 */
export function useActiveTour(): { tour: TourDetail; heard: number[]; stopIds: readonly number[] } | null {
  const id = useActiveTourId();
  const token = getToken();
  const tour = useQuery({ ...tourQuery(id ?? 0), enabled: id !== null });
  const isGone = tour.isError && isApiError(tour.error) && tour.error.code === ErrorCode.NOT_FOUND;
  useEffect(() => {
    if (isGone) endTour();
  }, [isGone]);
  const stopIds = useMemo(() => tour.data?.stops.map((stop) => stop.placeId) ?? [], [tour.data]);
  const heard = useQuery({ ...tourProgressQuery(id ?? 0, stopIds, token), enabled: id !== null && tour.data !== undefined }).data;
  if (id === null || !tour.data || !heard) return null;
  return { tour: tour.data, heard, stopIds };
}

/** Marks a stop heard and puts the merged progress where every reader of it looks. */
export function useMarkHeard(tourId: number, stopIds: readonly number[]): (placeId: number) => void {
  const client = useQueryClient();
  const token = getToken();
  // Once per stop while mounted: a guide playing again, or a re-render while the save is under way, does not send it again.
  const marking = useRef(new Set<number>());
  return useCallback(
    (placeId: number) => {
      if (!stopIds.includes(placeId) || marking.current.has(placeId)) return;
      marking.current.add(placeId);
      void markHeard(tourId, stopIds, placeId, token).then((merged) => client.setQueryData(tourProgressQuery(tourId, stopIds, token).queryKey, merged));
    },
    [client, tourId, stopIds, token],
  );
}
