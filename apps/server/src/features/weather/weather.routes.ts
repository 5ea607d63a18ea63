import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import type { WeatherProvider } from './weather.provider.ts';

export function registerWeatherRoutes(app: FastifyInstance, ctx: AppContext, weather: WeatherProvider): void {
  registerRoute(app, ctx, apiRoutes.getWeather, async ({ tenant }) => weather.forecast(tenant), { cacheTtlMs: FIRST_SCREEN_CACHE_MS });
}
