/**
 * The scenic-area file: everything an operator needs to load a real area (configuration, route
 * permissions, place classes, places, notices, weather, the photo studio, panoramas). The demo area
 * is one such file. Texts visitors read come in the area's main language (`mainLanguage`), each
 * item with its `translations` into the others (docs/languages.md); files of the old shape, with
 * English beside each text (`nameEn`), still read: their English is `translations.en`.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MapConfigSchema, ScenicConfigSchema } from '@youlan/contract';
import { AREA_LANGUAGES_MAX, FACILITY_KINDS, BLOCKED_WORDS_MAX, BLOCKED_WORD_MAX_LENGTH, DEFAULT_AREA_LANGUAGES, DEFAULT_MAIN_LANGUAGE, HOT_WORDS_MAX, HOT_WORD_MAX_LENGTH, SYNONYM_GROUPS_MAX, SYNONYM_GROUP_WORDS_MAX, SYNONYM_WORD_MAX_LENGTH, STOP_NUMBER_PATTERN, TRANSLATION_SUBJECTS } from '@youlan/contract/runtime';
import { LanguageTagSchema } from '@youlan/contract/console';
import { AreaSurveyFileSchema } from '../features/survey/survey.file.ts';
import { englishOf, fileTranslations, moveEnglish, translatedItem } from '../entities/translation/translation.file.ts';
import { AreaBoostSchema, checkAreaBoost } from '../features/boost/boost.file.ts';
import { AreaPanoramaSchema, checkAreaPanorama } from '../features/panorama/panorama.file.ts';
import { AreaTourSchema, checkAreaTours } from '../features/tour/tour.file.ts';
import { AreaLiveStatusSchema, checkAreaLiveStatus } from '../features/live-status/live-status.file.ts';

/** The console's limits, so an exported area imports again. */
const hotWord = z.string().trim().min(1).max(HOT_WORD_MAX_LENGTH);
const blockedWord = z.string().trim().min(1).max(BLOCKED_WORD_MAX_LENGTH);
const synonymGroup = z.array(z.string().trim().min(1).max(SYNONYM_WORD_MAX_LENGTH)).min(2).max(SYNONYM_GROUP_WORDS_MAX);

/** The configuration as stored: its texts are sources, their translations beside them (subject `area`). */
const AreaConfigSchema = z.preprocess(
  (value) => {
    // The old shape: `titleEn` … beside the texts, `introEn`, `contactNameEn` inside `business`.
    const moved = moveEnglish(value, englishOf(['title', 'aboutUsHtml', 'address', 'openingHours']));
    if (!moved || typeof moved !== 'object') return moved;
    const { business, ...config } = moved as Record<string, unknown>;
    if (!business || typeof business !== 'object') return moved;
    const { introEn, contactNameEn, ...rest } = business as Record<string, unknown>;
    return moveEnglish({ ...config, business: rest, introEn, contactNameEn }, { businessIntro: 'introEn', businessContactName: 'contactNameEn' });
  },
  ScenicConfigSchema.extend({
    title: z.string(),
    aboutUsHtml: z.string(),
    address: z.string(),
    openingHours: z.string(),
    business: z.object({ intro: z.string(), contactName: z.string(), contactPhone: z.string(), email: z.string() }),
    translations: fileTranslations('area'),
  }),
);

const WeatherDayFileSchema = z.object({ date: z.string(), dayWeather: z.string(), nightWeather: z.string(), dayTemp: z.number(), nightTemp: z.number() });

/** The old shape's English weather words (`dayWeatherEn` on each day) as the file's `weatherWords`. */
function weatherWordsOfOldDays(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { weather?: unknown }).weather)) return value;
  const file = value as { weather: Record<string, unknown>[]; weatherWords?: unknown };
  const words = new Map<string, string>();
  for (const day of file.weather) {
    for (const [word, english] of [
      [day['dayWeather'], day['dayWeatherEn']],
      [day['nightWeather'], day['nightWeatherEn']],
    ]) {
      if (typeof word === 'string' && typeof english === 'string' && english.trim() && !words.has(word)) words.set(word, english);
    }
  }
  if (words.size === 0 || file.weatherWords !== undefined) return value;
  return { ...file, weatherWords: [...words].map(([word, english]) => ({ word, translations: { en: { word: english } } })) };
}

