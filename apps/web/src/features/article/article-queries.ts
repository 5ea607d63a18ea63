/** Articles from the server: the list a page at a time, and one article. */
import { endpoints } from '@youlan/contract/runtime';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/http.ts';

const PAGE_SIZE = 20;

export const articleListQuery = infiniteQueryOptions({
  queryKey: ['article', 'list'],
  queryFn: ({ signal, pageParam }) => call(endpoints.listArticles, { query: { page: pageParam, size: PAGE_SIZE } }, { signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  staleTime: 5 * 60_000,
});

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['article', id],
    queryFn: ({ signal }) => call(endpoints.getArticle, { params: { id } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** Counts the read; a failure only costs a count, so it is logged and not shown. */
export function countArticleView(id: number): void {
  call(endpoints.recordClick, { params: { type: 'article' }, body: { id } }).catch((error: unknown) => console.warn('article view not counted', error));
}
