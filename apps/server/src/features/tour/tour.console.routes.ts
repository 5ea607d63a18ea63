/** Console routes for tours: thin, the rules are in tour.console.ts. Visitors see a change at once (content edition). */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { createTour, deleteTour, listConsoleTours, updateTour, type TourArea, type TourChange } from './tour.console.ts';

export function registerTourConsoleRoutes(app: FastifyInstance, ctx: MediaContext, tourArea: TourArea): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleTours, async ({ area, request }) => listConsoleTours(ctx.db, area, mediaAccessOf(ctx, request)));
  registerContentRoutes(
    app,
    ctx,
    { create: consoleRoutes.createTour, update: consoleRoutes.updateTour, remove: consoleRoutes.deleteTour },
    (area, actor, request): TourChange => ({ db: ctx.db, actor, area, media: mediaAccessOf(ctx, request), tourArea }),
    { create: createTour, update: updateTour, remove: deleteTour },
  );
}
