/**
 * Page-view log. One row per visit (the phone's id); each later send of the same visit updates
 * the last page and view time, so a visit sent on hide, again every 1,000,000 ms and on leave is
 * counted once. Beacons arrive as text/plain with the tenant and token in the body.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { recordViewLog } from './view-log.service.ts';

export function registerViewLogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.postViewLog, async ({ tenant, body, visitor, request }) => {
    await recordViewLog(ctx.db, tenant.id, visitor, body, { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null });
    return { id: body.id };
  });
}
