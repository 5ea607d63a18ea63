import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { loginExpired } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import { getPlace, listPlaces, recordClick, setPlaceLike } from './place.service.ts';

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.listPlaces, async ({ tenant, query }) => listPlaces(ctx.db, tenant.id, query));
  registerRoute(app, ctx, apiRoutes.getPlace, async ({ tenant, params, visitor }) => getPlace(ctx.db, tenant.id, params.id, visitor?.id ?? null));
  registerRoute(app, ctx, apiRoutes.placeLike, async ({ tenant, body, visitor }) => {
    if (!visitor) throw loginExpired('liking a place needs a logged-in visitor');
    return setPlaceLike(ctx.db, tenant.id, visitor.id, body.placeId, body.liked);
  });
  registerRoute(app, ctx, apiRoutes.recordClick, async ({ tenant, params, body, visitor }) => recordClick(ctx.db, tenant.id, params.type, body.id, visitor?.id ?? null));
}
