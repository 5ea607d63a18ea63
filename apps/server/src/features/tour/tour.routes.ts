/** The tour calls: the area's published tours, one tour with its stops, the visitor's progress and stamps. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { getTour, getTourProgress, listTours, listTourStamps, saveTourProgress } from './tour.service.ts';

export function registerTourRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.listTours, async ({ tenant, language }) => listTours(ctx.db, tenant.id, language));
  registerVisitorRoute(app, ctx, apiRoutes.listTourStamps, async ({ tenant, visitor, language }) => listTourStamps(ctx.db, tenant, visitor, language));
  registerRoute(app, ctx, apiRoutes.getTour, async ({ tenant, language, params }) => getTour(ctx.db, tenant.id, params.id, language));
  registerVisitorRoute(app, ctx, apiRoutes.getTourProgress, async ({ tenant, visitor, params }) => getTourProgress(ctx.db, tenant, visitor, params.id));
  registerVisitorRoute(app, ctx, apiRoutes.saveTourProgress, async ({ tenant, visitor, params, body }) => saveTourProgress(ctx.db, tenant, visitor, params.id, body));
}
