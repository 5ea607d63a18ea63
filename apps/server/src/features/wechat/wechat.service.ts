/**
 * The WeChat rules: which pages may be signed, and the OAuth web login's state (signed, single-use,
 * bound to the browser that started it, expiring).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { ErrorCode, type JsapiConfig, type WechatOauthScope } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Env } from '../../platform/env.ts';
import { BoundedCache } from '../../platform/cache.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadSecret } from '../../platform/secrets.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { WechatApiClient, WechatApiError, type WechatProfile } from './wechat.client.ts';
import { WechatCredentials } from './wechat.credentials.ts';
import { jsapiSignature } from './wechat.signature.ts';
import { wechatOauthState } from './wechat.table.ts';

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** WeChat's code lives 5 minutes; the state a little longer, for the consent page of snsapi_userinfo. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;
/** WeChat allows only [a-zA-Z0-9] in the state, at most 128 bytes: 32 hex of id, then 32 hex of HMAC. */
const STATE_PATTERN = /^[0-9a-f]{64}$/;

export interface WechatLogin {
  openid: string;
  profile: WechatProfile | null;
  redirect: string;
}

/** Pages whose wx.config signature is kept, and for how long. */
const PAGE_SIGNATURES_MAX = 2000;
const PAGE_SIGNATURE_TTL_MS = 60_000;

export class WechatService {
  readonly credentials: WechatCredentials;
  readonly scope: WechatOauthScope;
  private readonly db: Db;
  private readonly api: WechatApiClient;
  private readonly now: () => number;
  private stateKey: Promise<string> | null = null;
  constructor(db: Db, api: WechatApiClient, scope: WechatOauthScope, now: () => number = Date.now) {
    this.db = db;
    this.api = api;
    this.scope = scope;
    this.now = now;
    this.credentials = new WechatCredentials(db, api, now);
  }

  /**
   * The wx.config fields for a page of the tenant; pages of other domains are refused. A page's
   * signature is the same for every phone, so a crowd at the gate shares one for a minute (far
   * inside the ticket's life, which the credentials refresh with a margin).
   */
  async jsapiConfig(tenant: Tenant, url: string): Promise<JsapiConfig> {
    requireTenantUrl(tenant, url, 'query.url');
    return this.pageSignatures.getOrLoad(`${tenant.id} ${url}`, () => this.signPage(url));
  }

  private readonly pageSignatures = new BoundedCache<string, JsapiConfig>({ max: PAGE_SIGNATURES_MAX, ttlMs: PAGE_SIGNATURE_TTL_MS });

  private async signPage(url: string): Promise<JsapiConfig> {
    const ticket = await this.upstream(() => this.credentials.jsapiTicket());
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(this.now() / 1000);
    return { appId: this.api.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) };
  }

  /** WeChat's authorize URL, with a new state kept for this tenant and browser. */
  async authorizeUrl(tenant: Tenant, input: { redirect: string; callbackUrl: string; binding: string }): Promise<string> {
    requireTenantUrl(tenant, input.callbackUrl, 'query.callbackUrl');
    const id = randomBytes(16).toString('hex');
    const state = `${id}${await this.stateSignature(tenant, id)}`;
    const now = new Date(this.now());
    // States never used are dead after their TTL; clearing a day's worth later keeps the table small.
    await this.db.delete(wechatOauthState).where(and(eq(wechatOauthState.tenantId, tenant.id), lt(wechatOauthState.expiresAt, new Date(now.getTime() - 24 * 3600_000))));
    await this.db.insert(wechatOauthState).values({
      tenantId: tenant.id,
      id,
      bindingHash: sha256(input.binding),
      redirect: input.redirect,
      scope: this.scope,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
    });
    const callback = input.callbackUrl.split('#')[0] ?? input.callbackUrl;
    const query = new URLSearchParams({ appid: this.api.appId, redirect_uri: callback, response_type: 'code', scope: this.scope, state });
    // WeChat requires the parameters in this order and the #wechat_redirect ending.
    return `${AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
  }

  /** Consumes the state, then trades the code for the visitor's openid (and profile with snsapi_userinfo). */
  async completeLogin(tenant: Tenant, input: { code: string; state: string; binding: string }): Promise<WechatLogin> {
    const { state, binding } = input;
    const id = state.slice(0, 32);
    if (!STATE_PATTERN.test(state) || !safeEqual(state.slice(32), await this.stateSignature(tenant, id))) {
      throw badRequest('This WeChat login state was not issued by this server; start the login again', 'body.state');
    }
    const [row] = await this.db.select().from(wechatOauthState).where(and(eq(wechatOauthState.tenantId, tenant.id), eq(wechatOauthState.id, id)));
    if (!row || !safeEqual(row.bindingHash, sha256(binding))) {
      throw badRequest('This WeChat login was started in another browser; start the login again here', 'body.state');
    }
    if (row.usedAt) throw badRequest('This WeChat login state was already used; start the login again', 'body.state');
    if (row.expiresAt.getTime() <= this.now()) throw badRequest('This WeChat login took too long and expired; start the login again', 'body.state');
    const [consumed] = await this.db
      .update(wechatOauthState)
      .set({ usedAt: new Date(this.now()) })
      .where(and(eq(wechatOauthState.tenantId, tenant.id), eq(wechatOauthState.id, id), isNull(wechatOauthState.usedAt)))
      .returning({ id: wechatOauthState.id });
    // Two requests raced with one state: only the one whose update matched goes on.
    if (!consumed) throw badRequest('This WeChat login state was already used; start the login again', 'body.state');

    let exchange;
    try {
      exchange = await this.api.exchangeCode(input.code);
    } catch (error) {
      if (error instanceof WechatApiError && error.isRefusedCode) {
        throw badRequest('WeChat refused this login code (already used, expired or invalid); start the login again', 'body.code');
      }
      throw upstreamFailed(error);
    }
    let profile: WechatProfile | null = null;
    if (row.scope === 'snsapi_userinfo' && exchange.scope.includes('snsapi_userinfo')) {
      profile = await this.api.fetchProfile(exchange.accessToken, exchange.openid).catch(() => null);
    }
    return { openid: exchange.openid, profile, redirect: row.redirect };
  }

  private async upstream<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw upstreamFailed(error);
    }
  }

  /** HMAC of tenant and id: a state made up or moved to another area fails before any lookup. */
  private async stateSignature(tenant: Tenant, id: string): Promise<string> {
    this.stateKey ??= loadSecret(this.db, 'wechat-oauth-state', undefined);
    return createHmac('sha256', await this.stateKey).update(`${tenant.id}:${id}`).digest('hex').slice(0, 32);
  }
}

/** The page must be on one of the area's domains: WeChat signs only for its safe domains, and a signature is not a public service. */
function requireTenantUrl(tenant: Tenant, url: string, field: string): void {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    throw badRequest(`Invalid ${field}: not a URL`, field);
  }
  if (!tenant.domains.some((domain) => domain.toLowerCase() === host)) {
    throw new AppError(403, ErrorCode.FORBIDDEN, `${host} is not a domain of this scenic area`, { field });
  }
}

function upstreamFailed(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(502, ErrorCode.UPSTREAM_FAILED, `WeChat did not answer as expected: ${(error as Error).message}`);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The WeChat service of the configured official account, or null when none is configured. */
export function createWechatService(env: Env, db: Db): WechatService | null {
  if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) return null;
  return new WechatService(db, new WechatApiClient(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET, env.WECHAT_API_BASE), env.WECHAT_OAUTH_SCOPE);
}
