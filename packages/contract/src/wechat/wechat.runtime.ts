/** WeChat values both apps use (zod-free). */

/** OAuth scopes: `snsapi_base` is silent and yields the openid; `snsapi_userinfo` asks consent and yields a profile. */
export const WECHAT_OAUTH_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;
export type WechatOauthScope = (typeof WECHAT_OAUTH_SCOPES)[number];
