/** The area's places, all at once (spec section 5: page 1, size 9999). */
import { apiRoutes, PLACE_LIST_PAGE_SIZE } from '@youlan/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

export const placeListQuery = queryOptions({
  queryKey: ['place', 'list'],
  queryFn: ({ signal }) => call(apiRoutes.listPlaces, { query: { page: 1, size: PLACE_LIST_PAGE_SIZE } }, { signal }),
  // Places change when the operator edits them, not while a visitor walks around.
  staleTime: 10 * 60_000,
});
