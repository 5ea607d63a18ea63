/** Search limits and result types both apps use (zod-free; ./search.ts builds the schemas on them). */

/** A query longer than this is refused (400 naming `query.q`); names and phrases are far shorter. */
export const SEARCH_QUERY_MAX_LENGTH = 50;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** Plain data (not read from the schema) so the web app, which has no zod at runtime, can use it. */
export const SEARCH_TYPES = ['place', 'notice', 'article'] as const;

// The console's limits.
/** Hot words an area shows on the search screen, at most, and the characters of each. */
export const HOT_WORDS_MAX = 30;
export const HOT_WORD_MAX_LENGTH = 20;
/** Words kept out of the most searched queries, at most (as many as an area file may bring), and the characters of each. */
export const BLOCKED_WORDS_MAX = 500;
export const BLOCKED_WORD_MAX_LENGTH = 20;
/** An area's own synonym groups, at most, the words of a group and the characters of a word. */
export const SYNONYM_GROUPS_MAX = 200;
export const SYNONYM_GROUP_WORDS_MAX = 20;
export const SYNONYM_WORD_MAX_LENGTH = 20;
/** The report of queries that found nothing: the most asked this many per area, each dropped once not asked for SEARCH_MISS_DAYS. */
export const SEARCH_MISSES_MAX = 200;
export const SEARCH_MISS_DAYS = 30;
