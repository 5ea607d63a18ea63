/** Console: the area's weather, the days the operator sets (docs/console.md). */
import { z } from 'zod';
import { WeatherDaySchema } from './weather.ts';
import { WEATHER_DAYS_MAX, WEATHER_TEMP_MAX, WEATHER_TEMP_MIN, WEATHER_WORD_MAX } from './weather.runtime.ts';
import { AreaParamsSchema, defineConsoleRoute, requiredText } from '../shared/console.ts';

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
    nightWeather: requiredText(WEATHER_WORD_MAX, 'the weather'),
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
