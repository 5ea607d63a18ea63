/** Console routes for the about and business pages: thin, the rules are in config.console.ts. */
import type { FastifyInstance } from 'fastify';
import { AREA_PAGES_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { getPages, updatePages } from './config.console.ts';

export function registerConfigConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaPages, async ({ area }) => getPages(ctx.db, area));
  // The configuration is a cached first-screen answer: the change shows at once (content edition).
  registerConsoleRoute(app, ctx, consoleRoutes.updateAreaPages, async ({ area, actor, body }) => ctx.content.afterChange(area.code, updatePages(ctx.db, actor, area, body)), {
    bodyLimitBytes: AREA_PAGES_BODY_MAX_BYTES,
  });
}
