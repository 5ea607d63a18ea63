/** The wechat feature: the JS-SDK signature and the OAuth link (only with WeChat credentials). */
import type { FeaturePlugin } from '../../platform/context.ts';
import type { WechatService } from './wechat.service.ts';
import { registerWechatRoutes } from './wechat.routes.ts';

export const wechatPlugin: FeaturePlugin<{ wechat: WechatService | null }> = async (app, { ctx, wechat }) => {
  registerWechatRoutes(app, ctx, wechat);
};
