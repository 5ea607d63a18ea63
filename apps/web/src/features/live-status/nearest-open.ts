/**
 * "The nearest open toilet" (docs/live-status.md, "Nearest open"): of the places of one facility
 * kind, the one the visitor reaches soonest on foot along the trails, leaving out those the live
 * status says are closed (a full car park too). A place without a shown status counts as open,
 * unconfirmed. Where the trails cannot join the two, the straight line, said as such.
 */
import type { FacilityKind } from '@youlan/contract/runtime';
import type { LiveStatusSnapshot, Place } from '@youlan/contract';
import { distanceMeters, findWalkingRoute, WALKING_SPEED_KMH, type GeoPoint, type TrailGraph } from '@youlan/geo';
import { freshnessNow } from './live-status-rules.ts';

export interface NearestOpen<P> {
  place: P;
  metres: number;
  /** Whole minutes on foot, at least 1. */
  minutes: number;
  /** False: no trail joins them, `metres` is the straight line. */
  isAlongTrails: boolean;
  /** `open` or `closingSoon` as a shown status says; null: no status, open but unconfirmed. */
  state: 'open' | 'closingSoon' | null;
}

const METRES_PER_MINUTE = (WALKING_SPEED_KMH * 1000) / 60;

/** What the live status says of a place for this answer: closed (left out), open, closing soon, or not known. */
function openState(placeId: number, snapshot: LiveStatusSnapshot | undefined, now: Date): 'closed' | 'open' | 'closingSoon' | null {
  const status = snapshot?.statuses.find((candidate) => candidate.placeId === placeId);
  if (!snapshot || !status || freshnessNow(status, snapshot, now) === 'hidden') return null;
  // A full car park is no car park to walk to.
  if (status.state === 'closed' || status.freeSpaces === 0) return 'closed';
  return status.state;
}

/** The nearest open place of `kind` from `from` (another than `exceptId`), or null when the area has none open. */
export function nearestOpen<P extends Pick<Place, 'id' | 'facility' | 'longitude' | 'latitude'>>(
  kind: FacilityKind,
  from: GeoPoint,
  places: readonly P[],
  snapshot: LiveStatusSnapshot | undefined,
  graph: TrailGraph | null,
  now: Date,
  exceptId: number | null = null,
): NearestOpen<P> | null {
  let best: NearestOpen<P> | null = null;
  for (const place of places) {
    if (place.facility !== kind || place.id === exceptId) continue;
    const state = openState(place.id, snapshot, now);
    if (state === 'closed') continue;
    const route = graph ? findWalkingRoute(graph, from, place) : null;
    const metres = route ? route.distanceMeters : distanceMeters(from, place);
    if (best && metres >= best.metres) continue;
    best = { place, metres, minutes: Math.max(1, Math.round(metres / METRES_PER_MINUTE)), isAlongTrails: route !== null, state };
  }
  return best;
}

/** The kinds the area has places of, in FACILITY_KINDS' order. */
export function facilityKindsOf(places: readonly Pick<Place, 'facility'>[], kinds: readonly FacilityKind[]): FacilityKind[] {
  const present = new Set(places.map((place) => place.facility));
  return kinds.filter((kind) => present.has(kind));
}
