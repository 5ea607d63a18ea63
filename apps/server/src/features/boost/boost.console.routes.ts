/** Console routes for the photo studio's catalogue: thin, the rules are in boost.console.ts. Visitors see a change at once (content edition). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AuditActor } from '../../platform/console/audit.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import type { Tenant } from '../../platform/tenant.ts';
import * as studio from './boost.console.ts';

export function registerBoostConsoleRoutes(app: FastifyInstance, ctx: MediaContext): void {
  const change = (area: Tenant, actor: AuditActor, request: FastifyRequest): studio.StudioChange => ({ db: ctx.db, actor, area, media: mediaAccessOf(ctx, request) });
  registerConsoleRoute(app, ctx, consoleRoutes.getConsoleStudio, async ({ area, request }) => studio.getStudio(ctx.db, area, mediaAccessOf(ctx, request)));
  registerContentRoutes(app, ctx, { create: consoleRoutes.createPoseSku, update: consoleRoutes.updatePoseSku, remove: consoleRoutes.deletePoseSku }, change, {
    create: studio.createPoseSku,
    update: studio.updatePoseSku,
    remove: studio.deletePoseSku,
  });
  registerContentRoutes(app, ctx, { create: consoleRoutes.createPose, update: consoleRoutes.updatePose, remove: consoleRoutes.deletePose }, change, {
    create: studio.createPose,
    update: studio.updatePose,
    remove: studio.deletePose,
  });
  registerContentRoutes(app, ctx, { create: consoleRoutes.createPhotoSpot, update: consoleRoutes.updatePhotoSpot, remove: consoleRoutes.deletePhotoSpot }, change, {
    create: studio.createPhotoSpot,
    update: studio.updatePhotoSpot,
    remove: studio.deletePhotoSpot,
  });
  registerContentRoutes(app, ctx, { create: consoleRoutes.createSky, update: consoleRoutes.updateSky, remove: consoleRoutes.deleteSky }, change, {
    create: studio.createSky,
    update: studio.updateSky,
    remove: studio.deleteSky,
  });
}
