/**
 * The scenic-area file: everything an operator needs to load a real area (configuration, route
 * permissions, place classes, places, notices, weather, the photo studio, panoramas). The demo area
 * is one such file. Texts visitors read come in Chinese and, where the area wrote it, English (`…En`).
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MapConfigSchema, ScenicConfigSchema, WeatherDaySchema } from '@youlan/contract';
import { BLOCKED_WORDS_MAX, BLOCKED_WORD_MAX_LENGTH, HOT_WORDS_MAX, HOT_WORD_EN_MAX_LENGTH, HOT_WORD_MAX_LENGTH } from '@youlan/contract/runtime';
import { AreaSurveySchema } from '../features/survey/survey.file.ts';
import { AreaBoostSchema, checkAreaBoost } from '../features/boost/boost.file.ts';
import { AreaPanoramaSchema, checkAreaPanorama } from '../features/panorama/panorama.file.ts';

/** An English version of an operator text: empty counts as none, so the app falls back visibly. */
const englishText = z
  .string()
  .nullish()
  .transform((text) => (text?.trim() ? text : null));
const hotWord = z.string().trim().min(1).max(HOT_WORD_MAX_LENGTH);
/** The console's limits, so an exported area imports again. */
const hotWordEn = z.string().trim().min(1).max(HOT_WORD_EN_MAX_LENGTH);
const blockedWord = z.string().trim().min(1).max(BLOCKED_WORD_MAX_LENGTH);

export const AreaFileSchema = z
  .object({
    tenant: z.object({
      code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ only'),
      name: z.string().min(1),
      domains: z.array(z.string()).default([]),
    }),
    config: ScenicConfigSchema,
    /** Operator-set weather, each day with its date; days before today are not served; none: no weather shown (the console may clear it). */
    weather: z.array(WeatherDaySchema),
    /** AMap adcode, for the live weather provider. */
    weatherCityCode: z.string().nullable().default(null),
    /** Full app paths switched off (status 0); every other route of the app is open. */
    closedRoutes: z.array(z.string()).default([]),
    placeClasses: z.array(z.object({ key: z.string(), name: z.string(), nameEn: z.string().nullable().default(null), icon: z.string() })).min(1),
    places: z.array(
      z.object({
        classKey: z.string(),
        placeType: z.number().int(),
        name: z.string().min(1),
        nameEn: z.string().nullable().default(null),
        intro: z.string().default(''),
        introEn: z.string().nullable().default(null),
        /** The audio guide's words, paragraphs separated by a blank line (the player shows them). */
        transcript: z.string().default(''),
        transcriptEn: z.string().nullable().default(null),
        imageKey: z.string().nullable().default(null),
        longitude: z.number().min(-180).max(180),
        latitude: z.number().min(-90).max(90),
        scopeRange: z.number().int().positive().nullable().default(null),
        audioKey: z.string().nullable().default(null),
        /** A punch place: visitors collect a stamp here (stampKey: its picture; null draws a seal). */
        punch: z.object({ stampKey: z.string().nullable().default(null) }).optional(),
      }),
    ),
    /** Notices and articles: `…En` are the English versions, null or absent where the area has none. */
    notices: z
      .array(
        z.object({
          title: z.string().min(1),
          titleEn: englishText,
          contentHtml: z.string(),
          contentHtmlEn: englishText,
          isPinned: z.boolean().default(false),
          publishedAt: z.iso.datetime({ offset: true }),
        }),
      )
      .default([]),
    articles: z
      .array(
        z.object({
          title: z.string().min(1),
          titleEn: englishText,
          summary: z.string().default(''),
          summaryEn: englishText,
          coverImageKey: z.string().nullable().default(null),
          author: z.string().nullable().default(null),
          authorEn: englishText,
          contentHtml: z.string(),
          contentHtmlEn: englishText,
          /** Pinned articles come first in the visitors' list. */
          isPinned: z.boolean().default(false),
          publishedAt: z.iso.datetime({ offset: true }),
        }),
      )
      .default([]),
    /**
     * Hot search words in the order shown; without them the most searched queries are shown. Each
     * is a word, or `{ word, wordEn }` with the word English visitors see and search for.
     */
    searchWords: z
      .array(
        z.union([
          hotWord.transform((word) => ({ word, wordEn: null })),
          z.object({ word: hotWord, wordEn: hotWordEn.nullable().default(null) }),
        ]),
      )
      .max(HOT_WORDS_MAX)
      .default([]),
    /** Words never shown among the most searched queries (a query containing one is left out). */
    blockedSearchWords: z.array(blockedWord).max(BLOCKED_WORDS_MAX).default([]),
    /** The illustrated map and trail network (docs/map.md); an area without one has no map screen picture. */
    map: MapConfigSchema.nullable().default(null),
    /** Visitor surveys (/answer); the first active one is the one the app shows. */
    surveys: z.array(AreaSurveySchema).default([]),
    /** Storage key → file path relative to the area file, copied into media storage on import. */
    media: z.record(z.string(), z.string()).default({}),
  })
  /** The photo studio: pose categories, poses, photo spots and skies (docs/boost.md). */
  .extend(AreaBoostSchema.shape)
  /** The panoramas: the tour's 360° scenes with their markers, and 360° videos (docs/panorama.md). */
  .extend(AreaPanoramaSchema.shape)
  .superRefine((area, ctx) => {
    for (const issue of [...checkAreaBoost(area), ...checkAreaPanorama(area)]) ctx.addIssue({ code: 'custom', ...issue });
    const keys = new Set(area.placeClasses.map((c) => c.key));
    area.places.forEach((place, index) => {
      if (!keys.has(place.classKey)) ctx.addIssue({ code: 'custom', path: ['places', index, 'classKey'], message: `no place class "${place.classKey}"` });
    });
  });
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
