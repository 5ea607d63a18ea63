/** The area's configuration and the caller's IP. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import { describeIp, getScenicConfig } from './config.service.ts';

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.getConfigH5, async ({ tenant, language }) => getScenicConfig(ctx.db, tenant, language), { cacheTtlMs: FIRST_SCREEN_CACHE_MS });

  registerRoute(app, ctx, apiRoutes.getIp, async ({ request }) => describeIp(request.ip));
}
