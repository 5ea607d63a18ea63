/**
 * Console: the area's languages and the translation of its texts. Each text has a source in the
 * area's main language and per language at most one translation, which records a digest of the
 * source it was made from: a source changed since is "outdated". Texts are addressed by key,
 * `<subject>:<id>:<field>` (translationKey).
 */
import { z } from 'zod';
import { AreaParamsSchema, defineConsoleRoute, PageQuerySchema, pageOf } from '../shared/console.ts';
import { AREA_LANGUAGES_MAX, TRANSLATION_FORMATS, TRANSLATION_STATES, TRANSLATION_SUBJECT_NAMES } from './translation.runtime.ts';
import { LanguageTagSchema } from './translation.ts';

export { LanguageTagSchema };
const SubjectSchema = z.enum(TRANSLATION_SUBJECT_NAMES as [string, ...string[]]);

export const AreaLanguagesSchema = z.object({
  /** The language operators write in; every other language is a translation of it. */
  main: LanguageTagSchema,
  /** Every language the area offers visitors, main first. */
  languages: z.array(LanguageTagSchema).min(1).max(AREA_LANGUAGES_MAX),
});
export type AreaLanguages = z.infer<typeof AreaLanguagesSchema>;

export const getAreaLanguages = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/languages',
  summary: "The area's main language and the languages it offers visitors",
  tag: 'console-translation',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaLanguagesSchema,
});

export const updateAreaLanguages = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/languages',
  summary: 'Choose the languages the area offers (the main one included, no repeats); translations of a dropped language are kept, not shown',
  tag: 'console-translation',
  access: 'admin',
  params: AreaParamsSchema,
  body: AreaLanguagesSchema.strict()
    .refine((body) => body.languages.includes(body.main), { message: 'the main language must be one of the languages', path: ['languages'] })
    .refine((body) => new Set(body.languages.map((tag) => tag.toLowerCase())).size === body.languages.length, { message: 'a language is listed twice', path: ['languages'] }),
  data: AreaLanguagesSchema,
});

const StateCountsSchema = z.object({ total: z.number().int(), missing: z.number().int(), outdated: z.number().int(), machine: z.number().int(), done: z.number().int() });

export const TranslationBoardSchema = z.object({
  main: LanguageTagSchema,
  /** Per offered language except the main one: counts over all texts, and per subject. */
  languages: z.array(
    z.object({
      lang: LanguageTagSchema,
      counts: StateCountsSchema,
      subjects: z.array(StateCountsSchema.extend({ subject: SubjectSchema })),
    }),
  ),
});
export type TranslationBoard = z.infer<typeof TranslationBoardSchema>;

export const getTranslationBoard = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/translations/board',
  summary: 'What is missing, out of date or machine translated, per language and kind of content',
  tag: 'console-translation',
  access: 'viewer',
  params: AreaParamsSchema,
  data: TranslationBoardSchema,
});

export const TranslationTextSchema = z.object({
  key: z.string(),
  subject: SubjectSchema,
  field: z.string(),
  /** What the item is called in the main language (a place's name, a notice's title), to find it by. */
  label: z.string(),
  /** The source text now; HTML for the HTML fields. */
  source: z.string(),
  html: z.boolean(),
  state: z.enum(TRANSLATION_STATES),
  /** Null while missing. */
  translation: z.string().nullable(),
});
export type TranslationText = z.infer<typeof TranslationTextSchema>;

export const TranslationTextsQuerySchema = PageQuerySchema.extend({
  lang: LanguageTagSchema,
  state: z.enum(TRANSLATION_STATES).optional(),
  subject: SubjectSchema.optional(),
});

export const listTranslationTexts = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/translations',
  summary: "The area's texts in one language with their source and state; filter by state and subject",
  tag: 'console-translation',
  access: 'viewer',
  params: AreaParamsSchema,
  query: TranslationTextsQuerySchema,
  data: pageOf(TranslationTextSchema),
});

export const saveTranslation = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/translations',
  summary: "Write or approve one text's translation ('' removes it); it is recorded as made from the source as it is now",
  tag: 'console-translation',
  access: 'editor',
  params: AreaParamsSchema,
  body: z
    .object({
      lang: LanguageTagSchema,
      key: z.string().max(200),
      /** Plain fields refuse markup; HTML fields are sanitized like the source. */
      text: z.string().max(100_000),
    })
    .strict(),
  data: TranslationTextSchema,
});

export const TranslationExportQuerySchema = z.object({
  lang: LanguageTagSchema,
  format: z.enum(TRANSLATION_FORMATS),
  /** Which texts: those missing or out of date (the default), or all. */
  scope: z.enum(['todo', 'all']).default('todo'),
});

export const exportTranslations = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/translations/export',
  summary: 'Texts for a translator, as XLIFF 2.0 or CSV (key, source, translation); the console saves it as a file',
  tag: 'console-translation',
  access: 'viewer',
  params: AreaParamsSchema,
  query: TranslationExportQuerySchema,
  data: z.object({ fileName: z.string(), contentType: z.string(), content: z.string(), count: z.number().int() }),
});

/** An import's file: at most this many characters. */
export const TRANSLATION_IMPORT_MAX_CHARS = 5_000_000;

export const importTranslations = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/translations/import',
  summary: "A translator's file back (XLIFF 2.0 or CSV): all of it or, when any line is wrong, none of it, with the lines named",
  tag: 'console-translation',
  access: 'editor',
  params: AreaParamsSchema,
  body: z.object({ format: z.enum(TRANSLATION_FORMATS), content: z.string().min(1).max(TRANSLATION_IMPORT_MAX_CHARS) }).strict(),
  data: z.object({ lang: LanguageTagSchema, saved: z.number().int(), unchanged: z.number().int() }),
});

export const machineTranslate = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/translations/machine',
  summary: 'Translate the missing and out-of-date texts of one language by machine (an OpenAI-compatible endpoint set by env); visitors see them marked until approved',
  tag: 'console-translation',
  access: 'editor',
  params: AreaParamsSchema,
  body: z.object({ lang: LanguageTagSchema, subject: SubjectSchema.optional() }).strict(),
  /** `remaining`: texts still missing or outdated after this call (the failed ones and those past its limit): call again. */
  data: z.object({ translated: z.number().int(), failed: z.number().int(), remaining: z.number().int() }),
});
