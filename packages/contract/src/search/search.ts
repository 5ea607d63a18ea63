/**
 * Search over the area's places, notices and articles: hot words, the result types with their
 * counts (the result screen's tabs) and the results themselves, ranked, with match ranges.
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { safeText } from '../shared/http.ts';
import { SEARCH_PAGE_SIZE_MAX, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from './search.runtime.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const SearchTypeSchema = z.enum(SEARCH_TYPES);

export type SearchType = z.infer<typeof SearchTypeSchema>;

/** Trimmed; empty or whitespace only is refused, as is anything over SEARCH_QUERY_MAX_LENGTH. */
export const SearchQueryTextSchema = safeText()
  .trim()
  .min(1, 'type something to search for')
  .max(SEARCH_QUERY_MAX_LENGTH, `at most ${SEARCH_QUERY_MAX_LENGTH} characters`);

/** `[start, end)` in UTF-16 code units of the string it belongs to (JavaScript string indexes). */
export const MatchRangeSchema = z.tuple([z.number().int(), z.number().int()]);
export type MatchRange = z.infer<typeof MatchRangeSchema>;

export const SearchHitSchema = z.object({
  type: SearchTypeSchema,
  id: z.number().int(),
  /** In the visitor's language where the area has it, else its main language. */
  title: z.string(),
  /** The language of `title` and `snippet` (a LocalText's `lang`): not the visitor's when no translation stands. */
  lang: z.string(),
  /** Title and snippet are an unapproved machine translation. */
  machine: z.literal(true).optional(),
  /** Where the title matched, for highlighting; empty when only the text matched. */
  titleRanges: z.array(MatchRangeSchema),
  /** Plain text around the first match in the text (or its opening words), at most about 60 characters. */
  snippet: z.string(),
  snippetRanges: z.array(MatchRangeSchema),
  /** Places: their picture; articles: their cover; notices: null. */
  imageKey: z.string().nullable(),
  /** Notices and articles: ISO 8601 publication time; places: null. */
  publishedAt: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** Each result type with its count for the query, always in the order of SEARCH_TYPES. */
export const SearchTypeCountsSchema = z.array(z.object({ type: SearchTypeSchema, count: z.number().int() }));

export const searchWord = defineRoute({
  method: 'GET',
  path: '/api/searchWord',
  summary: 'Hot search words: the operator’s, or else the most searched queries of the last 30 days',
  tag: 'search',
  auth: 'none',
  data: z.object({
    list: z.array(
      z.object({
        word: LocalTextSchema,
      }),
    ),
  }),
});

export const search = defineRoute({
  method: 'GET',
  path: '/api/search',
  summary: 'Ranked results for a query in every language of the area (Chinese by words and characters, pinyin in full or by initials, Japanese and Korean by words), answered in the visitor’s language',
  tag: 'search',
  auth: 'none',
  query: z.object({
    q: SearchQueryTextSchema,
    /** Only this kind of result; every kind when absent. */
    type: SearchTypeSchema.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    size: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX).default(20),
  }),
  data: z.object({
    q: z.string(),
    list: z.array(SearchHitSchema),
    /** Results of the type asked (all types when none). */
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** Every type's count, from the same index as `list`: the result screen's tabs, so they agree with the results even while the index is being renewed. */
    types: SearchTypeCountsSchema,
  }),
});

export const searchType = defineRoute({
  method: 'GET',
  path: '/api/search/type',
  summary: 'Every result type with its count for a query (the result screen’s tabs), always in the same order',
  tag: 'search',
  auth: 'none',
  query: z.object({ q: SearchQueryTextSchema }),
  data: z.object({ q: z.string(), total: z.number().int(), list: SearchTypeCountsSchema }),
});
