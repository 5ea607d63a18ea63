/** The panorama calls: the area's scenes and videos, and keeping a postcard. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { createPostcard, getPanorama } from './panorama.service.ts';

export function registerPanoramaRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getPanorama, async ({ tenant, language }) => getPanorama(ctx.db, tenant.id, language));
  registerVisitorRoute(app, ctx, apiRoutes.createPostcard, async ({ tenant, visitor, body }) => createPostcard(ctx.db, tenant, visitor, body));
}
