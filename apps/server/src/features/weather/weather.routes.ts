import type { FastifyInstance } from 'fastify';
import { apiRoutes, type WeatherDay } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import { localText, type Translations } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { AreaWeatherSettings, WeatherDaySource, WeatherProvider } from './weather.provider.ts';

export function registerWeatherRoutes(app: FastifyInstance, ctx: AppContext, weather: WeatherProvider, settings: Pick<AreaWeatherSettings, 'weatherWords'>): void {
  registerRoute(
    app,
    ctx,
    apiRoutes.getWeather,
    async ({ tenant, language }) => {
      const days = await weather.forecast(tenant);
      return localizeWeather(days, language.lang === language.main ? new Map() : await settings.weatherWords(tenant.id), language);
    },
    { cacheTtlMs: FIRST_SCREEN_CACHE_MS },
  );
}

/** The days with their words as the visitor reads them; `dayWeather`/`nightWeather` stay the source words the weather code reads. */
export function localizeWeather(days: WeatherDaySource[], words: Map<string, Translations>, language: VisitorLanguage): WeatherDay[] {
  const text = (word: string) => localText(word, words.get(word), 'word', language.lang, language.main);
  return days.map((day) => ({ ...day, dayWeatherText: text(day.dayWeather), nightWeatherText: text(day.nightWeather) }));
}
