import type { PunchRecord } from '@youlan/contract';
import { describe, expect, it } from 'vitest';
import { latestStamps, punchPhotos } from './my-visit-summary.ts';

const record = (id: number, placeId: number, photoKey: string | null = null): PunchRecord => ({
  id,
  placeId,
  placeName: `place ${placeId}`,
  punchedAt: `2026-05-0${id}T08:00:00.000Z`,
  punchDate: `2026-05-0${id}`,
  photoKey,
  distanceMeters: 10,
  flags: [],
});

describe('latestStamps', () => {
  it('keeps the newest punch of each place, in order, up to the limit', () => {
    const records = [record(9, 1), record(8, 2), record(7, 1), record(6, 3), record(5, 4), record(4, 5)];
    expect(latestStamps(records).map((r) => r.id)).toEqual([9, 8, 6, 5]);
    expect(latestStamps(records, 2).map((r) => r.placeId)).toEqual([1, 2]);
    expect(latestStamps([])).toEqual([]);
  });
});

describe('punchPhotos', () => {
  it('keeps the punches with a photo', () => {
    expect(punchPhotos([record(3, 1, 'uploads/a.jpg'), record(2, 2), record(1, 3, 'uploads/b.jpg')]).map((r) => r.photoKey)).toEqual(['uploads/a.jpg', 'uploads/b.jpg']);
  });
});
