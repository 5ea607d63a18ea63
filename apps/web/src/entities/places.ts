/**
 * The area's places, shared by the map, the place sheet, the audio guide and the root layout:
 * the list query (spec section 5: page 1, size 9999, all at once) and the class filter.
 */
import type { Place } from '@youlan/contract';
import { ALWAYS_LISTED_PLACE_TYPE, PLACE_LIST_PAGE_SIZE, endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../platform/http.ts';

export const placeListQuery = queryOptions({
  queryKey: ['place', 'list'],
  queryFn: ({ signal }) => call(endpoints.listPlaces, { query: { page: 1, size: PLACE_LIST_PAGE_SIZE } }, { signal }),
  // Places change when the operator edits them, not while a visitor walks around.
  staleTime: 10 * 60_000,
});

/** Places of a class (all when `classId` is null); placeType 6 always stays (spec section 3). */
export function filterPlacesByClass<P extends Pick<Place, 'classId' | 'placeType'>>(places: readonly P[], classId: number | null): P[] {
  if (classId === null) return [...places];
  return places.filter((place) => place.classId === classId || place.placeType === ALWAYS_LISTED_PLACE_TYPE);
}
