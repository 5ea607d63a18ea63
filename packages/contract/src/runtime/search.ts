/** Search limits and result types both apps use (zod-free; ../search.ts builds the schemas on them). */

/** A query longer than this is refused (400 naming `query.q`); names and phrases are far shorter. */
export const SEARCH_QUERY_MAX_LENGTH = 50;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Plain data (not read from the schema) so the web app, which has no zod at runtime, can use it. */
export const SEARCH_TYPES = ['place', 'notice', 'article'] as const;
