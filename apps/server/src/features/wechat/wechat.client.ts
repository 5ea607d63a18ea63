/**
 * The adapter for WeChat's server API (official account): the only code that talks to it. Each
 * method is one documented call; WeChat answers errors as HTTP 200 with `errcode`, turned here
 * into a WechatApiError that keeps the code.
 */

const TIMEOUT_MS = 5_000;

/** WeChat's codes for an access token that is invalid, expired or not the latest one. */
const INVALID_CREDENTIAL_CODES = new Set([40001, 40014, 42001]);
/** WeChat's codes for an OAuth code that is unknown, malformed or already used. */
const REFUSED_CODE_CODES = new Set([40029, 40163]);

export class WechatApiError extends Error {
  readonly errcode: number;
  /** The access token the failed call used, so a refresh can tell it from a newer one. */
  readonly accessToken: string | undefined;
  constructor(errcode: number, errmsg: string, accessToken?: string) {
    super(`WeChat answered ${errcode}: ${errmsg}`);
    this.errcode = errcode;
    this.accessToken = accessToken;
  }
  get isInvalidCredential(): boolean {
    return INVALID_CREDENTIAL_CODES.has(this.errcode);
  }
  get isRefusedCode(): boolean {
    return REFUSED_CODE_CODES.has(this.errcode);
  }
}

export interface ExpiringValue {
  value: string;
  expiresInSeconds: number;
}

export interface OauthExchange {
  openid: string;
  /** The OAuth access token (for the profile), not the official account's. */
  accessToken: string;
  scope: string;
  unionid: string | null;
}

export interface WechatProfile {
  nickname: string;
  avatarUrl: string | null;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  [field: string]: unknown;
}

export class WechatApiClient {
  readonly appId: string;
  private readonly secret: string;
  private readonly apiBase: string;
  constructor(appId: string, secret: string, apiBase: string) {
    this.appId = appId;
    this.secret = secret;
    this.apiBase = apiBase.replace(/\/+$/, '');
  }

  /** The official account's access token (`/cgi-bin/token`). */
  async fetchAccessToken(): Promise<ExpiringValue> {
    const body = await this.get('/cgi-bin/token', { grant_type: 'client_credential', appid: this.appId, secret: this.secret });
    return { value: requireString(body, 'access_token'), expiresInSeconds: requireNumber(body, 'expires_in') };
  }

  /** The JS-SDK ticket (`/cgi-bin/ticket/getticket`), which needs the access token. */
  async fetchJsapiTicket(accessToken: string): Promise<ExpiringValue> {
    const body = await this.get('/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }, accessToken);
    return { value: requireString(body, 'ticket'), expiresInSeconds: requireNumber(body, 'expires_in') };
  }

  /** OAuth web login: trades the callback's code for the visitor's openid (`/sns/oauth2/access_token`). */
  async exchangeCode(code: string): Promise<OauthExchange> {
    const body = await this.get('/sns/oauth2/access_token', { appid: this.appId, secret: this.secret, code, grant_type: 'authorization_code' });
    return {
      openid: requireString(body, 'openid'),
      accessToken: requireString(body, 'access_token'),
      scope: typeof body.scope === 'string' ? body.scope : '',
      unionid: typeof body.unionid === 'string' ? body.unionid : null,
    };
  }

  /** The visitor's profile (`/sns/userinfo`), with an snsapi_userinfo OAuth access token. */
  async fetchProfile(oauthAccessToken: string, openid: string): Promise<WechatProfile> {
    const body = await this.get('/sns/userinfo', { access_token: oauthAccessToken, openid, lang: 'zh_CN' });
    const avatar = typeof body.headimgurl === 'string' && body.headimgurl ? body.headimgurl : null;
    return { nickname: typeof body.nickname === 'string' ? body.nickname : '', avatarUrl: avatar };
  }

  private async get(path: string, query: Record<string, string>, accessToken?: string): Promise<WechatAnswer> {
    const url = `${this.apiBase}${path}?${new URLSearchParams(query).toString()}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`WeChat ${path} answered HTTP ${response.status}`);
    const body = (await response.json()) as WechatAnswer;
    if (typeof body.errcode === 'number' && body.errcode !== 0) throw new WechatApiError(body.errcode, body.errmsg ?? '', accessToken);
    return body;
  }
}

function requireString(body: WechatAnswer, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || !value) throw new Error(`WeChat's answer has no ${field}`);
  return value;
}

function requireNumber(body: WechatAnswer, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`WeChat's answer has no ${field}`);
  return value;
}
