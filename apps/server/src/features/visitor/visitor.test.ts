import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { TEST_AUTH_SECRET, signTestToken } from '../../test/tokens.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: TEST_AUTH_SECRET });
  tenantA = await t.createTenant();
  tenantB = await t.createTenant();
});
afterAll(() => t.close());

const login = (code: string | null, payload: unknown = {}) => t.call(code, { method: 'POST', url: '/api/visitor/login/h5', payload: payload as object });
const like = (code: string, token: string | undefined, placeId = 1) =>
  t.call(code, { method: 'POST', url: '/api/placeLike', payload: { placeId, liked: true }, ...(token ? { token } : {}) });

describe('POST /api/visitor/login/h5', () => {
  it('gives a guest a token and a visitor in the envelope', async () => {
    const response = await login(tenantA.code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, message: 'ok', data: { visitor: { kind: 'guest', avatarUrl: null } } });
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.visitor.nickname).toMatch(/^游客\d+$/);
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('returns the same visitor for the same device id, and another one in another tenant', async () => {
    const first = (await login(tenantA.code, { deviceId: 'device-abcdef-1-0123456789abcdef' })).json().data.visitor;
    const again = (await login(tenantA.code, { deviceId: 'device-abcdef-1-0123456789abcdef' })).json().data.visitor;
    const elsewhere = (await login(tenantB.code, { deviceId: 'device-abcdef-1-0123456789abcdef' })).json().data.visitor;
    expect(again.id).toBe(first.id);
    expect(elsewhere.id).not.toBe(first.id);
  });

  it('rejects a malformed device id, naming the field', async () => {
    const response = await login(tenantA.code, { deviceId: 'bad id with spaces' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: null, code: 'BAD_REQUEST', field: 'body.deviceId' });
  });

  it('refuses a guessable device id: fewer than 128 bits of randomness', async () => {
    for (const deviceId of ['abcdefgh', 'a'.repeat(31), 'Ab_-'.repeat(5)]) {
      const response = await login(tenantA.code, { deviceId });
      expect(response.statusCode, deviceId).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body.deviceId' });
    }
    expect((await login(tenantA.code, { deviceId: 'a'.repeat(32) })).statusCode).toBe(200);
  });

  it('rejects unknown fields and a malformed JSON body with 400', async () => {
    expect((await login(tenantA.code, { isAdmin: true })).statusCode).toBe(400);
    const malformed = await t.call(tenantA.code, { method: 'POST', url: '/api/visitor/login/h5', payload: '{"deviceId":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Malformed JSON body' });
  });

  it('needs the tenant header: missing is 400, unknown is 404, each with a message', async () => {
    const missing = await login(null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'TENANT_UNKNOWN', field: 'headers.x-tenant-domain' });
    const unknown = await login('no-such-area');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('no-such-area');
    expect((await login('bad code!')).statusCode).toBe(400);
  });
});

describe('tokens on a route that needs a visitor', () => {
  it('accepts a fresh token', async () => {
    const token = await t.login(tenantA.code);
    const placeId = (await t.call(tenantA.code, { method: 'GET', url: '/api/h5/place?page=1&size=1' })).json().data.list[0].id as number;
    const response = await like(tenantA.code, token, placeId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, data: { placeId, liked: true } });
  });

  it('answers login-expired for a missing, expired, forged or other-tenant token', async () => {
    const visitorId = (await login(tenantA.code)).json().data.visitor.id as number;
    const expired = await signTestToken({ tenantId: tenantA.id, visitorId, expiresAt: new Date(Date.now() - 1000) });
    const forged = await signTestToken({ tenantId: tenantA.id, visitorId, expiresAt: new Date(Date.now() + 60_000) }, 'another-secret-of-sufficient-length-1234');
    const otherTenant = await t.login(tenantB.code);
    // Signed with our key but never expiring, or naming an id the 32-bit column cannot hold.
    const withoutExp = await signTestToken({ tenantId: tenantA.id, visitorId, expiresAt: null });
    const later = new Date(Date.now() + 60_000);
    const overflowing = await Promise.all(['2147483648', '99999999999999999999', '-1', '1e3'].map((sub) => signTestToken({ tenantId: tenantA.id, visitorId: sub, expiresAt: later })));
    const cases = [undefined, expired, forged, otherTenant, 'not-a-jwt', withoutExp, ...overflowing];
    for (const token of cases) {
      const response = await like(tenantA.code, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, data: null, code: 'LOGIN_EXPIRED' });
    }
    expect((await like(tenantA.code, expired)).json().message).toContain('expired');
  });

  it('ignores a stale token on a public route instead of locking the visitor out', async () => {
    const expired = await signTestToken({ tenantId: tenantA.id, visitorId: 1, expiresAt: new Date(Date.now() - 1000) });
    const response = await t.call(tenantA.code, { method: 'GET', url: '/api/config/h5', token: expired });
    expect(response.statusCode).toBe(200);
  });
});

describe('recovery code: a guest of another phone', () => {
  const code = 'feedc0de'.repeat(4);

  it('logs in the guest whose device id it is: the same visitor', async () => {
    const first = (await login(tenantA.code, { deviceId: code })).json().data;
    const recovered = await login(tenantA.code, { deviceId: code, recover: true });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().data.visitor).toEqual(first.visitor);
  });

  it('never makes a guest: an unknown code is 404 RECOVERY_CODE_UNKNOWN and the code stays free', async () => {
    const unknown = 'abad1dea'.repeat(4);
    const response = await login(tenantA.code, { deviceId: unknown, recover: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null, code: 'RECOVERY_CODE_UNKNOWN' });
    // Still unknown: the refused recovery stored nothing.
    expect((await login(tenantA.code, { deviceId: unknown, recover: true })).statusCode).toBe(404);
  });

  it("is the area's own: another area's guest code is unknown here", async () => {
    const elsewhere = 'c0ffee00'.repeat(4);
    expect((await login(tenantB.code, { deviceId: elsewhere })).statusCode).toBe(200);
    expect((await login(tenantA.code, { deviceId: elsewhere, recover: true })).json()).toMatchObject({ code: 'RECOVERY_CODE_UNKNOWN' });
  });

  it('needs the code, and recover must be true', async () => {
    expect((await login(tenantA.code, { recover: true })).json()).toMatchObject({ status: 400, field: 'body.deviceId' });
    expect((await login(tenantA.code, { deviceId: code, recover: 'yes' })).json()).toMatchObject({ status: 400, field: 'body.recover' });
  });
});