const AreaFileObjectSchema = z
  .object({
    tenant: z.object({
      code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only'),
      name: z.string().min(1),
      domains: z.array(z.string()).default([]),
    }),
    /** The language the file's texts are written in; `languages`: those the area offers visitors, the main one among them. */
    mainLanguage: LanguageTagSchema.default(DEFAULT_MAIN_LANGUAGE),
    languages: z.array(LanguageTagSchema).min(1).max(AREA_LANGUAGES_MAX).default([...DEFAULT_AREA_LANGUAGES]),
    config: AreaConfigSchema,
    /** Operator-set weather, each day with its date; days before today are not served; none: no weather shown (the console may clear it). */
    weather: z.array(WeatherDayFileSchema),
    /** The weather words' translations, each word once. */
    weatherWords: z.array(z.object({ word: z.string().min(1), translations: fileTranslations('weatherWord') })).default([]),
    /** AMap adcode, for the live weather provider. */
    weatherCityCode: z.string().nullable().default(null),
    /** Full app paths switched off (status 0); every other route of the app is open. */
    closedRoutes: z.array(z.string()).default([]),
    placeClasses: z.array(translatedItem(TRANSLATION_SUBJECTS.placeClass, z.object({ key: z.string(), name: z.string(), icon: z.string(), translations: fileTranslations('placeClass') }))).min(1),
    places: z.array(
      translatedItem(TRANSLATION_SUBJECTS.place, z.object({
        classKey: z.string(),
        placeType: z.number().int(),
        name: z.string().min(1),
        intro: z.string().default(''),
        /** The audio guide's words, paragraphs separated by a blank line (the player shows them). */
        transcript: z.string().default(''),
        translations: fileTranslations('place'),
        imageKey: z.string().nullable().default(null),
        longitude: z.number().min(-180).max(180),
        latitude: z.number().min(-90).max(90),
        scopeRange: z.number().int().positive().nullable().default(null),
        audioKey: z.string().nullable().default(null),
        /** The operator's recordings of the guide in other languages: `{ "ja": "audio/ja/gate.mp3" }` (docs/languages.md, "Audio"). */
        audioKeys: z.record(LanguageTagSchema, z.string().min(1)).default({}),
        /** What a visitor types on the map's keypad, unique in the area; null: none. */
        stopNumber: z.string().regex(STOP_NUMBER_PATTERN, '1 to 4 digits').nullable().default(null),
        /** What a visitor may look for as "the nearest open …": toilet, exit, firstAid, food, carPark (docs/live-status.md); null: none. */
        facility: z.enum(FACILITY_KINDS).nullable().default(null),
        /** A punch place: visitors collect a stamp here (stampKey: its picture; null draws a seal). */
        punch: z.object({ stampKey: z.string().nullable().default(null) }).optional(),
      })),
    ),
    notices: z
      .array(
        translatedItem(TRANSLATION_SUBJECTS.notice, z.object({
          title: z.string().min(1),
          contentHtml: z.string(),
          isPinned: z.boolean().default(false),
          publishedAt: z.iso.datetime({ offset: true }),
          translations: fileTranslations('notice'),
        })),
      )
      .default([]),
    articles: z
      .array(
        translatedItem(TRANSLATION_SUBJECTS.article, z.object({
          title: z.string().min(1),
          summary: z.string().default(''),
          coverImageKey: z.string().nullable().default(null),
          author: z.string().nullable().default(null),
          contentHtml: z.string(),
          /** Pinned articles come first in the visitors' list. */
          isPinned: z.boolean().default(false),
          publishedAt: z.iso.datetime({ offset: true }),
          translations: fileTranslations('article'),
        })),
      )
      .default([]),
    /** Hot search words in the order shown; without them the most searched queries are shown. Each is a word, or `{ word, translations }`. */
    searchWords: z
      .array(
        z.preprocess(
          (entry) => (typeof entry === 'string' ? { word: entry } : entry),
          translatedItem(TRANSLATION_SUBJECTS.hotWord, z.object({ word: hotWord, translations: fileTranslations('hotWord') })),
        ),
      )
      .max(HOT_WORDS_MAX)
      .default([]),
    /** Words never shown among the most searched queries (a query containing one is left out). */
    blockedSearchWords: z.array(blockedWord).max(BLOCKED_WORDS_MAX).default([]),
    /** The area's own synonym groups, besides the built-in ones (docs/search.md): a search for any word of a group finds what the others find. */
    searchSynonyms: z.array(synonymGroup).max(SYNONYM_GROUPS_MAX).default([]),
    /** The illustrated map and trail network (docs/map.md); an area without one has no map screen picture. */
    map: MapConfigSchema.nullable().default(null),
    /** Visitor surveys (/answer); the first active one is the one the app shows. */
    surveys: z.array(AreaSurveyFileSchema).default([]),
    /** Storage key → file path relative to the area file, copied into media storage on import. */
    media: z.record(z.string(), z.string()).default({}),
  })
  /** The photo studio: pose categories, poses, photo spots and skies (docs/boost.md). */
  .extend(AreaBoostSchema.shape)
  /** The panoramas: the tour's 360° scenes with their markers, and 360° videos (docs/panorama.md). */
  .extend(AreaPanoramaSchema.shape)
  /** Tours: ordered walks through the places (docs/tours.md). */
  .extend(AreaTourSchema.shape)
  /** Live status: fade and hide marks, places' statuses as the area opens, capacities and warning levels (docs/live-status.md). */
  .extend(AreaLiveStatusSchema.shape)
  .superRefine((area, ctx) => {
    if (!area.languages.includes(area.mainLanguage)) ctx.addIssue({ code: 'custom', path: ['languages'], message: `the main language ${area.mainLanguage} must be one of the languages` });
    for (const issue of [...checkAreaBoost(area), ...checkAreaPanorama(area), ...checkAreaTours(area), ...checkAreaLiveStatus(area)]) ctx.addIssue({ code: 'custom', ...issue });
    const keys = new Set(area.placeClasses.map((c) => c.key));
    area.places.forEach((place, index) => {
      if (!keys.has(place.classKey)) ctx.addIssue({ code: 'custom', path: ['places', index, 'classKey'], message: `no place class "${place.classKey}"` });
      if (place.stopNumber !== null && area.places.findIndex((other) => other.stopNumber === place.stopNumber) !== index) {
        ctx.addIssue({ code: 'custom', path: ['places', index, 'stopNumber'], message: `stop number ${place.stopNumber} is used twice` });
      }
    });
  });
export const AreaFileSchema = z.preprocess(weatherWordsOfOldDays, AreaFileObjectSchema);
export type AreaFile = z.infer<typeof AreaFileSchema>;

export function parseAreaFile(json: unknown): AreaFile {
  const result = AreaFileSchema.safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.slice(0, 20).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Not a valid area file:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const DEMO_AREA_PATH = fileURLToPath(new URL('../../seed/demo-area.json', import.meta.url));

export function readAreaFile(path: string): AreaFile {
  return parseAreaFile(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/** A fresh copy of the demo area every call (callers may change it). */
export function loadDemoArea(): AreaFile {
  return readAreaFile(DEMO_AREA_PATH);
}

/** Media paths in an area file are relative to the file. */
export function areaBaseDir(areaFilePath: string): string {
  return dirname(areaFilePath);
}
