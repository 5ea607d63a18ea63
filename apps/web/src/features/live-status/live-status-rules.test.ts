import { describe, expect, it } from 'vitest';
import type { LiveStatusSnapshot, PlaceLiveStatus } from '@youlan/contract';
import { badgeOf, freshnessNow, minutesAgo } from './live-status-rules.ts';

const now = new Date('2026-10-01T04:00:00Z');
const status = (change: Partial<PlaceLiveStatus> = {}): PlaceLiveStatus => ({
  placeId: 1,
  state: 'open',
  waitMinutes: null,
  queuePeople: null,
  freeSpaces: null,
  departures: [],
  note: null,
  updatedAt: new Date(now.getTime() - 5 * 60_000).toISOString(),
  source: 'console',
  isStale: false,
  ...change,
});
const snapshot: LiveStatusSnapshot = { statuses: [], staleAfterMinutes: 30, hideAfterMinutes: 120, at: now.toISOString() };

describe('live status rules', () => {
  it('counts minutes since the update, not below zero', () => {
    expect(minutesAgo(status(), now)).toBe(5);
    expect(minutesAgo(status({ updatedAt: new Date(now.getTime() + 60_000).toISOString() }), now)).toBe(0);
  });

  it('fades and hides between polls by the area marks', () => {
    expect(freshnessNow(status(), snapshot, now)).toBe('fresh');
    expect(freshnessNow(status(), snapshot, new Date(now.getTime() + 30 * 60_000))).toBe('stale');
    expect(freshnessNow(status(), snapshot, new Date(now.getTime() + 120 * 60_000))).toBe('hidden');
  });

  it('badges the most pressing thing', () => {
    expect(badgeOf(status({ state: 'closed', waitMinutes: 10 }))).toEqual({ kind: 'closed' });
    expect(badgeOf(status({ waitMinutes: 10, freeSpaces: 3 }))).toEqual({ kind: 'wait', count: 10 });
    expect(badgeOf(status({ queuePeople: 40, freeSpaces: 3 }))).toEqual({ kind: 'queue', count: 40 });
    expect(badgeOf(status({ freeSpaces: 0, queuePeople: 0 }))).toEqual({ kind: 'full' });
    expect(badgeOf(status({ freeSpaces: 12, state: null }))).toEqual({ kind: 'spaces', count: 12 });
    expect(badgeOf(status({ state: 'closingSoon' }))).toEqual({ kind: 'closingSoon' });
    expect(badgeOf(status())).toEqual({ kind: 'open' });
    expect(badgeOf(status({ state: null }))).toBeNull();
  });
});
