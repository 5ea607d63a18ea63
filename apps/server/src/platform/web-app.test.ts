import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'youlan-dist-'));
let t: TestApp;
let tenant: { code: string };
// Unique: on PostgreSQL the test files share one database.
const domain = `park-${randomUUID().slice(0, 8)}.example.com`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist, DEFAULT_TENANT: 'fallback-area' });
  tenant = await t.createTenant((area) => {
    area.tenant.domains = [domain];
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it("writes the tenant of the Host's domain into index.html, else the default, never cached", async () => {
    const own = await t.app.inject({ method: 'GET', url: '/', headers: { host: domain } });
    expect(own.body).toContain(`<meta name="youlan-tenant" content="${tenant.code}">`);
    expect(own.headers['cache-control']).toBe('no-cache');
    const other = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'elsewhere.example.com' } });
    expect(other.body).toContain('<meta name="youlan-tenant" content="fallback-area">');
  });

  it("answers a screen's path with index.html, so deep links and reloads work", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home/draw-map/notice/info/3?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for good and answers a missing asset or API path with a 404, not the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
