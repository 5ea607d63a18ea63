import { describe, expect, it } from 'vitest';
import type { CrowdAlarm } from '@youlan/contract/console';
import { sparklineSegments, unannounced } from './crowd-board-rules.ts';

describe('sparklineSegments', () => {
  it('scales to the capacity and breaks the line where nothing was counted', () => {
    expect(sparklineSegments([0, 50, null, 100], 30, 10, 100)).toEqual(['0.0,10.0 10.0,5.0', '30.0,0.0']);
    expect(sparklineSegments([null, null], 30, 10, 100)).toEqual([]);
    expect(sparklineSegments([200], 30, 10, 100)).toEqual(['0.0,0.0']);
  });
});

describe('unannounced', () => {
  const alarm = (id: number, ackedAt: string | null = null): CrowdAlarm => ({ id, placeId: 1, placeName: 'x', step: 2, count: 90, capacity: 100, raisedAt: '', ackedAt, ackedBy: null });
  it('announces an open alarm once, never an acknowledged one', () => {
    const announced = new Set<number>();
    expect(unannounced([alarm(1), alarm(2, 'now')], announced).map((a) => a.id)).toEqual([1]);
    expect(unannounced([alarm(1), alarm(3)], announced).map((a) => a.id)).toEqual([3]);
  });
});
