import { describe, expect, it } from 'vitest';
import { ViewTimeSchema } from '@youlan/contract';
import { formatViewTime, newVisitId, ViewLogOutbox } from './view-log.ts';

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

describe('ViewLogOutbox', () => {
  const visit = (id: string, viewTime: string) => ({ id, visitTime: '2026-11-27T08:00:00.000Z', entryPage: '/', lastPage: '/', viewTime });
  const memory = () => {
    let stored: string | null = null;
    return new ViewLogOutbox(
      () => stored,
      (value) => (stored = value),
    );
  };

  it('keeps each visit once, its latest send, until acknowledged', () => {
    const outbox = memory();
    outbox.put(visit('a', '00:00:10'));
    outbox.put(visit('b', '00:00:05'));
    outbox.put(visit('a', '00:00:20'));
    expect(outbox.records().map((r) => [r.id, r.viewTime])).toEqual([
      ['b', '00:00:05'],
      ['a', '00:00:20'],
    ]);
    outbox.acknowledge(visit('b', '00:00:05'));
    expect(outbox.records().map((r) => r.id)).toEqual(['a']);
  });

  it('keeps a later send of a visit when an earlier one is acknowledged', () => {
    const outbox = memory();
    const early = visit('a', '00:00:10');
    outbox.put(early);
    outbox.put(visit('a', '00:01:00'));
    outbox.acknowledge(early);
    expect(outbox.records().map((r) => r.viewTime)).toEqual(['00:01:00']);
    outbox.acknowledge(visit('a', '00:01:00'));
    expect(outbox.records()).toEqual([]);
  });

  it('starts empty when what was stored is not a list', () => {
    expect(new ViewLogOutbox(() => '{oops', () => undefined).records()).toEqual([]);
  });
});
