/** One place's details (the sheet opened from the map). */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export function placeDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['place', 'detail', id],
    queryFn: ({ signal }) => call(endpoints.getPlace, { params: { id } }, { signal }),
  });
}

/** Ids of the places a visitor can punch in at: the sheet offers "打卡" only on those. */
export const punchPlaceIdsQuery = queryOptions({
  queryKey: ['place', 'punchPlaceIds'],
  queryFn: ({ signal }) => call(endpoints.listPunchSpots, {}, { signal }),
  select: (data) => new Set(data.spots.map((spot) => spot.placeId)),
  staleTime: 5 * 60_000,
});
