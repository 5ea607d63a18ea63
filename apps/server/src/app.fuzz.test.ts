/**
 * Bad input never makes a 500: every route of the contract's route table gets ≥ 1,000 requests
 * generated from its own schemas (query, path, body) mixed with hostile values: integers past
 * 2³¹, NUL, lone surrogates, malformed UTF-8 in the URL, wrong types, junk parameters, forged and
 * overflowing tokens, unknown tenants. Any 5xx fails the route, with the request that caused it.
 * On PostgreSQL a quarter of that (fresh seeds each run): the validation in front of the database
 * is the same code on both, what differs is the driver, and 250 requests per route reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TENANT_HEADER, apiRoutes, type ApiRoute } from '@youlan/contract';
import { createTestApp, type TestApp } from './test/harness.ts';
import { anyValue, arbitraryOf, fuzzedUrl, hostileStrings, schemaOf } from './test/fuzz.ts';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble, type WechatDouble } from './test/wechat-double.ts';
import { TEST_AUTH_SECRET, signTestToken } from './test/tokens.ts';

const RUNS_PER_ROUTE = process.env.TEST_DB === 'pg' ? 250 : 1_000;

let t: TestApp;
let double: WechatDouble;
let tenant: { code: string; id: number };
let tokens: string[];

beforeAll(async () => {
  double = await startWechatDouble();
  t = await createTestApp({ AUTH_SECRET: TEST_AUTH_SECRET, WECHAT_APP_ID: DOUBLE_APP_ID, WECHAT_APP_SECRET: DOUBLE_APP_SECRET, WECHAT_API_BASE: double.baseUrl });
  tenant = await t.createTenant();
  const later = new Date(Date.now() + 3_600_000);
  tokens = [
    await t.login(tenant.code),
    await t.login(tenant.code),
    await signTestToken({ tenantId: tenant.id, visitorId: '2147483648', expiresAt: later }),
    await signTestToken({ tenantId: tenant.id, visitorId: 1, expiresAt: null }),
    await signTestToken({ tenantId: 2 ** 31, visitorId: 1, expiresAt: later }),
    'not-a-jwt\0',
  ];
});
afterAll(async () => {
  await t.close();
  await double.close();
});

describe('hostile input, route by route', () => {
  const routes = Object.entries(apiRoutes) as [string, ApiRoute][];
  it.each(routes)('%s answers every generated request below 500', async (_name, route) => {
    const query = schemaOf(route.query);
    const params = schemaOf(route.params);
    const body = schemaOf(route.body);
    const request = fc.record({
      query: query ? arbitraryOf(query) : fc.constant(undefined),
      params: params ? arbitraryOf(params) : fc.constant(undefined),
      body: body ? arbitraryOf(body) : fc.option(anyValue, { freq: 5 }),
      junk: fc.option(fc.tuple(hostileStrings, hostileStrings), { freq: 3 }),
      token: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(0, 1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 5 }) }, { weight: 1, arbitrary: fc.constant(-1) }),
      tenantCode: fc.oneof({ weight: 9, arbitrary: fc.constant<string | null>(null) }, { weight: 1, arbitrary: hostileStrings }),
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const url = fuzzedUrl(route.path, input);
        const tenantCode = input.tenantCode === null ? tenant.code : input.tenantCode.replace(/[^\x20-\x7e]/g, '');
        const token = input.token >= 0 ? tokens[input.token] : undefined;
        const hasBody = route.method !== 'GET' && input.body !== undefined;
        const headers: Record<string, string> = { [TENANT_HEADER]: tenantCode };
        if (token) headers['authorization'] = `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`;
        if (hasBody) headers['content-type'] = 'application/json';
        const response = await t.app.inject({ method: route.method, url, headers, ...(hasBody ? { payload: JSON.stringify(input.body) ?? 'null' } : {}) });
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${route.method} ${url} body=${JSON.stringify(input.body)} → ${response.body.slice(0, 200)}`);
        return response.statusCode < 500;
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
