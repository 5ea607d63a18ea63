import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_SCREEN_CACHE_MS, registerRoute } from '../../platform/route.ts';
import { getNotice, listNotices } from './notice.service.ts';

export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.listNotices, async ({ tenant, query, language }) => listNotices(ctx.db, tenant.id, query, language), { cacheTtlMs: FIRST_SCREEN_CACHE_MS });
  registerRoute(app, ctx, apiRoutes.getNotice, async ({ tenant, params, language }) => getNotice(ctx.db, tenant.id, params.id, language));
}
