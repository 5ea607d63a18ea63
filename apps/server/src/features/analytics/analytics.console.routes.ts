/** The dashboard's console route: thin, the counting is in analytics.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { getAreaAnalytics } from './analytics.console.ts';

export function registerAnalyticsConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaAnalytics, async ({ area, query }) => getAreaAnalytics(ctx.db, area.id, query));
}
