import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { getPlace, listPlaces, setPlaceLike } from './place.service.ts';

const PLACE_LIST_CACHE_MS = 10_000;

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The whole list is what every map opens with; 2,000 places take PGlite ~70 ms to read, so
  // answers are kept briefly and like/click counts in the list may lag by that much.
  registerRoute(app, ctx, apiRoutes.listPlaces, async ({ tenant, query }) => listPlaces(ctx.db, tenant.id, query), { cacheTtlMs: PLACE_LIST_CACHE_MS });
  registerRoute(app, ctx, apiRoutes.getPlace, async ({ tenant, params, visitor }) => getPlace(ctx.db, tenant.id, params.id, visitor?.id ?? null));
  registerVisitorRoute(app, ctx, apiRoutes.placeLike, async ({ tenant, body, visitor }) => setPlaceLike(ctx.db, tenant.id, visitor.id, body.placeId, body.liked));
}
