/** Signed read URLs of stored pictures and sounds, shared by every screen that shows one. */
import { endpoints } from '@youlan/contract/runtime';
import { queryOptions } from '@tanstack/react-query';
import { call } from './http.ts';

/** A signed read URL for a storage key; refreshed well before the URL expires. */
export function mediaUrlQuery(key: string) {
  return queryOptions({
    queryKey: ['media', 'read', key],
    queryFn: async ({ signal }) => (await call(endpoints.signUrl, { query: { fileName: key } }, { signal })).url,
    staleTime: 5 * 60_000,
  });
}
