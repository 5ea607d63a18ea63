/** Console routes for places: thin, the rules are in place.console.ts. Every change shows to visitors at once (content edition). */
import type { FastifyInstance } from 'fastify';
import { AUDIO_MAX_BYTES, PLACE_BODY_MAX_BYTES, consoleRoutes } from '@youlan/contract/console';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { registerContentRoutes } from '../../platform/console/content-routes.ts';
import { mediaAccessOf, type MediaContext } from '../../entities/media/media-access.ts';
import { createAreaPlace, createPlaceClass, deleteAreaPlace, deletePlaceClass, listAreaPlaces, storePlaceAudio, updateAreaPlace, updatePlaceClass, type PlaceConsoleArea } from './place.console.ts';

export function registerPlaceConsoleRoutes(app: FastifyInstance, ctx: MediaContext, areaMaps: PlaceConsoleArea): void {
  const media = mediaAccessOf.bind(null, ctx);
  const big = { bodyLimitBytes: PLACE_BODY_MAX_BYTES };
  registerConsoleRoute(app, ctx, consoleRoutes.listConsolePlaces, async ({ area, request }) => listAreaPlaces(ctx.db, area, areaMaps, media(request)));
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.createPlace,
    async ({ area, actor, body, request }) => ctx.content.afterChange(area.code, createAreaPlace({ db: ctx.db, actor, area, areaMaps, media: media(request) }, body)),
    big,
  );
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.updatePlace,
    async ({ area, actor, params, body, request }) => ctx.content.afterChange(area.code, updateAreaPlace({ db: ctx.db, actor, area, areaMaps, media: media(request) }, params.id, body)),
    big,
  );
  registerConsoleRoute(app, ctx, consoleRoutes.deletePlace, async ({ area, actor, params }) => {
    await ctx.content.afterChange(area.code, deleteAreaPlace(ctx.db, actor, area, params.id));
    return { deleted: true as const };
  });
  registerConsoleRoute(
    app,
    ctx,
    consoleRoutes.uploadPlaceAudio,
    async ({ area, actor, request }) => storePlaceAudio(media(request), area, actor, request.headers['content-type']?.split(';')[0]?.trim() ?? '', request.body as Buffer),
    { bodyLimitBytes: AUDIO_MAX_BYTES },
  );
  registerContentRoutes(app, ctx, { create: consoleRoutes.createPlaceClass, update: consoleRoutes.updatePlaceClass, remove: consoleRoutes.deletePlaceClass }, (area, actor) => ({ db: ctx.db, actor, area }), {
    create: createPlaceClass,
    update: updatePlaceClass,
    remove: deletePlaceClass,
  });
}
