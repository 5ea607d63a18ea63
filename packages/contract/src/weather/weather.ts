/** Weather at the area: operator-set by default, a real provider when configured. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const WeatherDaySchema = z.object({
  /** Local date, YYYY-MM-DD. */
  date: z.string(),
  /** Daytime condition as text (晴, 多云, 小雨, sunny, ...); the app's weather code reads it. */
  dayWeather: z.string(),
  nightWeather: z.string(),
  /** The same conditions as the visitor reads them (the operator's translations; the code reads the source). */
  dayWeatherText: LocalTextSchema,
  nightWeatherText: LocalTextSchema,
  /** Degrees Celsius. */
  dayTemp: z.number(),
  nightTemp: z.number(),
});
export type WeatherDay = z.infer<typeof WeatherDaySchema>;

export const getWeather = defineRoute({
  method: 'GET',
  path: '/api/weather',
  summary: 'Weather at the area, today first (the first element carries dayWeather)',
  tag: 'platform',
  auth: 'optional',
  data: z.array(WeatherDaySchema).min(1),
});
