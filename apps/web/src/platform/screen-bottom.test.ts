import { describe, expect, it } from 'vitest';
import { screenBottomCovered, setScreenBottomCovered } from './screen-bottom.ts';

describe('setScreenBottomCovered', () => {
  it('keeps the share of the viewport with the pixels, measured together', () => {
    setScreenBottomCovered(300.4, 750);
    expect(screenBottomCovered()).toEqual({ px: 300, share: 0.4 });
  });

  it('takes a new share when the viewport changes under the same panel (a rotated phone)', () => {
    setScreenBottomCovered(300, 750);
    setScreenBottomCovered(300, 375);
    expect(screenBottomCovered()).toEqual({ px: 300, share: 0.8 });
  });

  it('keeps the same snapshot for the same measure, and nothing covered as nothing', () => {
    setScreenBottomCovered(120, 600);
    const first = screenBottomCovered();
    setScreenBottomCovered(120.2, 600);
    expect(screenBottomCovered()).toBe(first);
    setScreenBottomCovered(0, 600);
    expect(screenBottomCovered()).toEqual({ px: 0, share: 0 });
  });
});
