import { describe, expect, it } from 'vitest';
import type { LiveStatusSnapshot, PlaceLiveStatus } from '@youlan/contract';
import { badgeOf, freshnessNow, minutesAgo, quieterNearby, scopePlaceOf } from './live-status-rules.ts';

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
const snapshot: LiveStatusSnapshot = { statuses: [], crowds: [], staleAfterMinutes: 30, hideAfterMinutes: 120, at: now.toISOString() };

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

describe('scopePlaceOf', () => {
  const places = [
    { id: 1, latitude: 30.25, longitude: 120.15, scopeRange: 100 },
    { id: 2, latitude: 30.2505, longitude: 120.15, scopeRange: 100 },
    { id: 3, latitude: 30.25, longitude: 120.15, scopeRange: 5_000_000 },
  ];
  it('finds the nearest place whose range holds the point; none for a vague fix or the whole-area default', () => {
    expect(scopePlaceOf({ latitude: 30.2504, longitude: 120.15 }, 10, places)).toBe(2);
    expect(scopePlaceOf({ latitude: 30.2501, longitude: 120.15 }, 10, places)).toBe(1);
    expect(scopePlaceOf({ latitude: 30.26, longitude: 120.15 }, 10, places)).toBeNull();
    expect(scopePlaceOf({ latitude: 30.25, longitude: 120.15 }, 500, places)).toBeNull();
  });
});

describe('quieterNearby', () => {
  const at = (id: number, classId: number, latitude: number) => ({ id, classId, latitude, longitude: 120.15 });
  const places = [at(1, 7, 30.25), at(2, 7, 30.251), at(3, 8, 30.2501), at(4, 7, 30.2502), at(5, 7, 30.4)];
  it('suggests the nearest calm or quiet place of the same class within reach, only for a busy or crowded one', () => {
    const crowds = [
      { placeId: 1, level: 'crowded' as const, official: false },
      { placeId: 2, level: 'calm' as const, official: false },
      { placeId: 3, level: 'quiet' as const, official: false },
      { placeId: 4, level: 'busy' as const, official: false },
      { placeId: 5, level: 'quiet' as const, official: false },
    ];
    expect(quieterNearby(places[0]!, places, crowds)?.id).toBe(2);
    expect(quieterNearby(places[1]!, places, crowds)).toBeNull();
    expect(quieterNearby(places[0]!, places, crowds.slice(0, 1))).toBeNull();
  });
});
