import { describe, expect, it, vi } from 'vitest';
import { flattenAppRoutes } from '@youlan/contract/runtime';

describe('the page switches', () => {
  it('name every page of the route table (a new route without a name shows as a bare path)', async () => {
    // The console's i18n reads the operator's language from the browser's storage as it loads.
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
    const { isPageName } = await import('./permission.messages.ts');
    const unnamed = flattenAppRoutes()
      .map((route) => route.spec.titleKey.replace(/^route\./, ''))
      .filter((name) => !isPageName(name));
    expect(unnamed).toEqual([]);
  });
});
