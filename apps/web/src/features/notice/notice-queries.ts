/** Notices from the server: the list a page at a time, and one notice. */
import { endpoints } from '@youlan/contract/runtime';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

const PAGE_SIZE = 20;

export const noticeListQuery = infiniteQueryOptions({
  queryKey: ['notice', 'list'],
  queryFn: ({ signal, pageParam }) => call(endpoints.listNotices, { query: { page: pageParam, size: PAGE_SIZE } }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  staleTime: 60_000,
});

export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: ['notice', id],
    queryFn: ({ signal }) => call(endpoints.getNotice, { params: { id } }, { signal }),
    staleTime: 60_000,
  });

/** Counts the view; a failure only costs a count, so it is logged and not shown. */
export function countNoticeView(id: number): void {
  call(endpoints.recordClick, { params: { type: 'notice' }, body: { id } }).catch((error: unknown) => console.warn('notice view not counted', error));
}
