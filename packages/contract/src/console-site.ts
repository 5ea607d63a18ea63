/** Console: what shapes the visitor app's screens as a whole: the search screen's hot words and which pages are switched on. */
import { z } from 'zod';
import { HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH } from './runtime/console.ts';
import { AreaParamsSchema, defineConsoleRoute, operatorText } from './console.ts';

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
