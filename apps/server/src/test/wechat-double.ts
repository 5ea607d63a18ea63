/**
 * A stand-in for WeChat's server API on loopback, answering in its documented formats and with
 * its documented error codes: access token, jsapi ticket, OAuth code exchange and profile.
 * Tests point WECHAT_API_BASE at it, count its calls and make it misbehave.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export const DOUBLE_APP_ID = 'wx0123456789abcdef';
export const DOUBLE_APP_SECRET = '0123456789abcdef0123456789abcdef';

export interface WechatDouble {
  baseUrl: string;
  /** Calls per path, e.g. `calls['/cgi-bin/token']`. */
  calls: Record<string, number>;
  /** Lifetime WeChat gives new tokens and tickets, seconds (7200 as WeChat does). */
  expiresInSeconds: number;
  /** The jsapi ticket issued last, to check signatures with. */
  lastTicket: string | null;
  /** Delay before each answer, ms: lets concurrent requests pile up behind one refresh. */
  delayMs: number;
  /** Makes the current access token invalid, as a token fetched by another system would. */
  revokeAccessToken(): void;
  /** A code WeChat would put on the callback for this visitor; single-use. */
  issueCode(openid: string, scope?: 'snsapi_base' | 'snsapi_userinfo', profile?: { nickname: string; headimgurl: string }): string;
  close(): Promise<void>;
}

export async function startWechatDouble(): Promise<WechatDouble> {
  const calls: Record<string, number> = {};
  const validTokens = new Set<string>();
  const codes = new Map<string, { openid: string; scope: string; used: boolean }>();
  const oauthTokens = new Map<string, { openid: string; profile: { nickname: string; headimgurl: string } | undefined }>();
  const profiles = new Map<string, { nickname: string; headimgurl: string }>();
  let serial = 0;

  const answer = (query: URLSearchParams, path: string): object => {
    switch (path) {
      case '/cgi-bin/token': {
        if (query.get('appid') !== DOUBLE_APP_ID || query.get('secret') !== DOUBLE_APP_SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' };
        // A new access token replaces the previous one, as WeChat's does.
        validTokens.clear();
        const token = `access-${++serial}-${randomBytes(4).toString('hex')}`;
        validTokens.add(token);
        return { access_token: token, expires_in: double.expiresInSeconds };
      }
      case '/cgi-bin/ticket/getticket': {
        if (!validTokens.has(query.get('access_token') ?? '')) return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
        double.lastTicket = `ticket-${++serial}`;
        return { errcode: 0, errmsg: 'ok', ticket: double.lastTicket, expires_in: double.expiresInSeconds };
      }
      case '/sns/oauth2/access_token': {
        if (query.get('appid') !== DOUBLE_APP_ID || query.get('secret') !== DOUBLE_APP_SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' };
        const entry = codes.get(query.get('code') ?? '');
        if (!entry) return { errcode: 40029, errmsg: 'invalid code' };
        if (entry.used) return { errcode: 40163, errmsg: 'code been used' };
        entry.used = true;
        const accessToken = `oauth-${++serial}`;
        oauthTokens.set(accessToken, { openid: entry.openid, profile: profiles.get(entry.openid) });
        return { access_token: accessToken, expires_in: 7200, refresh_token: `refresh-${serial}`, openid: entry.openid, scope: entry.scope };
      }
      case '/sns/userinfo': {
        const entry = oauthTokens.get(query.get('access_token') ?? '');
        if (!entry || entry.openid !== query.get('openid')) return { errcode: 40003, errmsg: 'invalid openid' };
        return { openid: entry.openid, nickname: entry.profile?.nickname ?? '', headimgurl: entry.profile?.headimgurl ?? '', sex: 0, province: '', city: '', country: '', privilege: [] };
      }
      default:
        return { errcode: 40066, errmsg: 'invalid url' };
    }
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    const body = JSON.stringify(answer(url.searchParams, url.pathname));
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(body);
    }, double.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const double: WechatDouble = {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    expiresInSeconds: 7200,
    lastTicket: null,
    delayMs: 0,
    revokeAccessToken: () => validTokens.clear(),
    issueCode(openid, scope = 'snsapi_base', profile) {
      const code = `code${randomBytes(8).toString('hex')}`;
      codes.set(code, { openid, scope, used: false });
      if (profile) profiles.set(openid, profile);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return double;
}
