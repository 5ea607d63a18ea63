/**
 * Visitor login: a guest gets a visitor (the same one again for the same device id) and a token;
 * a recovery code (a device id another phone showed) logs in that guest, and only an existing one;
 * with a WeChat OAuth code and state, the WeChat visitor of that openid does.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { findGuest, findOrCreateGuest, findOrCreateWechatVisitor, presentVisitor } from './visitor.service.ts';

/** What the login needs of WeChat (the wechat feature provides it; app.ts passes it in, or null). */
export interface WechatLoginFlow {
  completeLogin(
    tenant: Tenant,
    input: { code: string; state: string; binding: string },
  ): Promise<{ openid: string; profile: Parameters<typeof findOrCreateWechatVisitor>[3]; redirect: string }>;
}

export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext, wechat: WechatLoginFlow | null): void {
  registerRoute(app, ctx, apiRoutes.loginH5, async ({ body, tenant }) => {
    let row;
    let redirect: string | null = null;
    if (body.code !== undefined && body.state !== undefined && body.binding !== undefined) {
      if (!wechat) throw badRequest('WeChat login is not configured on this server; log in as a guest', 'body.code');
      const login = await wechat.completeLogin(tenant, { code: body.code, state: body.state, binding: body.binding });
      row = await findOrCreateWechatVisitor(ctx.db, tenant.id, login.openid, login.profile);
      redirect = login.redirect;
    } else if (body.recover && body.deviceId) {
      row = await findGuest(ctx.db, tenant.id, body.deviceId);
      if (!row) throw new AppError(404, ErrorCode.RECOVERY_CODE_UNKNOWN, 'No guest of this area has this recovery code');
    } else {
      row = await findOrCreateGuest(ctx.db, tenant.id, body.deviceId);
    }
    const { token, expiresAt } = await ctx.tokens.issue(tenant.id, row.id);
    return { token, expiresAt: expiresAt.toISOString(), visitor: presentVisitor(row), redirect };
  });
}
