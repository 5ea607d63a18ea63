import { describe, expect, it } from 'vitest';
import type { LiveStatusSnapshot, PlaceLiveStatus } from '@youlan/contract';
import { buildTrailGraph } from '@youlan/geo';
import { facilityKindsOf, nearestOpen } from './nearest-open.ts';

const now = new Date('2026-10-01T04:00:00Z');
const status = (placeId: number, change: Partial<PlaceLiveStatus> = {}): PlaceLiveStatus => ({
  placeId,
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
const snapshotOf = (...statuses: PlaceLiveStatus[]): LiveStatusSnapshot => ({ statuses, crowds: [], staleAfterMinutes: 30, hideAfterMinutes: 120, at: now.toISOString() });

// A trail east from the visitor, then north: the place north-west of the visitor is near as the
// crow flies but far along the trail; the one further east is nearer on foot.
const trails = {
  features: [
    { geometry: { coordinates: [[116.0, 40.0], [116.01, 40.0], [116.01, 40.005]] } },
    { geometry: { coordinates: [[116.01, 40.005], [116.0, 40.005]] } },
  ],
};
const graph = buildTrailGraph(trails);
const visitor = { longitude: 116.0, latitude: 40.0 };
const places = [
  { id: 1, facility: 'toilet' as const, longitude: 116.0, latitude: 40.005 }, // ~555 m north, 2.4 km along the trail
  { id: 2, facility: 'toilet' as const, longitude: 116.012, latitude: 40.0 }, // ~1 km east, on the trail
  { id: 3, facility: 'carPark' as const, longitude: 116.001, latitude: 40.0 },
  { id: 4, facility: null, longitude: 116.0, latitude: 40.0 },
];

describe('the nearest open place of a kind', () => {
  it('measures along the trails, not as the crow flies', () => {
    const found = nearestOpen('toilet', visitor, places, snapshotOf(), graph, now);
    expect(found).toMatchObject({ place: { id: 2 }, isAlongTrails: true, state: null });
    expect(found!.metres).toBeGreaterThan(1000);
    expect(found!.minutes).toBe(Math.round(found!.metres / 75));
  });

  it('leaves out a closed place and a full car park; a status past its hide mark is not known', () => {
    expect(nearestOpen('toilet', visitor, places, snapshotOf(status(2, { state: 'closed' })), graph, now)?.place.id).toBe(1);
    expect(nearestOpen('toilet', visitor, places, snapshotOf(status(2, { state: 'closingSoon' })), graph, now)).toMatchObject({ place: { id: 2 }, state: 'closingSoon' });
    expect(nearestOpen('carPark', visitor, places, snapshotOf(status(3, { freeSpaces: 0 })), graph, now)).toBeNull();
    expect(nearestOpen('carPark', visitor, places, snapshotOf(status(3, { freeSpaces: 4 })), graph, now)).toMatchObject({ place: { id: 3 }, state: 'open', minutes: 1 });
    const old = status(2, { state: 'closed', updatedAt: new Date(now.getTime() - 121 * 60_000).toISOString() });
    expect(nearestOpen('toilet', visitor, places, snapshotOf(old), graph, now)).toMatchObject({ place: { id: 2 }, state: null });
  });

  it('skips the place asked from, and has none of a kind the area lacks', () => {
    expect(nearestOpen('toilet', visitor, places, snapshotOf(), graph, now, 2)?.place.id).toBe(1);
    expect(nearestOpen('food', visitor, places, snapshotOf(), graph, now)).toBeNull();
  });

  it('falls back to the straight line where no trail joins, and says so', () => {
    expect(nearestOpen('toilet', visitor, places, snapshotOf(), null, now)).toMatchObject({ place: { id: 1 }, isAlongTrails: false });
  });

  it('lists the kinds the area has, in their order', () => {
    expect(facilityKindsOf(places, ['toilet', 'exit', 'firstAid', 'food', 'carPark'])).toEqual(['toilet', 'carPark']);
  });
});
