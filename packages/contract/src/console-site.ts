/** Console: what shapes the visitor app as a whole: the search screen's hot words, which pages are switched on, the about and business pages. */
import { z } from 'zod';
import { ABOUT_HTML_MAX, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH } from './runtime/console.ts';
import { AreaParamsSchema, EmailSchema, defineConsoleRoute, operatorText } from './console.ts';

export const HotWordsSchema = z.object({
  /** In the order the search screen shows them (the first three highlighted); none: the most searched queries show instead. */
  words: z.array(z.string()),
});

export const listHotWords = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/hot-words',
  summary: "The area's hot words, in order",
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
  body: z.object({ path: z.string().min(1).max(200), isOpen: z.boolean() }).strict(),
  data: ConsoleRouteSwitchSchema,
});

/** A phone number as visitors dial it: digits, spaces, dashes and a leading +, or '' for none. */
const PhoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[0-9][0-9 -]*)?$/, 'digits, spaces and dashes');

/** The about-us (`/about-us`) and business cooperation (`/business`) pages, and the contact lines the app shows. */
export const AreaPagesSchema = z.object({
  /** Sanitized HTML, as visitors see it. */
  aboutUsHtml: z.string(),
  address: z.string(),
  openingHours: z.string(),
  servicePhone: z.string(),
  business: z.object({ intro: z.string(), contactName: z.string(), contactPhone: z.string(), email: z.string() }),
});
export type AreaPages = z.infer<typeof AreaPagesSchema>;

const AreaPagesFieldsSchema = z.object({
  aboutUsHtml: z.string().max(ABOUT_HTML_MAX).refine((value) => !value.includes('\u0000'), 'no NUL characters'),
  address: operatorText(200),
  openingHours: operatorText(200),
  servicePhone: PhoneSchema,
  business: z
    .object({
      intro: operatorText(2000),
      contactName: operatorText(50),
      contactPhone: PhoneSchema,
      email: z.union([z.literal(''), EmailSchema]),
    })
    .strict(),
});

export const getAreaPages = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/pages',
  summary: "The area's about-us and business pages",
  tag: 'console-site',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaPagesSchema,
});

export const updateAreaPages = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/pages',
  summary: 'Change any of the about-us and business pages (the business part as a whole); the HTML is sanitized',
  tag: 'console-site',
  access: 'editor',
  params: AreaParamsSchema,
  body: AreaPagesFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: AreaPagesSchema,
});
