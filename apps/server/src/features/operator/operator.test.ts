import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_SESSION_COOKIE } from '@youlan/contract/console';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { consoleCall, consoleLoginCall, logInOperator, makeOperator, type ConsoleLogin, type TestOperator } from '../../test/console.ts';
import { auditLog, operator, operatorLoginAttempt, operatorSession } from '../../platform/console/console.table.ts';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES } from './operator.lockout.ts';

let t: TestApp;
let area: { code: string; id: number };
let other: { code: string; id: number };
let admin: TestOperator;
let adminLogin: ConsoleLogin;

beforeAll(async () => {
  t = await createTestApp();
  area = await t.createTenant();
  other = await t.createTenant();
  admin = await makeOperator(t, 'admin', area.id);
  adminLogin = await logInOperator(t, admin);
});
afterAll(() => t.close());

const operatorsUrl = (code = area.code) => `/api/console/areas/${code}/operators`;

describe('console log-in and sessions', () => {
  it('logs in with an httpOnly, SameSite=strict cookie scoped to the console API, and shows the session', async () => {
    const response = await consoleLoginCall(t, admin.email.toUpperCase(), admin.password);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/console' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.json().data).toMatchObject({ operator: { email: admin.email, isPlatformAdmin: false }, areas: [{ code: area.code, role: 'admin' }] });
    const session = await consoleCall(t, adminLogin, { method: 'GET', url: '/api/console/session' });
    expect(session.json().data.csrfToken).toBe(adminLogin.csrfToken);
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const account = await makeOperator(proxied, 'platform', null);
      const response = await proxied.app.inject({ method: 'POST', url: '/api/console/session', payload: { email: account.email, password: account.password }, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password and an unknown e-mail alike, and bad input with 400', async () => {
    expect((await consoleLoginCall(t, admin.email, 'wrong password', '10.0.0.1')).json()).toMatchObject({ status: 401, code: 'OPERATOR_LOGIN_REQUIRED' });
    expect((await consoleLoginCall(t, 'nobody@example.com', 'whatever pass', '10.0.0.1')).json()).toMatchObject({ status: 401, code: 'OPERATOR_LOGIN_REQUIRED' });
    expect((await consoleLoginCall(t, 'not an address', 'x', '10.0.0.1')).json()).toMatchObject({ status: 400, field: 'body.email' });
  });

  it('never lets a visitor token reach a console route, nor a console cookie a visitor route', async () => {
    const visitorToken = await t.login(area.code);
    const withToken = await t.app.inject({ method: 'GET', url: operatorsUrl(), headers: { authorization: `Bearer ${visitorToken}` } });
    expect(withToken.json()).toMatchObject({ status: 401, code: 'OPERATOR_LOGIN_REQUIRED' });
    // Positive control: the same visitor token works on the visitor API.
    expect((await t.call(area.code, { method: 'GET', url: '/api/h5/opinion', token: visitorToken })).statusCode).toBe(200);
    const withCookie = await t.app.inject({ method: 'GET', url: '/api/h5/opinion', headers: { 'x-tenant-domain': area.code }, cookies: { [CONSOLE_SESSION_COOKIE]: adminLogin.cookie } });
    expect(withCookie.json()).toMatchObject({ status: 401, code: 'LOGIN_EXPIRED' });
    // Nor does a console session id sent as a bearer token count.
    const asBearer = await t.call(area.code, { method: 'GET', url: '/api/h5/opinion', token: adminLogin.cookie });
    expect(asBearer.json()).toMatchObject({ status: 401, code: 'LOGIN_EXPIRED' });
  });

  it('refuses a change without the CSRF token, or with another session\'s, and changes nothing', async () => {
    const payload = { email: `csrf-${Date.now()}@example.com`, displayName: 'CSRF', role: 'viewer', password: 'long enough password' };
    const without = await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload, csrf: false });
    expect(without.json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    const otherSession = await logInOperator(t, admin);
    const wrong = await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload, csrf: false, headers: { 'x-csrf-token': otherSession.csrfToken } });
    expect(wrong.json()).toMatchObject({ status: 403, code: 'CSRF_REJECTED' });
    expect(await t.ctx.db.select().from(operator).where(eq(operator.email, payload.email))).toEqual([]);
    // A text/plain body (what a cross-site form can send without a preflight) is refused outright.
    const form = await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload: JSON.stringify(payload), headers: { 'content-type': 'text/plain' } });
    expect(form.statusCode).toBe(415);
    expect((await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload })).statusCode).toBe(200);
  });

  it('locks an account after repeated failures, with the time it ends, even for the right password', async () => {
    const victim = await makeOperator(t, 'viewer', area.id);
    const ip = '10.1.0.1';
    for (let i = 1; i < ACCOUNT_MAX_FAILURES; i++) expect((await consoleLoginCall(t, victim.email, `guess ${i}`, ip)).statusCode).toBe(401);
    const last = await consoleLoginCall(t, victim.email, 'last guess', ip);
    expect(last.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(last.json().message).toMatch(/this account: try again after \d{4}-\d\d-\d\dT/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(800);
    expect((await consoleLoginCall(t, victim.email, victim.password, '10.1.0.2')).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await consoleLoginCall(t, admin.email, admin.password, '10.1.0.3')).statusCode).toBe(200);
  });

  it('lets no more than the limit of concurrent guesses reach the password check', async () => {
    const victim = await makeOperator(t, 'viewer', area.id);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => consoleLoginCall(t, victim.email, `guess ${i}`, `10.3.0.${i + 1}`)));
    // Each attempt that reached the check is recorded; those refused by the lock are not.
    const checked = await t.ctx.db.select().from(operatorLoginAttempt).where(eq(operatorLoginAttempt.email, victim.email));
    expect(checked).toHaveLength(ACCOUNT_MAX_FAILURES);
    expect(guesses.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    expect(guesses.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(12 - ACCOUNT_MAX_FAILURES);
  });

  it('locks an address that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++) expect((await consoleLoginCall(t, `guess${i}@example.com`, 'guess pass', ip)).statusCode).toBe(401);
    expect((await consoleLoginCall(t, 'guess-last@example.com', 'guess pass', ip)).json().message).toMatch(/this network address/);
    expect((await consoleLoginCall(t, admin.email, admin.password, ip)).statusCode).toBe(429);
    expect((await consoleLoginCall(t, admin.email, admin.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('logs out this browser, and everywhere', async () => {
    const one = await logInOperator(t, admin);
    const two = await logInOperator(t, admin);
    expect((await consoleCall(t, one, { method: 'DELETE', url: '/api/console/session' })).json().data).toEqual({ ended: 1 });
    expect((await consoleCall(t, one, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(401);
    expect((await consoleCall(t, two, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(200);
    const everywhere = await consoleCall(t, two, { method: 'DELETE', url: '/api/console/sessions' });
    expect(everywhere.json().data.ended).toBeGreaterThanOrEqual(2);
    expect((await consoleCall(t, two, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(401);
    expect((await consoleCall(t, adminLogin, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(operatorSession).where(eq(operatorSession.operatorId, admin.id))).toEqual([]);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.operatorId, admin.id), eq(auditLog.action, 'session.logoutEverywhere')));
    expect(entry).toMatchObject({ tenantId: null, operatorEmail: admin.email });
    adminLogin = await logInOperator(t, admin);
  });

  it('changes the own password: the old one stops working, other sessions end', async () => {
    const account = await makeOperator(t, 'editor', area.id);
    const here = await logInOperator(t, account);
    const elsewhere = await logInOperator(t, account);
    const wrong = await consoleCall(t, here, { method: 'POST', url: '/api/console/password', payload: { currentPassword: 'not it', newPassword: 'a brand new password' } });
    expect(wrong.json()).toMatchObject({ status: 400, field: 'body.currentPassword' });
    const short = await consoleCall(t, here, { method: 'POST', url: '/api/console/password', payload: { currentPassword: account.password, newPassword: 'short' } });
    expect(short.json()).toMatchObject({ status: 400, field: 'body.newPassword' });
    expect((await consoleCall(t, here, { method: 'POST', url: '/api/console/password', payload: { currentPassword: account.password, newPassword: 'a brand new password' } })).statusCode).toBe(200);
    expect((await consoleCall(t, here, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(200);
    expect((await consoleCall(t, elsewhere, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(401);
    expect((await consoleLoginCall(t, account.email, account.password, '10.3.0.1')).statusCode).toBe(401);
    expect((await consoleLoginCall(t, account.email, 'a brand new password', '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('operator accounts by role', () => {
  it.each([
    ['viewer', 403],
    ['editor', 403],
    ['admin', 200],
  ] as const)('a %s of the area gets %i on the account list', async (role, status) => {
    const login = await logInOperator(t, await makeOperator(t, role, area.id));
    expect((await consoleCall(t, login, { method: 'GET', url: operatorsUrl() })).statusCode).toBe(status);
  });

  it('creates, changes and disables accounts with audit entries holding before and after', async () => {
    const email = `new-${Date.now()}@example.com`;
    const created = await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload: { email, displayName: '小李', role: 'viewer', password: 'first password 1' } });
    expect(created.json().data).toMatchObject({ email, role: 'viewer', disabled: false });
    expect(created.body).not.toContain('argon2');
    const id = created.json().data.id as number;
    const newcomer = await logInOperator(t, { id, email, password: 'first password 1' });
    const promoted = await consoleCall(t, adminLogin, { method: 'PATCH', url: `${operatorsUrl()}/${id}`, payload: { role: 'editor' } });
    expect(promoted.json().data.role).toBe('editor');
    expect((await consoleCall(t, adminLogin, { method: 'PATCH', url: `${operatorsUrl()}/${id}`, payload: { disabled: true } })).json().data.disabled).toBe(true);
    // Disabling ends the account's sessions and refuses new log-ins.
    expect((await consoleCall(t, newcomer, { method: 'GET', url: '/api/console/session' })).statusCode).toBe(401);
    expect((await consoleLoginCall(t, email, 'first password 1', '10.4.0.1')).json()).toMatchObject({ status: 403 });

    const audit = await consoleCall(t, adminLogin, { method: 'GET', url: `/api/console/areas/${area.code}/audit?size=5` });
    const entries = audit.json().data.items as { action: string; targetId: string; before: unknown; after: unknown; operatorEmail: string }[];
    const mine = entries.filter((entry) => entry.targetId === String(id));
    expect(mine.map((entry) => entry.action)).toEqual(['operator.update', 'operator.update', 'operator.create']);
    expect(mine[1]).toMatchObject({ operatorEmail: admin.email, before: { role: 'viewer' }, after: { role: 'editor' } });
    expect(mine[2]).toMatchObject({ before: null, after: { email, role: 'viewer' } });
    expect(JSON.stringify(mine)).not.toContain('argon2');
  });

  it('refuses a taken e-mail (409), bad input (400) and self-demotion, and stores nothing', async () => {
    const before = await t.ctx.db.select().from(operator).where(eq(operator.tenantId, area.id)).orderBy(asc(operator.id));
    const auditBefore = await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, area.id));
    expect((await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload: { email: admin.email, displayName: 'x', role: 'viewer', password: 'long enough password' } })).json()).toMatchObject({ status: 409, code: 'CONFLICT' });
    for (const [payload, field] of [
      [{ email: 'a@b.co', displayName: 'x', role: 'owner', password: 'long enough password' }, 'body.role'],
      [{ email: 'a@b.co', displayName: 'x', role: 'viewer', password: 'short' }, 'body.password'],
      [{ email: 'a@b.co', displayName: '', role: 'viewer', password: 'long enough password' }, 'body.displayName'],
      [{ email: 'a@b.co', displayName: 'x', role: 'viewer', password: 'long enough password', tenantId: other.id }, 'body'],
    ] as const) {
      expect((await consoleCall(t, adminLogin, { method: 'POST', url: operatorsUrl(), payload })).json()).toMatchObject({ status: 400, field });
    }
    expect((await consoleCall(t, adminLogin, { method: 'PATCH', url: `${operatorsUrl()}/${admin.id}`, payload: { role: 'viewer' } })).json()).toMatchObject({ status: 400, field: 'body.role' });
    expect((await consoleCall(t, adminLogin, { method: 'PATCH', url: `${operatorsUrl()}/${admin.id}`, payload: {} })).json()).toMatchObject({ status: 400 });
    expect(await t.ctx.db.select().from(operator).where(eq(operator.tenantId, area.id)).orderBy(asc(operator.id))).toEqual(before);
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, area.id))).toEqual(auditBefore);
  });

  it("keeps areas apart: another area's accounts are not reachable, by path or by id", async () => {
    const otherAdmin = await makeOperator(t, 'admin', other.id);
    expect((await consoleCall(t, adminLogin, { method: 'GET', url: operatorsUrl(other.code) })).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const viaOwnArea = await consoleCall(t, adminLogin, { method: 'PATCH', url: `${operatorsUrl()}/${otherAdmin.id}`, payload: { displayName: 'taken over' } });
    expect(viaOwnArea.json()).toMatchObject({ status: 404 });
    const [untouched] = await t.ctx.db.select().from(operator).where(eq(operator.id, otherAdmin.id));
    expect(untouched?.displayName).toBe('admin tester');
    // Positive control: the other area's own admin sees the account.
    const otherLogin = await logInOperator(t, otherAdmin);
    const list = (await consoleCall(t, otherLogin, { method: 'GET', url: operatorsUrl(other.code) })).json().data as { id: number }[];
    expect(list.map((row) => row.id)).toContain(otherAdmin.id);
    expect((await consoleCall(t, adminLogin, { method: 'GET', url: operatorsUrl() })).json().data.map((row: { id: number }) => row.id)).not.toContain(otherAdmin.id);
    expect((await consoleCall(t, adminLogin, { method: 'GET', url: operatorsUrl('no-such-area') })).statusCode).toBe(404);
  });

  it('lets the platform administrator into every area as an admin', async () => {
    const platform = await logInOperator(t, await makeOperator(t, 'platform', null));
    const session = (await consoleCall(t, platform, { method: 'GET', url: '/api/console/session' })).json().data;
    expect(session.operator.isPlatformAdmin).toBe(true);
    expect(session.areas.map((a: { code: string }) => a.code)).toEqual(expect.arrayContaining([area.code, other.code]));
    expect((await consoleCall(t, platform, { method: 'GET', url: operatorsUrl(other.code) })).statusCode).toBe(200);
  });
});
