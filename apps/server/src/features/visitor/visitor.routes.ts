/** Visitor login: a guest gets a visitor (the same one again for the same device id) and a token. */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { findOrCreateGuest, presentVisitor } from './visitor.service.ts';

export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.loginH5, async ({ body, tenant }) => {
    const row = await findOrCreateGuest(ctx.db, tenant.id, body.deviceId);
    const { token, expiresAt } = await ctx.tokens.issue(tenant.id, row.id);
    return { token, expiresAt: expiresAt.toISOString(), visitor: presentVisitor(row) };
  });
}
