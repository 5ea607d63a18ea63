import { describe, expect, it } from 'vitest';
import { coverCrop, postcardLayout, POSTCARD_WIDTH } from './postcard-layout.ts';

const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('postcardLayout', () => {
  it('puts a 4:5 picture on paper with the caption below and the inset inside the picture', () => {
    const layout = postcardLayout();
    expect(layout.width).toBe(POSTCARD_WIDTH);
    expect(layout.picture.width / layout.picture.height).toBeCloseTo(0.8, 2);
    expect(layout.caption.y).toBe(layout.picture.y + layout.picture.height);
    expect(layout.caption.y + layout.caption.height).toBe(layout.height);
    expect(inside(layout.inset, layout.picture)).toBe(true);
  });
});

describe('coverCrop', () => {
  it('crops the sides of a wide source and the top and bottom of a tall one, centred', () => {
    expect(coverCrop(2000, 1000, { width: 100, height: 100 })).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
    expect(coverCrop(375, 1000, { width: 4, height: 5 })).toEqual({ x: 0, y: (1000 - 468.75) / 2, width: 375, height: 468.75 });
  });

  it('keeps the target shape for any source size', () => {
    for (const [width, height] of [[1, 1], [375, 667], [1080, 1920], [3, 1000], [4096, 2048]] as const) {
      const crop = coverCrop(width, height, { width: 4, height: 5 });
      expect(crop.width / crop.height).toBeCloseTo(0.8, 9);
      expect(crop.width).toBeLessThanOrEqual(width + 1e-9);
      expect(crop.height).toBeLessThanOrEqual(height + 1e-9);
    }
  });
});
