import { describe, expect, it } from 'vitest';
import { filterPlacesByClass } from './places.ts';

const places = [
  { id: 1, classId: 10, placeType: 1 },
  { id: 2, classId: 20, placeType: 2 },
  { id: 3, classId: 30, placeType: 6 },
  { id: 4, classId: 10, placeType: 6 },
];

describe('filterPlacesByClass', () => {
  it('keeps every place without a class chosen', () => {
    expect(filterPlacesByClass(places, null).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the class's places and every placeType 6 place", () => {
    expect(filterPlacesByClass(places, 20).map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it('keeps placeType 6 places even for a class with no places', () => {
    expect(filterPlacesByClass(places, 99).map((p) => p.id)).toEqual([3, 4]);
  });
});
