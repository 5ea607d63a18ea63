import { describe, expect, it } from 'vitest';
import { idParam } from './id-param.ts';

describe('idParam', () => {
  it('takes only positive 32-bit ids from the address', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeNull();
    expect(idParam('-3')).toBeNull();
    expect(idParam('1e3')).toBeNull();
    expect(idParam('2147483648')).toBeNull();
    expect(idParam(null)).toBeNull();
  });
});
