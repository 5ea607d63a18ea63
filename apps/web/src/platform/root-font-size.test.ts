import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font-size.ts';

describe('rootFontSize', () => {
  it('is 32 px at exactly 750 wide (750 / 23.4375)', () => {
    expect(rootFontSize(750)).toBe(32);
  });
  it('is fixed at 32 px above 750 wide', () => {
    expect(rootFontSize(751)).toBe(32);
    expect(rootFontSize(1920)).toBe(32);
  });
  it('scales with the width below 750', () => {
    expect(rootFontSize(375)).toBe(16);
    expect(rootFontSize(414)).toBeCloseTo(17.664, 3);
  });
  it('never goes below 8 px on tiny widths', () => {
    expect(rootFontSize(187.5)).toBe(8);
    expect(rootFontSize(100)).toBe(8);
    expect(rootFontSize(0)).toBe(8);
  });
  it('grows by a quarter in the large-text mode', () => {
    expect(rootFontSize(375, true)).toBe(20);
    expect(rootFontSize(1920, true)).toBe(40);
  });
});
