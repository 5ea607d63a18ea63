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
import { z } from 'zod';
import { TENANT_HEADER, apiRoutes, type ApiRoute } from '@youlan/contract';
import { createTestApp, type TestApp } from './test/harness.ts';
import { DOUBLE_APP_ID, DOUBLE_APP_SECRET, startWechatDouble, type WechatDouble } from './test/wechat-double.ts';
import { TEST_AUTH_SECRET, signTestToken } from './test/tokens.ts';

const RUNS_PER_ROUTE = process.env.TEST_DB === 'pg' ? 250 : 1_000;

const hostileStrings = fc.oneof(
  fc.constantFrom('', ' ', '\0', 'a\0b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '😀', '2147483648', '-2147483649', '9'.repeat(30), '1e309', 'NaN', '-0', '0x10', '../../etc/passwd', '%00', '<svg onload=alert(1)>', "'; DROP TABLE place; --", '/\\evil.example', 'http://\0x'),
  // Any UTF-16 code units, lone surrogates and NUL included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.string({ maxLength: 3000 }),
);
const hostileNumbers = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 31) - 1, 1e308, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.integer({ min: 1, max: 30 }),
  fc.double({ noNaN: true }),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileStrings, hostileNumbers, fc.boolean(), fc.constant(null), fc.array(fc.oneof(hostileStrings, hostileNumbers), { maxLength: 3 }), fc.dictionary(hostileStrings, hostileNumbers, { maxKeys: 3 }));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

/** Values the schema accepts (roughly) mixed with values it must refuse. */
function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryOf(variant, depth + 1)), anyValue);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: anyValue });
  if (schema.const !== undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: anyValue });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const inRange = fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
      return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 3, arbitrary: hostileNumbers }, { weight: 1, arbitrary: anyValue });
    }
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: hostileStrings }, { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9/_.-]{1,30}$/) }, { weight: 1, arbitrary: anyValue });
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyValue });
    case 'array': {
      if (depth > 3) return anyValue;
      const item = schema.items ? arbitraryOf(schema.items, depth + 1) : anyValue;
      return fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 12 }) }, { weight: 1, arbitrary: anyValue });
    }
    case 'object': {
      if (depth > 3) return anyValue;
      const properties = Object.entries(schema.properties ?? {});
      const known = fc.record(Object.fromEntries(properties.map(([key, value]) => [key, arbitraryOf(value, depth + 1)])), { requiredKeys: [] });
      const open = typeof schema.additionalProperties === 'object' ? fc.dictionary(fc.oneof(fc.stringMatching(/^[1-9]\d{0,11}$/), hostileStrings), arbitraryOf(schema.additionalProperties, depth + 1), { maxKeys: 4 }) : fc.constant({});
      const junk = fc.option(fc.dictionary(hostileStrings, anyValue, { maxKeys: 2 }), { freq: 4 });
      const object = fc.tuple(known, open, junk).map(([a, b, c]) => ({ ...b, ...a, ...(c ?? {}) }));
      return fc.oneof({ weight: 6, arbitrary: object }, { weight: 1, arbitrary: anyValue });
    }
    default:
      return anyValue;
  }
}

function schemaOf(zodSchema: z.ZodType | undefined): JsonSchema | null {
  return zodSchema ? (z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;
}

/** Percent-encodes text as the bytes a hostile client may send: a lone surrogate becomes its (invalid) WTF-8 bytes. */
function encodeLoosely(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? '';
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

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
        const paramValues = input.params && typeof input.params === 'object' ? (input.params as Record<string, unknown>) : {};
        const path = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeLoosely(paramValues[name] ?? 'x') || 'x');
        const pairs = input.query && typeof input.query === 'object' && !Array.isArray(input.query) ? Object.entries(input.query as Record<string, unknown>) : [];
        if (input.junk) pairs.push(input.junk);
        const search = pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&');
        const tenantCode = input.tenantCode === null ? tenant.code : input.tenantCode.replace(/[^\x20-\x7e]/g, '');
        const token = input.token >= 0 ? tokens[input.token] : undefined;
        const hasBody = route.method !== 'GET' && input.body !== undefined;
        const headers: Record<string, string> = { [TENANT_HEADER]: tenantCode };
        if (token) headers['authorization'] = `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}`;
        if (hasBody) headers['content-type'] = 'application/json';
        const url = search ? `${path}?${search}` : path;
        const response = await t.app.inject({ method: route.method, url, headers, ...(hasBody ? { payload: JSON.stringify(input.body) ?? 'null' } : {}) });
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${route.method} ${url} body=${JSON.stringify(input.body)} → ${response.body.slice(0, 200)}`);
        return response.statusCode < 500;
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
