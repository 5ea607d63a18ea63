import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble, type WechatDouble } from '../../test/wechat-double.ts';
import { wechatCredential, wechatOauthState } from './wechat.table.ts';

let t: TestApp;
let double: WechatDouble;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };
const BINDING = 'binding-of-this-browser-0001';

beforeAll(async () => {
  double = await startWechatDouble();
  t = await createTestApp({ WECHAT_APP_ID: DOUBLE_APP_ID, WECHAT_APP_SECRET: DOUBLE_APP_SECRET, WECHAT_API_BASE: double.baseUrl, WECHAT_OAUTH_SCOPE: 'snsapi_userinfo' });
  tenantA = await t.createTenant((area) => (area.tenant.domains = ['park.example.com']));
  tenantB = await t.createTenant((area) => (area.tenant.domains = ['other.example.com']));
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const jsapi = (code: string, url: string) => t.call(code, { method: 'GET', url: `/api/wechat/jsapiTicket?url=${encodeURIComponent(url)}` });
const oauthUrl = (code: string, query: Record<string, string>) => t.call(code, { method: 'GET', url: `/api/wechat/oauthUrl?${new URLSearchParams(query).toString()}` });
const login = (code: string, payload: object) => t.call(code, { method: 'POST', url: '/api/visitor/login/h5', payload });

/** Starts a login the way the web app does and returns the state WeChat would send back. */
async function startLogin(code = tenantA.code, redirect = '/panorama/video?from=share', binding = BINDING): Promise<string> {
  const response = await oauthUrl(code, { redirect, callbackUrl: 'https://park.example.com/wxLogin', binding });
  expect(response.statusCode).toBe(200);
  const authorize = new URL(response.json().data.authorizeUrl as string);
  return authorize.searchParams.get('state') ?? '';
}

describe('GET /api/wechat/jsapiTicket', () => {
  it('returns the wx.config fields, signed with the cached ticket, never the ticket itself', async () => {
    const url = 'https://park.example.com/home/draw-map?from=timeline#direct';
    const response = await jsapi(tenantA.code, url);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp']);
    expect(data.appId).toBe(DOUBLE_APP_ID);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(5);
    const [row] = await t.ctx.db.select().from(wechatCredential).where(eq(wechatCredential.kind, 'jsapi_ticket'));
    const ticket = row?.value ?? '';
    expect(response.body).not.toContain(ticket);
    const text = `jsapi_ticket=${ticket}&noncestr=${data.nonceStr}&timestamp=${data.timestamp}&url=https://park.example.com/home/draw-map?from=timeline`;
    expect(data.signature).toBe(createHash('sha1').update(text).digest('hex'));
  });

  it("refuses a page of another domain, including another area's", async () => {
    for (const url of ['https://evil.example.com/home', 'https://other.example.com/home', 'https://park.example.com.evil.com/']) {
      const response = await jsapi(tenantA.code, url);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', field: 'query.url' });
    }
    expect((await jsapi(tenantB.code, 'https://other.example.com/home')).statusCode).toBe(200);
  });

  it('rejects a missing or relative URL, naming the field', async () => {
    const missing = await t.call(tenantA.code, { method: 'GET', url: '/api/wechat/jsapiTicket' });
    expect(missing.json()).toMatchObject({ status: 400, field: 'query.url' });
    expect((await jsapi(tenantA.code, '/home')).json()).toMatchObject({ status: 400, field: 'query.url' });
  });
});

describe('WeChat OAuth web login', () => {
  it('builds the authorize URL with the configured scope and a state WeChat accepts', async () => {
    const response = await oauthUrl(tenantA.code, { redirect: '/boost/photos', callbackUrl: 'https://park.example.com/wxLogin', binding: BINDING });
    const data = response.json().data;
    expect(data).toMatchObject({ enabled: true, scope: 'snsapi_userinfo' });
    expect(data.authorizeUrl).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wx0123456789abcdef&redirect_uri=https%3A%2F%2Fpark\.example\.com%2FwxLogin&response_type=code&scope=snsapi_userinfo&state=[0-9a-f]{64}#wechat_redirect$/);
  });

  it('logs the visitor in with their WeChat profile and returns where they started', async () => {
    const state = await startLogin();
    const code = double.issueCode('openid-alice', 'snsapi_userinfo', { nickname: '爱丽丝', headimgurl: 'https://wx.qlogo.cn/alice/132' });
    const response = await login(tenantA.code, { code, state, binding: BINDING });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.redirect).toBe('/panorama/video?from=share');
    expect(data.visitor).toMatchObject({ kind: 'wechat', nickname: '爱丽丝', avatarUrl: 'https://wx.qlogo.cn/alice/132' });
    const like = await t.call(tenantA.code, { method: 'POST', url: '/api/placeLike', payload: { placeId: 1, liked: true }, token: data.token });
    expect(like.statusCode).not.toBe(401);

    const again = await login(tenantA.code, { code: double.issueCode('openid-alice', 'snsapi_userinfo'), state: await startLogin(), binding: BINDING });
    expect(again.json().data.visitor.id).toBe(data.visitor.id);
  });

  it('keeps one openid apart per area', async () => {
    const inA = (await login(tenantA.code, { code: double.issueCode('openid-bob'), state: await startLogin(), binding: BINDING })).json().data.visitor;
    const stateB = await oauthUrl(tenantB.code, { redirect: '/home', callbackUrl: 'https://other.example.com/wxLogin', binding: BINDING });
    const inB = (await login(tenantB.code, { code: double.issueCode('openid-bob'), state: new URL(stateB.json().data.authorizeUrl).searchParams.get('state'), binding: BINDING })).json().data.visitor;
    expect(inB.id).not.toBe(inA.id);
  });

  it('refuses a reused code', async () => {
    const code = double.issueCode('openid-carol');
    expect((await login(tenantA.code, { code, state: await startLogin(), binding: BINDING })).statusCode).toBe(200);
    const reused = await login(tenantA.code, { code, state: await startLogin(), binding: BINDING });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body.code', message: expect.stringContaining('refused this login code') });
  });

  it('refuses a reused state, even with a new code', async () => {
    const state = await startLogin();
    expect((await login(tenantA.code, { code: double.issueCode('openid-dan'), state, binding: BINDING })).statusCode).toBe(200);
    const reused = await login(tenantA.code, { code: double.issueCode('openid-dan'), state, binding: BINDING });
    expect(reused.json()).toMatchObject({ status: 400, field: 'body.state', message: expect.stringContaining('already used') });
  });

  it("refuses a forged state, another area's state and another browser's state", async () => {
    const state = await startLogin();
    const flipped = `${state.slice(0, 40)}${state[40] === '0' ? '1' : '0'}${state.slice(41)}`;
    for (const forged of [flipped, 'a'.repeat(64), 'not-a-state']) {
      const response = await login(tenantA.code, { code: double.issueCode('openid-eve'), state: forged, binding: BINDING });
      expect(response.json()).toMatchObject({ status: 400, field: 'body.state', message: expect.stringContaining('not issued') });
    }
    expect((await login(tenantB.code, { code: double.issueCode('openid-eve'), state, binding: BINDING })).json()).toMatchObject({ status: 400, field: 'body.state' });
    const otherBrowser = await login(tenantA.code, { code: double.issueCode('openid-eve'), state, binding: 'binding-of-another-browser' });
    expect(otherBrowser.json()).toMatchObject({ status: 400, field: 'body.state', message: expect.stringContaining('another browser') });
    // None of the refusals consumed the state: the browser that started it still can finish.
    expect((await login(tenantA.code, { code: double.issueCode('openid-eve'), state, binding: BINDING })).statusCode).toBe(200);
  });

  it('refuses an expired state', async () => {
    const state = await startLogin();
    await t.ctx.db.update(wechatOauthState).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wechatOauthState.id, state.slice(0, 32)));
    const response = await login(tenantA.code, { code: double.issueCode('openid-fay'), state, binding: BINDING });
    expect(response.json()).toMatchObject({ status: 400, field: 'body.state', message: expect.stringContaining('expired') });
  });

  it('needs code, state and binding together, and a safe redirect and an area callback', async () => {
    expect((await login(tenantA.code, { code: 'abc' })).json()).toMatchObject({ status: 400, field: 'body.state' });
    expect((await login(tenantA.code, { state: 'a'.repeat(64), binding: BINDING })).json()).toMatchObject({ status: 400, field: 'body.code' });
    expect((await oauthUrl(tenantA.code, { redirect: '//evil.example.com', callbackUrl: 'https://park.example.com/wxLogin', binding: BINDING })).json()).toMatchObject({ status: 400, field: 'query.redirect' });
    expect((await oauthUrl(tenantA.code, { redirect: '/home', callbackUrl: 'https://evil.example.com/wxLogin', binding: BINDING })).json()).toMatchObject({ status: 403, field: 'query.callbackUrl' });
  });
});

describe('without WeChat configured', () => {
  let bare: TestApp;
  let tenant: { code: string };
  beforeAll(async () => {
    bare = await createTestApp();
    tenant = await bare.createTenant();
  });
  afterAll(() => bare.close());

  it('says WeChat login is off, answers 404 for signatures and refuses a code', async () => {
    const oauth = await bare.call(tenant.code, { method: 'GET', url: `/api/wechat/oauthUrl?callbackUrl=${encodeURIComponent('http://localhost/wxLogin')}&binding=${BINDING}` });
    expect(oauth.json().data).toEqual({ enabled: false, authorizeUrl: null, scope: null });
    const ticket = await bare.call(tenant.code, { method: 'GET', url: `/api/wechat/jsapiTicket?url=${encodeURIComponent('http://localhost/home')}` });
    expect(ticket.statusCode).toBe(404);
    const code = await bare.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: { code: 'abc', state: 'a'.repeat(64), binding: BINDING } });
    expect(code.json()).toMatchObject({ status: 400, field: 'body.code' });
    const guest = await bare.call(tenant.code, { method: 'POST', url: '/api/visitor/login/h5', payload: {} });
    expect(guest.json().data).toMatchObject({ redirect: null, visitor: { kind: 'guest' } });
  });
});
