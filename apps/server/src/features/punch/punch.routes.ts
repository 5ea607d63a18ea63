import type { FastifyInstance } from 'fastify';
import { apiRoutes, IDEMPOTENCY_HEADER } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, loginExpired } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import { createPunch, listMyPunches, listPunchSpots } from './punch.service.ts';

export function registerPunchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.listPunchSpots, async ({ tenant, visitor }) => listPunchSpots(ctx.db, tenant.id, visitor?.id ?? null));

  registerRoute(app, ctx, apiRoutes.createPunchRecord, async ({ tenant, visitor, body, request }) => {
    if (!visitor) throw loginExpired('punching in needs a logged-in visitor');
    const header = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (key !== undefined && !/^[A-Za-z0-9_-]{8,128}$/.test(key)) throw badRequest('Invalid idempotency key: 8 to 128 letters, digits, - or _', `headers.${IDEMPOTENCY_HEADER}`);
    return createPunch(ctx.db, tenant, visitor, body, key);
  });

  registerRoute(app, ctx, apiRoutes.listMyPunches, async ({ tenant, visitor }) => {
    if (!visitor) throw loginExpired('your punches need a logged-in visitor');
    return listMyPunches(ctx.db, tenant.id, visitor.id);
  });
}
