/** The area's places, all at once (spec section 5: page 1, size 9999). */
import { PLACE_LIST_PAGE_SIZE } from '@youlan/contract';
import { endpoints } from '@youlan/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export const placeListQuery = queryOptions({
  queryKey: ['place', 'list'],
  queryFn: ({ signal }) => call(endpoints.listPlaces, { query: { page: 1, size: PLACE_LIST_PAGE_SIZE } }, { signal }),
  // Places change when the operator edits them, not while a visitor walks around.
  staleTime: 10 * 60_000,
});
