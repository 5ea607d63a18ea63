import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const webDist = mkdtempSync(join(tmpdir(), 'youlan-web-'));
const consoleDist = mkdtempSync(join(tmpdir(), 'youlan-console-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body>visitor app</body></html>');
  mkdirSync(join(consoleDist, 'assets'));
  writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><html><head></head><body>operator console</body></html>');
  writeFileSync(join(consoleDist, 'assets', 'index-c0ffee.js'), 'console.log(2)');
  t = await createTestApp({ WEB_DIST: webDist, CONSOLE_DIST: consoleDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

describe('serving the console', () => {
  it('answers /console and its deep links with the console page, never framed nor cached', async () => {
    for (const url of ['/console/', '/console/login', '/console/demo/opinions?status=open']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('operator console');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/console' })).headers.location).toBe('/console/');
  });

  it("keeps the visitor app's pages and the console apart", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/home' })).body).toContain('visitor app');
    const asset = await t.app.inject({ method: 'GET', url: '/console/assets/index-c0ffee.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/console/assets/gone.js' })).statusCode).toBe(404);
  });
});
