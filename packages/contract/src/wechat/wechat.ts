/**
 * WeChat: what `wx.config` needs to use the JS-SDK on a page, and the start of the OAuth web login
 * (the login itself completes through `POST /api/visitor/login/h5` with `code` and `state`).
 */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { safeText } from '../shared/http.ts';
import { WECHAT_OAUTH_SCOPES } from './wechat.runtime.ts';

/** A page URL on one of the area's domains: http(s), at most 2048 characters. */
const PageUrlSchema = safeText()
  .min(1)
  .max(2048)
  .regex(/^https?:\/\/[^\s]+$/, 'an absolute http(s) URL');

export const JsapiTicketQuerySchema = z.object({
  /** The page's full URL; anything after `#` is ignored, as WeChat signs without it. */
  url: PageUrlSchema,
});

/** The fields of `wx.config`, under the names it uses. The ticket itself never leaves the server. */
export const JsapiConfigSchema = z.object({
  appId: z.string(),
  /** Unix seconds. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** SHA-1 (hex) of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`. */
  signature: z.string(),
});
export type JsapiConfig = z.infer<typeof JsapiConfigSchema>;

export const getJsapiTicket = defineRoute({
  method: 'GET',
  path: '/api/wechat/jsapiTicket',
  summary: 'The wx.config fields (app id, timestamp, nonce, signature) for a page of the area; 404 when WeChat is not configured',
  tag: 'wechat',
  auth: 'none',
  query: JsapiTicketQuerySchema,
  data: JsapiConfigSchema,
});

export const OauthUrlQuerySchema = z.object({
  /** Where the visitor goes after logging in: a path on this site (`/panorama/video?x=1`). */
  redirect: safeText()
    .max(2048)
    .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site, starting with a single /')
    .default('/home'),
  /** The login page WeChat sends the visitor back to (`https://<area domain>/wxLogin`). */
  callbackUrl: PageUrlSchema,
  /** A random value the browser keeps until the login completes; the state works only with it. */
  binding: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
});

export const OauthUrlSchema = z.object({
  /** False when the server has no WeChat official account configured: offer the guest login. */
  enabled: z.boolean(),
  /** WeChat's authorize page with a signed single-use state; null when not enabled. */
  authorizeUrl: z.string().nullable(),
  scope: z.enum(WECHAT_OAUTH_SCOPES).nullable(),
});
export type OauthUrl = z.infer<typeof OauthUrlSchema>;

export const getWechatOauthUrl = defineRoute({
  method: 'GET',
  path: '/api/wechat/oauthUrl',
  summary: "WeChat's OAuth authorize URL for this browser, with a signed single-use state",
  tag: 'wechat',
  auth: 'none',
  query: OauthUrlQuerySchema,
  data: OauthUrlSchema,
});
