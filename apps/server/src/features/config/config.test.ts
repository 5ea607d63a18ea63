import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { describeIp } from './config.service.ts';

let t: TestApp;
let tenantA: { code: string; id: number };
let tenantB: { code: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  tenantA = await t.createTenant((area) => {
    area.config.title = 'Area A';
    area.config.aboutUsHtml = '<p>About A</p><script>alert(1)</script><img src="x" onerror="alert(2)">';
    area.closedRoutes = ['/boost'];
  });
  tenantB = await t.createTenant((area) => {
    area.config.title = 'Area B';
  });
});
afterAll(() => t.close());

describe('GET /api/config/h5', () => {
  it("returns each tenant's own configuration", async () => {
    const a = (await t.call(tenantA.code, { method: 'GET', url: '/api/config/h5' })).json();
    const b = (await t.call(tenantB.code, { method: 'GET', url: '/api/config/h5' })).json();
    expect(a).toMatchObject({ status: 200, data: { title: { text: 'Area A', lang: 'zh-CN' }, coordinateSystem: 'gcj02' } });
    expect(b.data.title.text).toBe('Area B');
  });

  it('answers a revalidation with 304 by ETag; a made-up query parameter is the same answer, another area is not', async () => {
    const first = await t.call(tenantA.code, { method: 'GET', url: '/api/config/h5' });
    const etag = first.headers['etag'] as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.call(tenantA.code, { method: 'GET', url: '/api/config/h5?junk=1', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await t.call(tenantB.code, { method: 'GET', url: '/api/config/h5', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.title.text).toBe('Area B');
  });

  it('serves operator HTML sanitized: no scripts, no event handlers', async () => {
    const { data } = (await t.call(tenantA.code, { method: 'GET', url: '/api/config/h5' })).json();
    expect(data.aboutUsHtml.text).toContain('<p>About A</p>');
    expect(data.aboutUsHtml.text).not.toContain('script');
    expect(data.aboutUsHtml.text).not.toContain('onerror');
  });
});

describe('GET /api/getH5Permission', () => {
  it('returns the route tree with status flags per tenant', async () => {
    const a = (await t.call(tenantA.code, { method: 'GET', url: '/api/getH5Permission' })).json().data as { path: string; status: number; children: { path: string }[] }[];
    const boost = a.find((r) => r.path === '/boost');
    expect(boost?.status).toBe(0);
    expect(boost?.children.map((c) => c.path)).toContain('/boost/photos');
    const home = a.find((r) => r.path === '/home');
    expect(home?.children.map((c) => c.path)).toEqual(['/home/draw-map', '/home/user-center']);
    const b = (await t.call(tenantB.code, { method: 'GET', url: '/api/getH5Permission' })).json().data as { path: string; status: number }[];
    expect(b.find((r) => r.path === '/boost')?.status).toBe(1);
  });
});

describe('GET /api/getIp', () => {
  it('returns the caller address', async () => {
    const response = await t.call(tenantA.code, { method: 'GET', url: '/api/getIp', remoteAddress: '203.0.113.9' });
    expect(response.json()).toMatchObject({ status: 200, data: { ip: '203.0.113.9', family: 'IPv4', isPrivate: false } });
  });

  it('unwraps IPv4-mapped addresses and knows private ranges', () => {
    expect(describeIp('::ffff:192.168.1.5')).toEqual({ ip: '192.168.1.5', family: 'IPv4', isPrivate: true });
    expect(describeIp('172.20.0.1').isPrivate).toBe(true);
    expect(describeIp('172.32.0.1').isPrivate).toBe(false);
    expect(describeIp('2001:db8::1')).toEqual({ ip: '2001:db8::1', family: 'IPv6', isPrivate: false });
    expect(describeIp('::1').isPrivate).toBe(true);
  });
});
