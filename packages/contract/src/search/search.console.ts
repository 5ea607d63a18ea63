/** Console: the search screen's hot words and the words kept out of the most searched queries. */
import { z } from 'zod';
import { BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH } from './search.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, defineConsoleRoute, operatorText } from '../shared/console.ts';

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

