import { describe, expect, it } from 'vitest';
import { checkBudget, OFFLINE_BUDGET_BYTES, tourMediaKeys } from './tour-download.ts';

const MB = 1_000_000;

describe('tourMediaKeys', () => {
  const tour = { coverKey: 'cover.jpg', stops: [{ placeId: 1, imageKey: 'a.jpg' }, { placeId: 2, imageKey: null }] } as Parameters<typeof tourMediaKeys>[0];
  const places = [
    { id: 1, imageKey: 'a.jpg', audioKey: 'a.en.mp3' },
    { id: 2, imageKey: 'b.jpg', audioKey: null },
    { id: 3, imageKey: 'c.jpg', audioKey: 'c.mp3' },
  ];
  const map = { imageKey: 'map.png', skins: { timePeriod: { '36': 'night.png' }, weather: { '1': 'rain.png', '2': 'map.png' } } } as Parameters<typeof tourMediaKeys>[2];

  it('takes the cover, the stops’ pictures and guides (not other places’) and the map with its skins, once each', () => {
    expect(tourMediaKeys(tour, places, map).sort()).toEqual(['a.en.mp3', 'a.jpg', 'b.jpg', 'cover.jpg', 'map.png', 'night.png', 'rain.png']);
  });

  it('does without a map, a cover and a stop the place list no longer has', () => {
    expect(tourMediaKeys({ coverKey: null, stops: [{ placeId: 9, imageKey: null }] } as Parameters<typeof tourMediaKeys>[0], places, null)).toEqual([]);
  });
});

describe('checkBudget', () => {
  it('fits within what the budget leaves after the downloads kept', () => {
    expect(checkBudget(100 * MB, 200 * MB, null)).toEqual({ fits: true });
    expect(checkBudget(101 * MB, 200 * MB, null)).toEqual({ fits: false, freeBytes: OFFLINE_BUDGET_BYTES - 200 * MB });
  });

  it('is refused when the browser grants less than the budget leaves', () => {
    expect(checkBudget(50 * MB, 0, 20 * MB)).toEqual({ fits: false, freeBytes: 20 * MB });
    expect(checkBudget(20 * MB, 0, 20 * MB)).toEqual({ fits: true });
  });

  it('never says less than nothing is free', () => {
    expect(checkBudget(1, 400 * MB, null, 300 * MB)).toEqual({ fits: false, freeBytes: 0 });
  });
});
