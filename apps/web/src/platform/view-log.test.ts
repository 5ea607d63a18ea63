import { describe, expect, it } from 'vitest';
import { ViewTimeSchema } from '@youlan/contract';
import { formatViewTime, newVisitId } from './view-log.ts';

describe('formatViewTime', () => {
  it('formats as hh:mm:ss', () => {
    expect(formatViewTime(0)).toBe('00:00:00');
    expect(formatViewTime(999)).toBe('00:00:00');
    expect(formatViewTime(61_000)).toBe('00:01:01');
    expect(formatViewTime(3_723_000)).toBe('01:02:03');
  });
  it('shows the last second before a day in full', () => {
    expect(formatViewTime((24 * 3600 - 1) * 1000)).toBe('23:59:59');
  });
  it('caps 24 hours and more at 23:59:59', () => {
    expect(formatViewTime(24 * 3600 * 1000)).toBe('23:59:59');
    expect(formatViewTime(100 * 3600 * 1000)).toBe('23:59:59');
  });
  it('treats a negative duration (clock moved back) as zero', () => {
    expect(formatViewTime(-5000)).toBe('00:00:00');
  });
  it('always matches the contract schema', () => {
    for (const ms of [0, 59_999, 3_599_999, 86_399_999, 86_400_000, 1e12]) expect(ViewTimeSchema.safeParse(formatViewTime(ms)).success).toBe(true);
  });
});

describe('newVisitId', () => {
  it('makes a version 4 UUID', () => {
    expect(newVisitId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newVisitId(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
