import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@youlan/contract';
import { buildApp } from './app.ts';
import { registerRoute, registerVisitorRoute } from './platform/route.ts';
import { parseEnv } from './platform/env.ts';
import { createTestApp, openTestDatabase, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, data: null, code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/h5/place', '/api/h5/place/{id}', '/api/viewLog', '/api/aliyun/signURL', '/api/{type}/click']));
    expect(doc.paths['/api/h5/place'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'size']));
  });
});

describe('request ids', () => {
  it('are our own, never the id a client sends', async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'youlan-request-id-'));
    // As the harness builds it: no image worker (on PostgreSQL the job table is shared), and no load
    // shedding, which on a loaded CI machine answered this test's requests with a 503.
    const env = parseEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: '', CONSOLE_DIST: '', IMAGE_WORKERS: '0', RATE_LIMITS: 'off', MAX_EVENT_LOOP_DELAY_MS: '0' });
    const { app } = await buildApp({ env, database, logger: false });
    app.get('/request-id', async (request) => ({ id: request.id }));
    try {
      const ask = async () => {
        const response = await app.inject({ method: 'GET', url: '/request-id', headers: { 'x-request-id': 'forged-id' } });
        expect(response.statusCode).toBe(200);
        return response.json<{ id: string }>();
      };
      const first = await ask();
      const second = await ask();
      expect(first.id).not.toBe('forged-id');
      expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.id).not.toBe(first.id);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('auth modes', () => {
  it('a route that needs a visitor registers only with registerVisitorRoute, and the other way round', () => {
    const handler = async () => ({}) as never;
    expect(() => registerRoute(t.app, t.ctx, apiRoutes.createOpinion, handler)).toThrow(/registerVisitorRoute/);
    expect(() => registerVisitorRoute(t.app, t.ctx, apiRoutes.getConfigH5, handler)).toThrow(/registerRoute/);
  });
});

describe('docs/openapi.json', () => {
  it('is the document the server generates from the contract (run `npm run openapi` after a contract change)', async () => {
    const { readFileSync } = await import('node:fs');
    const committed = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as unknown;
    const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
    expect(served).toEqual(committed);
  });
});
