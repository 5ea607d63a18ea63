/** The dashboard's console route and its hourly roll-up: thin, the counting is in analytics.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerSweep } from '../../platform/sweep.ts';
import { getAreaAnalytics, rollUpEveryAreasClosedDays } from './analytics.console.ts';

export function registerAnalyticsConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSweep(app, { name: 'analytics roll-up', everyMs: 3600_000, run: () => rollUpEveryAreasClosedDays(ctx.db) });
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaAnalytics, async ({ area, query }) => getAreaAnalytics(ctx.db, area.id, query));
}
