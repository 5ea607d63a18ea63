import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../packages/contract/src/routes.ts';
import { endpoints } from '../packages/contract/src/endpoints.ts';
import { renderEndpoints } from './endpoints.ts';

describe('packages/contract/src/endpoints.ts', () => {
  it('is what scripts/endpoints.ts makes of the route list (run `npm run endpoints` after a contract change)', () => {
    expect(readFileSync(new URL('../packages/contract/src/endpoints.ts', import.meta.url), 'utf8')).toBe(renderEndpoints());
  });

  it('names every route with its method and path', () => {
    expect(Object.keys(endpoints)).toEqual(Object.keys(apiRoutes));
    for (const [name, route] of Object.entries(apiRoutes)) {
      expect(endpoints[name as keyof typeof endpoints]).toMatchObject({ method: route.method, path: route.path });
    }
  });
});
