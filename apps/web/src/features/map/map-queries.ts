/** The area's illustrated map and the signed URLs of its pictures. */
import { endpoints } from '@youlan/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export const mapConfigQuery = queryOptions({
  queryKey: ['map', 'config'],
  queryFn: ({ signal }) => call(endpoints.getH5Map, {}, { signal }),
  // The map changes when the operator redraws it, not during a visit.
  staleTime: 30 * 60_000,
});

/** A signed read URL for a storage key; refreshed well before the URL expires. */
export function mediaUrlQuery(key: string) {
  return queryOptions({
    queryKey: ['media', 'read', key],
    queryFn: async ({ signal }) => (await call(endpoints.signUrl, { query: { fileName: key } }, { signal })).url,
    staleTime: 5 * 60_000,
  });
}

export function placeDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['place', 'detail', id],
    queryFn: ({ signal }) => call(endpoints.getPlace, { params: { id } }, { signal }),
  });
}
