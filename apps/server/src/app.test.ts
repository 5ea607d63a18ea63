import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

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

describe('docs/openapi.json', () => {
  it('is the document the server generates from the contract (run `npm run openapi` after a contract change)', async () => {
    const { readFileSync } = await import('node:fs');
    const committed = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as unknown;
    const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
    expect(served).toEqual(committed);
  });
});
