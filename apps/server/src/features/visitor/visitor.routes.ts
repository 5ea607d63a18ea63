/**
 * Visitor login: a guest gets a visitor (the same one again for the same device id) and a token;
 * with a WeChat OAuth code and state, the WeChat visitor of that openid does.
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import { findOrCreateGuest, findOrCreateWechatVisitor, presentVisitor } from './visitor.service.ts';

export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.loginH5, async ({ body, tenant }) => {
    let row;
    let redirect: string | null = null;
    if (body.code !== undefined && body.state !== undefined && body.binding !== undefined) {
      if (!ctx.wechat) throw badRequest('WeChat login is not configured on this server; log in as a guest', 'body.code');
      const login = await ctx.wechat.completeLogin(tenant, { code: body.code, state: body.state, binding: body.binding });
      row = await findOrCreateWechatVisitor(ctx.db, tenant.id, login.openid, login.profile);
      redirect = login.redirect;
    } else {
      row = await findOrCreateGuest(ctx.db, tenant.id, body.deviceId);
    }
    const { token, expiresAt } = await ctx.tokens.issue(tenant.id, row.id);
    return { token, expiresAt: expiresAt.toISOString(), visitor: presentVisitor(row), redirect };
  });
}
