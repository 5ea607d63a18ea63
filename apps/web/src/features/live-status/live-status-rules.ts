/**
 * What a place's status shows: the snapshot's freshness as of now (a status fades and goes between
 * two polls by the same rule as the server's), and the one short word its map badge carries; which
 * place's scope the visitor is in, and a quieter place to suggest.
 */
import { DEFAULT_SCOPE_RANGE, liveFreshness, type CrowdLevelName, type LiveFreshness } from '@youlan/contract/runtime';
import type { LiveStatusSnapshot, Place, PlaceCrowd, PlaceLiveStatus } from '@youlan/contract';
import { distanceMeters, type GeoPoint } from '@youlan/geo';

export function freshnessNow(status: PlaceLiveStatus, snapshot: LiveStatusSnapshot, now: Date): LiveFreshness {
  return liveFreshness(status.updatedAt, now, snapshot);
}

/** Whole minutes since the update, never below zero (a fast device clock). */
export function minutesAgo(status: PlaceLiveStatus, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(status.updatedAt)) / 60_000));
}

export type BadgeKind = 'closed' | 'closingSoon' | 'wait' | 'queue' | 'spaces' | 'full' | 'open';

/** What the marker's badge says, most pressing first: closed, a wait, a queue, free spaces, closing soon, open; nothing without any. */
export function badgeOf(status: PlaceLiveStatus): { kind: BadgeKind; count?: number } | null {
  if (status.state === 'closed') return { kind: 'closed' };
  if (status.waitMinutes !== null && status.waitMinutes > 0) return { kind: 'wait', count: status.waitMinutes };
  if (status.queuePeople !== null && status.queuePeople > 0) return { kind: 'queue', count: status.queuePeople };
  if (status.freeSpaces !== null) return status.freeSpaces > 0 ? { kind: 'spaces', count: status.freeSpaces } : { kind: 'full' };
  if (status.state === 'closingSoon') return { kind: 'closingSoon' };
  if (status.state === 'open') return { kind: 'open' };
  return null;
}

/** A fix vaguer than this tells no place: reported as in none. */
export const CROWD_ACCURACY_MAX_M = 100;

/**
 * The place whose scope holds `point` (the nearest when ranges overlap), or null. Places without a
 * range of their own (DEFAULT_SCOPE_RANGE, the whole area) are no place to be crowded in.
 */
export function scopePlaceOf(point: GeoPoint, accuracyMeters: number, places: readonly Pick<Place, 'id' | 'latitude' | 'longitude' | 'scopeRange'>[]): number | null {
  if (accuracyMeters > CROWD_ACCURACY_MAX_M) return null;
  let best: { id: number; distance: number } | null = null;
  for (const place of places) {
    if (place.scopeRange <= 0 || place.scopeRange >= DEFAULT_SCOPE_RANGE) continue;
    const distance = distanceMeters(point, place);
    if (distance <= place.scopeRange && (!best || distance < best.distance)) best = { id: place.id, distance };
  }
  return best?.id ?? null;
}

/** How far a quieter place of the same class may be to be worth suggesting. */
export const QUIETER_WITHIN_M = 2000;
const QUIET_LEVELS: ReadonlySet<CrowdLevelName> = new Set(['quiet', 'calm']);

/** For a busy or crowded place: the nearest place of its class, within QUIETER_WITHIN_M, known to be quiet or calm. */
export function quieterNearby<P extends Pick<Place, 'id' | 'classId' | 'latitude' | 'longitude'>>(place: P, places: readonly P[], crowds: readonly PlaceCrowd[]): P | null {
  const levelOf = new Map(crowds.map((crowd) => [crowd.placeId, crowd.level]));
  const level = levelOf.get(place.id);
  if (!level || QUIET_LEVELS.has(level)) return null;
  let best: { place: P; distance: number } | null = null;
  for (const other of places) {
    const otherLevel = levelOf.get(other.id);
    if (other.id === place.id || other.classId !== place.classId || !otherLevel || !QUIET_LEVELS.has(otherLevel)) continue;
    const distance = distanceMeters(place, other);
    if (distance <= QUIETER_WITHIN_M && (!best || distance < best.distance)) best = { place: other, distance };
  }
  return best?.place ?? null;
}
