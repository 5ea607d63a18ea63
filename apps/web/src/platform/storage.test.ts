import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_ANSWER_CACHE } from './offline-caches.ts';
import { removeToken } from './storage.ts';

afterEach(() => vi.unstubAllGlobals());

describe('removeToken', () => {
  it("forgets the answers kept for offline use, which are the visitor's own", () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    removeToken();
    expect(deleted).toEqual([LAST_ANSWER_CACHE]);
  });

  it('works where the browser has no Cache Storage', () => {
    expect(() => removeToken()).not.toThrow();
  });
});
