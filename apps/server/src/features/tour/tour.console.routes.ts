/** Console routes for tours and signposts: thin, the rules are in tour.console.ts and signpost.console.ts. Visitors see a change at once (content edition). */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { signpostOrigin, signpostsOf } from './signpost.console.ts';
import { createTour, deleteTour, listConsoleTours, updateTour, type TourArea, type TourChange } from './tour.console.ts';

export function registerTourConsoleRoutes(app: FastifyInstance, ctx: MediaContext, tourArea: TourArea): void {
  registerConsoleRoute(app, ctx, consoleRoutes.listConsoleTours, async ({ area, request }) => listConsoleTours(ctx.db, area, mediaAccessOf(ctx, request)));
  registerConsoleRoute(app, ctx, consoleRoutes.downloadSignposts, async ({ area, query, request, reply }) => {
    const pdf = await signpostsOf(ctx.db, area, query, signpostOrigin(request, area.domains));
    const what = query.tourId !== undefined ? `tour-${query.tourId}` : `place-${query.placeId}`;
    reply.header('content-disposition', `attachment; filename="signposts-${area.code}-${what}-${query.size}.pdf"`);
    // A Buffer: Fastify sends its bytes as they are.
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  });
  registerContentRoutes(
    app,
    ctx,
    { create: consoleRoutes.createTour, update: consoleRoutes.updateTour, remove: consoleRoutes.deleteTour },
    (area, actor, request): TourChange => ({ db: ctx.db, actor, area, media: mediaAccessOf(ctx, request), tourArea }),
    { create: createTour, update: updateTour, remove: deleteTour },
  );
}
