/** Search calls: hot words, the result types of a query (the tabs) and its results a page at a time. */
import type { SearchLanguage, SearchType } from '@youlan/contract';
import { ErrorCode, endpoints } from '@youlan/contract/runtime';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, isApiError } from '../../platform/http.ts';

const PAGE_SIZE = 20;

/** A refused query stays refused: retry only what may pass the second time (once, as elsewhere). */
const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.code === ErrorCode.BAD_REQUEST);

export const searchWordQuery = queryOptions({
  queryKey: ['search', 'words'],
  queryFn: ({ signal }) => call(endpoints.searchWord, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const searchTypeQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'types', q],
    queryFn: ({ signal }) => call(endpoints.searchType, { query: { q } }, { signal }),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });

/** Titles and snippets come in `lang` (English where the area wrote it). */
export const searchResultQuery = (q: string, type: SearchType | null, lang: SearchLanguage) =>
  infiniteQueryOptions({
    queryKey: ['search', 'results', q, type, lang],
    queryFn: ({ signal, pageParam }) => call(endpoints.search, { query: { q, type: type ?? undefined, lang, page: pageParam, size: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
