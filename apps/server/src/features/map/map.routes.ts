/** The area's illustrated map and trail network. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import { getAreaMap } from './map.service.ts';

export function registerMapRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getH5Map, async ({ tenant }) => getAreaMap(ctx.db, tenant), { cacheTtlMs: FIRST_SCREEN_CACHE_MS });
}
