/** Search calls: hot words, and a query's results a page at a time with every type's count (the tabs). */
import type { SearchType } from '@youlan/contract';
import { ErrorCode, endpoints } from '@youlan/contract/runtime';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, isApiError } from '../../platform/http.ts';

const PAGE_SIZE = 20;

/** A refused query stays refused: retry only what may pass the second time (once, as elsewhere). */
const retryUnlessRefused = (failures: number, error: Error) => failures < 1 && !(isApiError(error) && error.code === ErrorCode.BAD_REQUEST);

export const searchWordQuery = queryOptions({
  queryKey: ['search', 'words'],
  queryFn: ({ signal }) => call(endpoints.searchWord, {}, { signal }),
  staleTime: 10 * 60_000,
});

/**
 * Titles and snippets come in the visitor's language where the area has it (docs/languages.md).
 * Each answer counts every type from the same index as its list: the tabs are read from it, never
 * from a second call that may meet a renewed index. A tab switch keeps the previous answer (tabs) while it loads.
 */
export const searchResultQuery = (q: string, type: SearchType | null) =>
  infiniteQueryOptions({
    queryKey: ['search', 'results', q, type],
    queryFn: ({ signal, pageParam }) => call(endpoints.search, { query: { q, type: type ?? undefined, page: pageParam, size: PAGE_SIZE } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    retry: retryUnlessRefused,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
