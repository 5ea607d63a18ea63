import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';

export function registerWeatherRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getWeather, async ({ tenant }) => ctx.weather.forecast(tenant));
}
