/**
 * Authentication before validation, over the contract's whole route table: a request to a route
 * that needs a login, without one (or with a forged one), is answered 401 whatever it sent — a
 * body of the wrong shape, path parameters and a query that do not parse — so the ladder reads
 * 401 → 400 → 403 → 200 and nobody learns a route's input rules without logging in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, HELP_SHOOT_EVENTS_PATH, TENANT_HEADER, apiRoutes, type ApiRoute } from '@youlan/contract';
import { CONSOLE_SESSION_COOKIE, consoleRoutes, type ConsoleRoute } from '@youlan/contract/console';
import { createTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
let tenant: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
});
afterAll(() => t.close());

/** The route's URL with every path parameter and the query unparseable (no id, page or size is "x"). */
const badUrl = (path: string) => `${path.replace(/:[A-Za-z]+/g, 'x')}?page=x&size=x&id=x`;
/** A JSON body no route's schema accepts (each wants an object). */
const BAD_BODY = { headers: { 'content-type': 'application/json' }, payload: '[0]' };

const visitorRoutes = (Object.entries(apiRoutes) as [string, ApiRoute][]).filter(([, route]) => route.auth === 'required');
const operatorRoutes = (Object.entries(consoleRoutes) as [string, ConsoleRoute][]).filter(([, route]) => route.access !== 'public');

describe('visitor routes that need a login', () => {
  it('are some', () => expect(visitorRoutes.length).toBeGreaterThan(10));

  it.each(visitorRoutes)('%s: 401 login-expired without a token, and with a forged one, whatever the input', async (_name, route) => {
    for (const authorization of [undefined, 'Bearer not-a-jwt']) {
      const response = await t.app.inject({
        method: route.method,
        url: badUrl(route.path),
        ...(route.method === 'GET' ? {} : BAD_BODY),
        headers: { [TENANT_HEADER]: tenant.code, ...(authorization ? { authorization } : {}), ...(route.method === 'GET' ? {} : BAD_BODY.headers) },
      });
      expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ status: 401, code: ErrorCode.LOGIN_EXPIRED });
    }
  });

  it("help-shoot's event stream (outside the route table): 401 without a token, whatever its query", async () => {
    const response = await t.app.inject({ method: 'GET', url: `${HELP_SHOOT_EVENTS_PATH}?id=x&lastEventId=-1`, headers: { [TENANT_HEADER]: tenant.code } });
    expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ status: 401, code: ErrorCode.LOGIN_EXPIRED });
  });
});

describe('console routes that need a login', () => {
  it('are some', () => expect(operatorRoutes.length).toBeGreaterThan(10));

  it.each(operatorRoutes)('%s: 401 without a session, and with a made-up one, whatever the input', async (_name, route) => {
    for (const cookie of [undefined, `${CONSOLE_SESSION_COOKIE}=made-up`]) {
      const response = await t.app.inject({
        method: route.method,
        url: badUrl(route.path),
        ...(route.method === 'GET' ? {} : BAD_BODY),
        headers: { ...(cookie ? { cookie } : {}), ...(route.method === 'GET' ? {} : BAD_BODY.headers) },
      });
      expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ status: 401, code: ErrorCode.OPERATOR_LOGIN_REQUIRED });
    }
  });
});
