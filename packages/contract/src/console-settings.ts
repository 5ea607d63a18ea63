/**
 * Console: the area's weather (the days the operator sets, docs/console.md) and its look to the
 * outside: the logo, the map's background music and the WeChat share card.
 */
import { z } from 'zod';
import { WeatherDaySchema } from './weather.ts';
import {
  SHARE_DESCRIPTION_MAX,
  SHARE_TITLE_MAX,
  WEATHER_DAYS_MAX,
  WEATHER_TEMP_MAX,
  WEATHER_TEMP_MIN,
  WEATHER_WORD_EN_MAX,
  WEATHER_WORD_MAX,
} from './runtime/console.ts';
import { AreaParamsSchema, defineConsoleRoute, englishText, operatorText, requiredText } from './console.ts';
import { safeText } from './http.ts';

/** A calendar day as YYYY-MM-DD that exists (no 2026-02-30). */
const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'a date that exists');

const temperature = z.number().int('whole degrees').min(WEATHER_TEMP_MIN).max(WEATHER_TEMP_MAX);

export const WeatherDayFieldsSchema = z
  .object({
    date: CalendarDateSchema,
    /** What the app's weather code reads (晴, 多云, 小雨, …): it picks the map's weather skin. */
    dayWeather: requiredText(WEATHER_WORD_MAX, 'the weather'),
    /** Left out, '' or null: none (visitors reading English see the Chinese). */
    dayWeatherEn: englishText(WEATHER_WORD_EN_MAX).optional(),
    nightWeather: requiredText(WEATHER_WORD_MAX, 'the weather'),
    nightWeatherEn: englishText(WEATHER_WORD_EN_MAX).optional(),
    /** Degrees Celsius, whole. */
    dayTemp: temperature,
    nightTemp: temperature,
  })
  .strict();
export type WeatherDayFields = z.output<typeof WeatherDayFieldsSchema>;

export const AreaWeatherSchema = z.object({
  /** By date, earliest first; days before today are kept but not served to visitors. */
  days: z.array(WeatherDaySchema),
});
export type AreaWeather = z.infer<typeof AreaWeatherSchema>;

export const getAreaWeather = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/weather',
  summary: "The area's operator-set weather, every stored day by date (visitors get today's and later)",
  tag: 'console-settings',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaWeatherSchema,
});

export const replaceAreaWeather = defineConsoleRoute({
  method: 'PUT',
  path: '/api/console/areas/:area/weather',
  summary: `Replace the area's weather days (at most ${WEATHER_DAYS_MAX}, each date once; stored by date); an empty list shows visitors no weather`,
  tag: 'console-settings',
  access: 'editor',
  params: AreaParamsSchema,
  body: z
    .object({
      days: z
        .array(WeatherDayFieldsSchema)
        .max(WEATHER_DAYS_MAX)
        .superRefine((days, ctx) => {
          const seen = new Set<string>();
          days.forEach((day, index) => {
            if (seen.has(day.date)) ctx.addIssue({ code: 'custom', message: `${day.date} is there twice: each date once`, path: [index, 'date'] });
            seen.add(day.date);
          });
        }),
    })
    .strict(),
  data: AreaWeatherSchema,
});

export const ShareCardSchema = z.object({
  /** The card's title; '' for the area's name. */
  title: z.string(),
  /** The line under it; '' for the area's name. */
  description: z.string(),
  /** The card's picture; null for the logo (or WeChat's default without one). */
  imageKey: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** What the area looks like from outside: its logo, the map's background music, the WeChat share card. Signed URLs to show and play them. */
export const AreaSettingsSchema = z.object({
  logoKey: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** Played on the map while no audio guide speaks; null for none. */
  musicKey: z.string().nullable(),
  musicUrl: z.string().nullable(),
  share: ShareCardSchema,
});
export type AreaSettings = z.infer<typeof AreaSettingsSchema>;

const AreaSettingsFieldsSchema = z.object({
  /** A key from the picture upload (`use=logo`), or null for none. */
  logoKey: safeText().max(300).nullable(),
  /** A key from the audio upload, or null for no music. */
  musicKey: safeText().max(300).nullable(),
  share: z
    .object({
      title: operatorText(SHARE_TITLE_MAX),
      description: operatorText(SHARE_DESCRIPTION_MAX),
      /** A key from the picture upload (`use=share`), or null for the logo. */
      imageKey: safeText().max(300).nullable(),
    })
    .strict(),
});
export type AreaSettingsFields = z.output<typeof AreaSettingsFieldsSchema>;

export const getAreaSettings = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/settings',
  summary: "The area's logo, background music and WeChat share card",
  tag: 'console-settings',
  access: 'viewer',
  params: AreaParamsSchema,
  data: AreaSettingsSchema,
});

export const updateAreaSettings = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/settings',
  summary: "Change any of the area's logo, background music and share card (the card as a whole); a new key must be a file stored in the area (400 naming the field)",
  tag: 'console-settings',
  access: 'editor',
  params: AreaParamsSchema,
  body: AreaSettingsFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: AreaSettingsSchema,
});
