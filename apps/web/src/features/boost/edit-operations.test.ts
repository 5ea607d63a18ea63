import { describe, expect, it } from 'vitest';
import { centredCrop, editOperations, NO_EDIT, previewFilter } from './edit-operations.ts';

describe('edit operations', () => {
  it('adds nothing for the untouched panel', () => {
    expect(editOperations(NO_EDIT, { width: 4000, height: 3000 }, 'zh-CN')).toEqual([]);
  });

  it('crops the centre of the picture to the ratio', () => {
    expect(centredCrop(4000, 3000, 1)).toEqual({ x: 500, y: 0, width: 3000, height: 3000 });
    expect(centredCrop(3000, 4000, 16 / 9)).toEqual({ x: 0, y: 1156, width: 3000, height: 1687 });
  });

  it('crops after the rotation, on the turned picture', () => {
    const operations = editOperations({ ...NO_EDIT, quarterTurns: 1, aspect: '4:5' }, { width: 4000, height: 3000 }, 'zh-CN');
    expect(operations).toEqual([
      { type: 'rotate', degrees: 90 },
      { type: 'crop', x: 0, y: 125, width: 3000, height: 3750 },
    ]);
  });

  it('orders every chosen edit the way the server applies them', () => {
    const operations = editOperations({ quarterTurns: 6, aspect: 'original', brightness: 20, contrast: 0, saturation: -10, filter: 'warm', frame: true }, { width: 10, height: 10 }, 'en');
    expect(operations).toEqual([
      { type: 'rotate', degrees: 180 },
      { type: 'adjust', brightness: 20, contrast: 0, saturation: -10 },
      { type: 'filter', preset: 'warm' },
      { type: 'frame', style: 'white', language: 'en' },
    ]);
  });

  it('previews the adjustments with a CSS filter', () => {
    expect(previewFilter(NO_EDIT)).toBe('none');
    expect(previewFilter({ brightness: 50, contrast: 0, saturation: -100, filter: 'mono' })).toBe('brightness(1.25) saturate(0) grayscale(1) contrast(1.08)');
  });
});
