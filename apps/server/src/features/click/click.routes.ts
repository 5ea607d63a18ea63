/** `POST /api/:type/click`: counts a click on a place, notice or article. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { recordClick, type ClickTargets } from './click.service.ts';

export function registerClickRoutes(app: FastifyInstance, ctx: AppContext, targets: ClickTargets): void {
  registerRoute(app, ctx, apiRoutes.recordClick, async ({ tenant, params, body, visitor }) => recordClick(ctx.db, targets, tenant.id, params.type, body.id, visitor?.id ?? null));
}
