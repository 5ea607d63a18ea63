/** Console routes for punch records and punch places: thin, the rules are in punch.console.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { createPunchSpot, deletePunchSpot, listAreaPunches, listAreaPunchSpots, updatePunchSpot } from './punch.console.ts';
import type { PunchArea } from './punch.service.ts';

export function registerPunchConsoleRoutes(app: FastifyInstance, ctx: MediaContext, area: PunchArea): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsolePunches, async ({ area: tenant, query }) => listAreaPunches(ctx.db, area, tenant.id, query));
  registerConsoleRoute(app, ctx, consoleRoutes.listConsolePunchSpots, async ({ area: tenant, request }) => listAreaPunchSpots(ctx.db, tenant, mediaAccessOf(ctx, request)));
  registerContentRoutes(
    app,
    ctx,
    { create: consoleRoutes.createPunchSpot, update: consoleRoutes.updatePunchSpot, remove: consoleRoutes.deletePunchSpot },
    (tenant, actor, request) => ({ db: ctx.db, actor, area: tenant, media: mediaAccessOf(ctx, request) }),
    { create: createPunchSpot, update: updatePunchSpot, remove: deletePunchSpot },
  );
}
