/** `GET /api/wechat/jsapiTicket` (wx.config fields) and `GET /api/wechat/oauthUrl` (start of the web login). */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import type { WechatService } from './wechat.service.ts';

/** `wechat` is null when WECHAT_APP_ID is not set. */
export function registerWechatRoutes(app: FastifyInstance, ctx: AppContext, wechat: WechatService | null): void {
  registerRoute(app, ctx, apiRoutes.getJsapiTicket, async ({ query, tenant }) => {
    if (!wechat) throw notFound('WeChat is not configured on this server (WECHAT_APP_ID)');
    return wechat.jsapiConfig(tenant, query.url);
  });

  registerRoute(app, ctx, apiRoutes.getWechatOauthUrl, async ({ query, tenant }) => {
    if (!wechat) return { enabled: false, authorizeUrl: null, scope: null };
    const authorizeUrl = await wechat.authorizeUrl(tenant, query);
    return { enabled: true, authorizeUrl, scope: wechat.scope };
  });
}
