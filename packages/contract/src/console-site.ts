/** Console: what shapes the visitor app as a whole: the search screen's hot words, which pages are switched on, the about and business pages. */
import { z } from 'zod';
import { ABOUT_HTML_MAX, AREA_TITLE_EN_MAX, AREA_TITLE_MAX, BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_EN_MAX_LENGTH, HOT_WORD_MAX_LENGTH } from './runtime/console.ts';
import { AreaIdParamsSchema, AreaParamsSchema, EmailSchema, defineConsoleRoute, englishHtml, englishText, operatorHtml, operatorText, requiredText } from './console.ts';
import { safeText } from './http.ts';

export const HotWordsSchema = z.object({
  /** In the order the search screen shows them (the first three highlighted); none: the most searched queries show instead. */
  words: z.array(z.string()),
  /** Each word's English version, index for index with `words`; null where there is none (English visitors then see the Chinese word). */
  wordsEn: z.array(z.string().nullable()),
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
      /**
       * The English versions, index for index with `words` ('' or null: none). Left out: a word
       * that stays keeps the English it had, a new one has none.
       */
      wordsEn: z.array(englishText(HOT_WORD_EN_MAX_LENGTH)).max(HOT_WORDS_MAX).optional(),
    })
    .strict()
    .refine((body) => body.wordsEn === undefined || body.wordsEn.length === body.words.length, { message: 'one English version (or null) per word', path: ['wordsEn'] }),
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

export const ConsoleRouteSwitchSchema = z.object({
  /** The app's full path, e.g. `/home/draw-map/navigation`. */
  path: z.string(),
  parentPath: z.string().nullable(),
  /** Closed: the page and every page under it show the dead-link page (docs/routes.md). */
  isOpen: z.boolean(),
});
export type ConsoleRouteSwitch = z.infer<typeof ConsoleRouteSwitchSchema>;

export const listRouteSwitches = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/route-switches',
  summary: "The visitor app's pages in the area, each open or closed",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: z.object({ routes: z.array(ConsoleRouteSwitchSchema) }),
});

export const switchRoute = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/route-switches',
  summary: 'Open or close one page of the visitor app (closing one closes the pages under it); 404 for a path the area does not list',
  tag: 'console-site',
  access: 'admin',
  params: AreaParamsSchema,
  body: z.object({ path: safeText().min(1).max(200), isOpen: z.boolean() }).strict(),
  data: ConsoleRouteSwitchSchema,
});

/** A phone number as visitors dial it: digits, spaces, dashes and a leading +, or '' for none. */
const PhoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[0-9][0-9 -]*)?$/, 'digits, spaces and dashes');

/**
 * The area's name (every screen's title), the about-us (`/about-us`) and business cooperation
 * (`/business`) pages, and the contact lines the app shows; `…En` null where the area wrote none.
 */
export const AreaPagesSchema = z.object({
  title: z.string(),
  titleEn: z.string().nullable(),
  /** Sanitized HTML, as visitors see it. */
  aboutUsHtml: z.string(),
  aboutUsHtmlEn: z.string().nullable(),
  address: z.string(),
  addressEn: z.string().nullable(),
  openingHours: z.string(),
  openingHoursEn: z.string().nullable(),
  servicePhone: z.string(),
  business: z.object({ intro: z.string(), introEn: z.string().nullable(), contactName: z.string(), contactNameEn: z.string().nullable(), contactPhone: z.string(), email: z.string() }),
});
export type AreaPages = z.infer<typeof AreaPagesSchema>;

const AreaPagesFieldsSchema = z.object({
  title: requiredText(AREA_TITLE_MAX, 'a name'),
  titleEn: englishText(AREA_TITLE_EN_MAX),
  aboutUsHtml: operatorHtml(ABOUT_HTML_MAX),
  aboutUsHtmlEn: englishHtml(ABOUT_HTML_MAX),
  address: operatorText(200),
  addressEn: englishText(200),
  openingHours: operatorText(200),
  openingHoursEn: englishText(200),
  servicePhone: PhoneSchema,
  business: z
    .object({
      intro: operatorText(2000),
      /** Left out: the English stays as it was. */
      introEn: englishText(2000).optional(),
      contactName: operatorText(50),
      contactNameEn: englishText(100).optional(),
      contactPhone: PhoneSchema,
      email: z.union([z.literal(''), EmailSchema]),
    })
    .strict(),
});

export type AreaPagesFields = z.output<typeof AreaPagesFieldsSchema>;

export const getAreaPages = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/pages',
  summary: "The area's name, about-us and business pages, in both languages",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaPagesSchema,
});

export const updateAreaPages = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/pages',
  summary: "Change any of the area's name, about-us and business pages (the business part as a whole, its English kept when left out); the HTML is sanitized",
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: AreaPagesFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: AreaPagesSchema,
});
