import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { idempotencyKeyOf } from '../../platform/idempotency.ts';
import { registerRoute, registerVisitorRoute } from '../../platform/route.ts';
import { createPunch, listMyPunches, listPunchSpots, type PunchArea } from './punch.service.ts';

export function registerPunchRoutes(app: FastifyInstance, ctx: AppContext, area: PunchArea): void {
  registerRoute(app, ctx, apiRoutes.listPunchSpots, async ({ tenant, visitor, language }) => listPunchSpots(ctx.db, area, tenant.id, visitor?.id ?? null, language));

  registerVisitorRoute(app, ctx, apiRoutes.createPunchRecord, async ({ tenant, visitor, body, request }) =>
    createPunch(ctx.db, area, tenant, visitor, body, idempotencyKeyOf(request)),
  );

  registerVisitorRoute(app, ctx, apiRoutes.listMyPunches, async ({ tenant, visitor }) => listMyPunches(ctx.db, area, tenant.id, visitor.id));
}
