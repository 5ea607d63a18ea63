/** The visitor feature: guest and WeChat log-in of visitors. */
import type { FeaturePlugin } from '../../platform/context.ts';
import { registerVisitorRoutes, type WechatLoginFlow } from './visitor.routes.ts';

export const visitorPlugin: FeaturePlugin<{ wechat: WechatLoginFlow | null }> = async (app, { ctx, wechat }) => {
  registerVisitorRoutes(app, ctx, wechat);
};
