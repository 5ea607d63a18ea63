import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble, type WechatDouble } from '../../test/wechat-double.ts';
import { WechatApiClient } from './wechat.client.ts';
import { REFRESH_MARGIN_SECONDS, WechatCredentials } from './wechat.credentials.ts';
import { wechatCredential } from './wechat.table.ts';

let t: TestApp;
let double: WechatDouble;
let clock: number;
const instance = () => new WechatCredentials(t.ctx.db, new WechatApiClient(DOUBLE_APP_ID, DOUBLE_APP_SECRET, double.baseUrl), () => clock);
const upstream = (path: string) => double.calls[path] ?? 0;

beforeAll(async () => {
  double = await startWechatDouble();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(async () => {
  await t.ctx.db.delete(wechatCredential);
  for (const path of Object.keys(double.calls)) delete double.calls[path];
  double.delayMs = 0;
  double.expiresInSeconds = 7200;
  clock = Date.now();
});

describe('WeChat credentials cache', () => {
  it('fetches the token and ticket once, then serves them from the database', async () => {
    const credentials = instance();
    const first = await credentials.jsapiTicket();
    expect(await credentials.jsapiTicket()).toBe(first);
    expect(await instance().jsapiTicket()).toBe(first);
    expect(upstream('/cgi-bin/token')).toBe(1);
    expect(upstream('/cgi-bin/ticket/getticket')).toBe(1);
    const rows = await t.ctx.db.select().from(wechatCredential);
    expect(rows.map((row) => row.kind).sort()).toEqual(['access_token', 'jsapi_ticket']);
  });

  it('makes one upstream call when 100 requests arrive together, across two instances', async () => {
    double.delayMs = 50;
    const [a, b] = [instance(), instance()];
    const tickets = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).jsapiTicket()));
    expect(new Set(tickets).size).toBe(1);
    expect(upstream('/cgi-bin/token')).toBe(1);
    expect(upstream('/cgi-bin/ticket/getticket')).toBe(1);
  });

  it('refreshes shortly before expiry, not after', async () => {
    const credentials = instance();
    const first = await credentials.jsapiTicket();
    clock += (7200 - REFRESH_MARGIN_SECONDS - 10) * 1000;
    expect(await credentials.jsapiTicket()).toBe(first);
    clock += 20 * 1000;
    const second = await credentials.jsapiTicket();
    expect(second).not.toBe(first);
    expect(upstream('/cgi-bin/token')).toBe(2);
    expect(upstream('/cgi-bin/ticket/getticket')).toBe(2);
  });

  it('refreshes the access token once when WeChat calls it invalid, then gets the ticket', async () => {
    double.expiresInSeconds = 7200;
    const credentials = instance();
    await credentials.get('access_token');
    double.revokeAccessToken();
    const ticket = await credentials.jsapiTicket();
    expect(ticket).toMatch(/^ticket-/);
    expect(upstream('/cgi-bin/token')).toBe(2);
    expect(upstream('/cgi-bin/ticket/getticket')).toBe(2);
  });

  it('gives up after one retry when WeChat keeps refusing, without looping', async () => {
    const credentials = instance();
    await credentials.get('access_token');
    double.revokeAccessToken();
    // A token revoked again right after each refresh: WeChat keeps saying invalid.
    const original = credentials.get.bind(credentials);
    credentials.get = async (kind, rejected) => {
      const value = await original(kind, rejected);
      if (kind === 'access_token') double.revokeAccessToken();
      return value;
    };
    await expect(credentials.jsapiTicket()).rejects.toThrow(/40001/);
    expect(upstream('/cgi-bin/token')).toBe(2);
  });

  it('does not replace a token another instance already refreshed', async () => {
    const [a, b] = [instance(), instance()];
    const stale = await a.get('access_token');
    double.revokeAccessToken();
    const fresh = await a.get('access_token', stale);
    expect(await b.get('access_token', stale)).toBe(fresh);
    expect(upstream('/cgi-bin/token')).toBe(2);
  });
});
