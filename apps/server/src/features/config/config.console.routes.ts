/** Console routes for the area's configuration: the about and business pages, the weather, the logo, music and share card. Thin: the rules are in the *.console.ts beside. */
import type { FastifyInstance } from 'fastify';
import { AREA_PAGES_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { getPages, updatePages } from './config.console.ts';
import { getAreaWeather, replaceAreaWeather } from './area-weather.console.ts';
import { getAreaSettings, updateAreaSettings } from './area-settings.console.ts';

export function registerConfigConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaPages, async ({ area }) => getPages(ctx.db, area));
  // The configuration and the weather are cached first-screen answers: a change shows at once (content edition).
  registerConsoleRoute(app, ctx, consoleRoutes.updateAreaPages, async ({ area, actor, body }) => ctx.content.afterChange(area.code, updatePages(ctx.db, actor, area, body)), {
    bodyLimitBytes: AREA_PAGES_BODY_MAX_BYTES,
  });
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaWeather, async ({ area }) => getAreaWeather(ctx.db, area));
  registerConsoleRoute(app, ctx, consoleRoutes.replaceAreaWeather, async ({ area, actor, body }) => ctx.content.afterChange(area.code, replaceAreaWeather(ctx.db, actor, area, body.days)));
  registerConsoleRoute(app, ctx, consoleRoutes.getAreaSettings, async ({ area, request }) => getAreaSettings(ctx.db, area, mediaAccessOf(ctx, request)));
  registerConsoleRoute(app, ctx, consoleRoutes.updateAreaSettings, async ({ area, actor, body, request }) =>
    ctx.content.afterChange(area.code, updateAreaSettings(ctx.db, mediaAccessOf(ctx, request), actor, area, body)),
  );
}
