import { describe, expect, it } from 'vitest';
import { crowdNow, stepOf, visitorCrowds } from './crowd.rules.ts';

const marks = { staleAfterMinutes: 30, hideAfterMinutes: 120 };
const now = new Date('2026-10-01T04:00:00Z');
const input = { placeId: 1, capacity: 10, levels: [50, 80, 100], officialCount: null, officialAt: null, appCount: 0 };

describe('crowdNow', () => {
  it("takes the gate's count while it is younger than the hide mark, else the app's", () => {
    expect(crowdNow({ ...input, appCount: 7, officialCount: 2, officialAt: new Date(now.getTime() - 60_000) }, marks, now)).toMatchObject({ count: 2, official: true });
    expect(crowdNow({ ...input, appCount: 7, officialCount: 2, officialAt: new Date(now.getTime() - 120 * 60_000) }, marks, now)).toMatchObject({ count: 7, official: false });
  });
});

describe('stepOf and visitorCrowds', () => {
  it('never tells an app count under five, and leaves out places without a capacity or a count', () => {
    const crowd = (count: number, official = false, capacity: number | null = 10) => ({ placeId: 1, capacity, levels: [50, 80, 100], count, official });
    expect(stepOf(crowd(4))).toBeNull();
    expect(stepOf(crowd(4, true))).toBe(0);
    expect(stepOf(crowd(8))).toBe(2);
    expect(stepOf(crowd(8, false, null))).toBeNull();
    expect(visitorCrowds([crowd(4), crowd(0), crowd(9, false, null)])).toEqual([{ placeId: 1, level: 'quiet', official: false }]);
    expect(visitorCrowds([crowd(10)])).toEqual([{ placeId: 1, level: 'crowded', official: false }]);
  });
});
