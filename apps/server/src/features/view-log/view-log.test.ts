import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewLog } from '../../entities/view-log/view-log.table.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let tenant: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
});
afterAll(() => t.close());

const visit = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  visitTime: new Date().toISOString(),
  entryPage: '/home/draw-map',
  lastPage: '/home/draw-map',
  viewTime: '00:00:05',
  ...overrides,
});
const rowsOf = (id: string) => t.ctx.db.select().from(viewLog).where(and(eq(viewLog.tenantId, tenant.id), eq(viewLog.id, id)));

describe('POST /api/viewLog', () => {
  it('stores a JSON page view with the visitor from the token', async () => {
    const token = await t.login(tenant.code);
    const body = visit();
    const response = await t.call(tenant.code, { method: 'POST', url: '/api/viewLog', token, payload: body });
    expect(response.json()).toEqual({ status: 200, message: 'ok', data: { id: body.id } });
    const [row] = await rowsOf(body.id);
    expect(row).toMatchObject({ entryPage: '/home/draw-map', viewTime: '00:00:05', viewSeconds: 5, sendCount: 1 });
    expect(row?.visitorId).toEqual(expect.any(Number));
  });

  it('accepts a sendBeacon text/plain body carrying the tenant and token', async () => {
    const token = await t.login(tenant.code);
    const body = visit({ tenant: tenant.code, token, lastPage: '/about-us' });
    const response = await t.app.inject({ method: 'POST', url: '/api/viewLog', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(body) });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(body.id);
    expect(row).toMatchObject({ lastPage: '/about-us' });
    expect(row?.visitorId).toEqual(expect.any(Number));
  });

  it('updates one row per visit, keeping the latest state even when sends arrive out of order', async () => {
    const body = visit();
    await t.call(tenant.code, { method: 'POST', url: '/api/viewLog', payload: { ...body, lastPage: '/search/index', viewTime: '00:10:00' } });
    await t.call(tenant.code, { method: 'POST', url: '/api/viewLog', payload: { ...body, lastPage: '/home/draw-map', viewTime: '00:02:00' } });
    const rows = await rowsOf(body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lastPage: '/search/index', viewTime: '00:10:00', sendCount: 2 });
  });

  it('refuses bad bodies with 400 naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ viewTime: '24:00:00' }, 'body.viewTime'],
      [{ viewTime: '1:2:3' }, 'body.viewTime'],
      [{ id: 'not-a-uuid' }, 'body.id'],
      [{ visitTime: 'yesterday' }, 'body.visitTime'],
      [{ entryPage: '' }, 'body.entryPage'],
    ];
    for (const [change, field] of cases) {
      const body = visit(change);
      const response = await t.call(tenant.code, { method: 'POST', url: '/api/viewLog', payload: body });
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST', field });
    }
    const beacon = await t.app.inject({ method: 'POST', url: '/api/viewLog', headers: { 'content-type': 'text/plain' }, payload: '{not json' });
    expect(beacon.json()).toMatchObject({ status: 400, message: 'Malformed JSON body' });
  });

  it('needs a tenant from the header or the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/viewLog', payload: visit() });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TENANT_UNKNOWN');
  });

  it('does not take text/plain on routes that are not beacons', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/visitor/login/h5', headers: { 'content-type': 'text/plain', 'x-tenant-domain': tenant.code }, payload: '{}' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await t.call(tenant.code, { method: 'POST', url: '/api/viewLog', payload: visit({ lastPage: 'x'.repeat(70_000) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
