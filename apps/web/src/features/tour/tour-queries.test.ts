import { describe, expect, it } from 'vitest';
import { nextStop } from './tour-queries.ts';

describe('nextStop', () => {
  it('is the first stop in order not heard yet, null when all are', () => {
    const stops = [{ placeId: 4 }, { placeId: 2 }, { placeId: 7 }];
    expect(nextStop(stops, [])).toEqual({ placeId: 4 });
    expect(nextStop(stops, [4, 7])).toEqual({ placeId: 2 });
    expect(nextStop(stops, [2, 4, 7])).toBeNull();
  });
});
