/**
 * Bad input never makes a 500, on the console too: every console route gets requests generated
 * from its own schemas (query, path, body), half from hostile values (NUL, lone surrogates, 2³¹,
 * wrong types, malformed UTF-8 in the URL, junk parameters), half valid but for a poisoned field
 * now and then; sent as no one, a viewer, an editor and an admin of the area, the platform
 * administrator and another area's editor, with the right CSRF token or a wrong one; uploads get
 * random bytes of their own content types. Any 5xx fails the route, listing the requests that
 * caused it. 200 requests per route on PGlite, 50 on PostgreSQL (fresh seeds each run; only the
 * driver differs there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONSOLE_SESSION_COOKIE, CSRF_HEADER, consoleRoutes, type ConsoleRoute } from '@youlan/contract/console';
import { anyValue, arbitraryOf, fuzzedUrl, hostileStrings, nearlyValidOf, schemaOf, type JsonSchema } from '../../test/fuzz.ts';
import { makeOperator, type ConsoleLogin, type TestArea } from '../../test/console.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createSession, resolveSession } from './session.ts';

/** The address the fuzz's requests come from (a documentation range, RFC 5737). */
const FUZZ_ADDRESS = '203.0.113.250';

const RUNS_PER_ROUTE = process.env.TEST_DB === 'pg' ? 50 : 200;

const ROLES = ['viewer', 'editor', 'admin', 'platform', 'otherEditor'] as const;
type Role = (typeof ROLES)[number];

/** Routes whose success can end a test session (log-out, a password change, an account disabled or reset). */
const SESSION_ENDING = new Set<ConsoleRoute>([consoleRoutes.consoleLogout, consoleRoutes.consoleLogoutEverywhere, consoleRoutes.changeConsolePassword, consoleRoutes.updateOperator]);

let t: TestApp;
let area: TestArea;
let other: TestArea;
const operatorIds = new Map<Role, number>();
const logins = new Map<Role, ConsoleLogin>();

/** A session made directly (no password check: a log-out route ends one on most of its runs). */
async function sessionOf(operatorId: number): Promise<ConsoleLogin> {
  const { cookieValue, session } = await createSession(t.ctx.db, operatorId, { ip: '127.0.0.1', userAgent: undefined });
  return { cookie: cookieValue, csrfToken: session.csrfToken };
}

async function makeRole(role: Role): Promise<number> {
  const made = role === 'platform' ? await makeOperator(t, 'platform', null) : role === 'otherEditor' ? await makeOperator(t, 'editor', other.id) : await makeOperator(t, role, area.id);
  return made.id;
}

/** Gives every role whose session a request ended a new one (and a new account when its own was disabled). */
async function reviveSessions(): Promise<void> {
  for (const role of ROLES) {
    const login = logins.get(role);
    if (login && (await resolveSession(t.ctx.db, login.cookie))) continue;
    let operatorId = operatorIds.get(role) ?? (await makeRole(role));
    let fresh = await sessionOf(operatorId);
    if (!(await resolveSession(t.ctx.db, fresh.cookie))) {
      operatorId = await makeRole(role);
      fresh = await sessionOf(operatorId);
    }
    operatorIds.set(role, operatorId);
    logins.set(role, fresh);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  await reviveSessions();
});
afterAll(async () => {
  await t.close();
});

/** Area codes: mostly the area the operators work in, sometimes another or a hostile one. */
function areaCodes(generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: fc.constant(area.code) }, { weight: 1, arbitrary: fc.constant(other.code) }, { weight: 1, arbitrary: generated });
}

describe('hostile input on every console route', () => {
  const routes = Object.entries(consoleRoutes) as [string, ConsoleRoute][];
  it.each(routes)('%s answers every generated request below 500', async (_name, route) => {
    const query = schemaOf(route.query);
    const params = schemaOf(route.params);
    const body = schemaOf(route.body);
    const generated = (schema: JsonSchema) => fc.oneof(arbitraryOf(schema), nearlyValidOf(schema));
    const generatedParams = params ? generated(params) : fc.constant(undefined);
    const rawTypes = route.rawBody ?? [];
    const request = fc.record({
      query: query ? generated(query) : fc.constant(undefined),
      params: params?.properties?.['area']
        ? fc.tuple(generatedParams, areaCodes(generated(params.properties['area']))).map(([values, code]) => ({ ...(values && typeof values === 'object' ? values : {}), area: code }))
        : generatedParams,
      body: body ? generated(body) : fc.option(anyValue, { freq: 5 }),
      // An upload's bytes (random, or a truncated known header) in one of its own types.
      raw: rawTypes.length ? fc.option(fc.tuple(fc.constantFrom(...rawTypes), fc.uint8Array({ maxLength: 2048 })), { freq: 5 }) : fc.constant(null),
      junk: fc.option(fc.tuple(hostileStrings, hostileStrings), { freq: 3 }),
      role: fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 8, arbitrary: fc.constantFrom(...ROLES) }),
      csrf: fc.oneof({ weight: 8, arbitrary: fc.constant<'right' | 'wrong' | 'none'>('right') }, { weight: 1, arbitrary: fc.constantFrom<'wrong' | 'none'>('wrong', 'none') }),
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const url = fuzzedUrl(route.path, input);
        const login = input.role ? logins.get(input.role) : undefined;
        const headers: Record<string, string> = {};
        if (login && input.csrf !== 'none') headers[CSRF_HEADER] = input.csrf === 'right' ? login.csrfToken : 'x'.repeat(login.csrfToken.length);
        let payload: string | Buffer | undefined;
        if (route.method !== 'GET' && input.raw) {
          headers['content-type'] = input.raw[0];
          payload = Buffer.from(input.raw[1]);
        } else if (route.method !== 'GET' && input.body !== undefined) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(input.body) ?? 'null';
        }
        const response = await t.app.inject({
          method: route.method,
          url,
          // Its failed log-ins lock out an address of its own: on PostgreSQL the other files' log-ins
          // from inject's 127.0.0.1 are counted in the same table.
          remoteAddress: FUZZ_ADDRESS,
          headers,
          cookies: login ? { [CONSOLE_SESSION_COOKIE]: login.cookie } : {},
          ...(payload === undefined ? {} : { payload }),
        });
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${route.method} ${url} as ${input.role ?? 'no one'} body=${typeof payload === 'string' ? payload.slice(0, 300) : `${payload?.length ?? 0} bytes`} → ${response.body.slice(0, 300)}`);
        if (SESSION_ENDING.has(route) && response.statusCode < 300) await reviveSessions();
      }),
      // Every run, not the first failure shrunk: the list names each kind of 500 at once.
      { numRuns: RUNS_PER_ROUTE },
    );
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
