/** Console routes for the area's map and trails: thin, the rules are in map.console.ts. Visitors see a change at once (content edition). */
import type { FastifyInstance } from 'fastify';
import { TRAILS_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { findAreaMap } from './map.service.ts';
import { presentConsoleMap, replaceTrails, updateMapPictures } from './map.console.ts';

export function registerMapConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getConsoleMap, async ({ area, request }) => presentConsoleMap(mediaAccessOf(ctx, request), area, await findAreaMap(ctx.db, area.id)));
  registerConsoleRoute(app, ctx, consoleRoutes.updateMapPictures, async ({ area, actor, body, request }) =>
    ctx.content.afterChange(area.code, updateMapPictures(ctx.db, actor, area, mediaAccessOf(ctx, request), body)),
  );
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.replaceTrails,
    async ({ area, actor, body, request }) => ctx.content.afterChange(area.code, replaceTrails(ctx.db, actor, area, mediaAccessOf(ctx, request), body)),
    { bodyLimitBytes: TRAILS_BODY_MAX_BYTES },
  );
}
