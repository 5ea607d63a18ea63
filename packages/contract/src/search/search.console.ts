/**
 * Console: the search screen's hot words, the words kept out of the most searched queries, the
 * area's synonym groups and the report of queries that found nothing.
 */
import { z } from 'zod';
import { BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH, SEARCH_MISS_DAYS, SYNONYM_GROUP_WORDS_MAX, SYNONYM_WORD_MAX_LENGTH } from './search.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute, operatorText, requiredText } from '../shared/console.ts';

export const HotWordsSchema = z.object({
  /** In the order the search screen shows them (the first three highlighted); none: the most searched queries show instead. */
  words: z.array(z.string()),
});

export const listHotWords = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/hot-words',
  summary: "The area's hot words, in order, with their English versions",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: HotWordsSchema,
});

export const replaceHotWords = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/hot-words',
  summary: "Replace the area's hot words (order kept); an empty list hands the screen back to the most searched queries",
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: z
    .object({
      words: z
        .array(operatorText(HOT_WORD_MAX_LENGTH).pipe(z.string().min(1, 'a word')))
        .max(HOT_WORDS_MAX)
        .refine((words) => new Set(words).size === words.length, 'each word once'),
    })
    .strict(),
  data: HotWordsSchema,
});

export const BlockedWordSchema = z.object({ id: z.number().int(), word: z.string() });
export type BlockedWord = z.infer<typeof BlockedWordSchema>;

export const listBlockedWords = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/blocked-words',
  summary: "The area's blocked search words: a query containing one is never shown among the most searched ones",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ words: z.array(BlockedWordSchema) }),
});

export const addBlockedWord = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/blocked-words',
  summary: 'Block a search word (letter case aside); 409 when it is blocked already or the list is full (BLOCKED_WORDS_MAX)',
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: z.object({ word: operatorText(BLOCKED_WORD_MAX_LENGTH).pipe(z.string().min(1, 'a word')) }).strict(),
  data: BlockedWordSchema,
});

export const removeBlockedWord = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/blocked-words/:id',
  summary: 'Unblock a search word',
  tag: 'console-site',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});


export const SynonymGroupSchema = z.object({ id: z.number().int(), words: z.array(z.string()) });
export type SynonymGroup = z.infer<typeof SynonymGroupSchema>;

/** Two or more words, each once (letter case and width aside: the server checks them as a search reads them). */
const SynonymGroupBodySchema = z
  .object({
    words: z
      .array(requiredText(SYNONYM_WORD_MAX_LENGTH, 'a word'))
      .min(2, 'at least two words')
      .max(SYNONYM_GROUP_WORDS_MAX, `at most ${SYNONYM_GROUP_WORDS_MAX} words`),
  })
  .strict();

export const listSynonyms = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/synonyms',
  summary: "The built-in synonym groups (read only) and the area's own: a query word finds what any word of its groups finds",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ builtIn: z.array(z.array(z.string())), groups: z.array(SynonymGroupSchema) }),
});

export const createSynonymGroup = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/synonyms',
  summary: 'Add a synonym group; 409 when the area has SYNONYM_GROUPS_MAX already. Its words leave the report of queries that found nothing',
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: SynonymGroupBodySchema,
  data: SynonymGroupSchema,
});

export const replaceSynonymGroup = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/synonyms/:id',
  summary: "Replace a synonym group's words (the report's “add to a group” sends the group with the query added)",
  tag: 'console-site',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: SynonymGroupBodySchema,
  data: SynonymGroupSchema,
});

export const removeSynonymGroup = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/synonyms/:id',
  summary: 'Remove a synonym group',
  tag: 'console-site',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});

export const SearchMissSchema = z.object({
  /** As searches are counted: lower case, its words joined by one space. */
  query: z.string(),
  /** Searches that found nothing since it was first asked (it is dropped after SEARCH_MISS_DAYS unasked). */
  count: z.number().int(),
  lastSeenAt: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMissSchema>;

export const listSearchMisses = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/search-misses',
  summary: `Queries that found nothing in the last ${SEARCH_MISS_DAYS} days, the most asked first (at most SEARCH_MISSES_MAX; counted per query, never per visitor)`,
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ list: z.array(SearchMissSchema) }),
});
