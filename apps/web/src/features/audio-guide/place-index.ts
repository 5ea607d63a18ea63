/**
 * The places of the automatic guide, indexed for the question it asks on every check: which
 * places' ranges hold this position? Places are sorted by latitude, so a check looks only at the
 * band of latitudes a range can reach instead of measuring every place (bench/proximity.ts).
 * Places whose range is wider than WIDE_RANGE_METERS (the spec's default of 5,000 km among them)
 * would widen that band to the whole list, so they are kept apart and measured one by one.
 */
import { DEFAULT_SCOPE_RANGE } from '@youlan/contract/runtime';
import { distanceMeters, type GeoPoint } from '@youlan/geo';

export interface GuidePlace extends GeoPoint {
  id: number;
  /** Metres; DEFAULT_SCOPE_RANGE when not positive. */
  scopeRange: number;
}

/** Ranges above this are "wide": they are checked one by one rather than through the band. */
const WIDE_RANGE_METERS = 20_000;
/**
 * Metres per degree of latitude, rounded down, so that the quick rejections below never drop a
 * place the exact distance would keep (a degree is about 111,195 m on the mean sphere).
 */
const METERS_PER_DEGREE_FLOOR = 111_000;

export interface PlaceIndex<P extends GuidePlace> {
  /** The places in the order they were given (the guide's list). */
  readonly list: readonly P[];
  /**
   * How many of the list's first places are the guide's order: all of them, or a tour's stops
   * ahead of the area's other places, which still play when walked into but are never "next".
   */
  readonly ordered: number;
  /** Position of each place id in `list`. */
  readonly positionOf: ReadonlyMap<number, number>;
  /** Places with ordinary ranges, by ascending latitude, and their latitudes alone for the search. */
  readonly byLatitude: readonly P[];
  readonly latitudes: Float64Array;
  /** Largest ordinary range, in degrees of latitude. */
  readonly reachDegrees: number;
  readonly wide: readonly P[];
}

export function rangeOf(place: GuidePlace): number {
  return place.scopeRange > 0 ? place.scopeRange : DEFAULT_SCOPE_RANGE;
}

export function createPlaceIndex<P extends GuidePlace>(list: readonly P[], ordered = list.length): PlaceIndex<P> {
  const positionOf = new Map<number, number>();
  list.forEach((place, position) => {
    if (!positionOf.has(place.id)) positionOf.set(place.id, position);
  });
  const ordinary = list.filter((place) => rangeOf(place) <= WIDE_RANGE_METERS).sort((a, b) => a.latitude - b.latitude);
  const maxRange = ordinary.reduce((max, place) => Math.max(max, rangeOf(place)), 0);
  return {
    list,
    ordered: Math.min(ordered, list.length),
    positionOf,
    byLatitude: ordinary,
    latitudes: Float64Array.from(ordinary, (place) => place.latitude),
    reachDegrees: maxRange / METERS_PER_DEGREE_FLOOR,
    wide: list.filter((place) => rangeOf(place) > WIDE_RANGE_METERS),
  };
}

/** First position in the sorted latitudes that is at least `latitude`. */
function lowerBound(latitudes: Float64Array, latitude: number): number {
  let low = 0;
  let high = latitudes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((latitudes[middle] as number) < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit(place, distance)` for every place whose range holds `point` (distance ≤ range),
 * in no particular order. `point` must be in the places' datum.
 */
export function forEachPlaceInRange<P extends GuidePlace>(index: PlaceIndex<P>, point: GeoPoint, visit: (place: P, distance: number) => void): void {
  for (const place of index.wide) {
    const distance = distanceMeters(point, place);
    if (distance <= rangeOf(place)) visit(place, distance);
  }
  const { byLatitude, latitudes, reachDegrees } = index;
  // A degree of longitude is shortest at the band's edge nearest a pole; using it there keeps the
  // longitude rejection on the safe side for every place of the band.
  const farthestLatitude = Math.min(90, Math.abs(point.latitude) + reachDegrees);
  const metersPerLongitudeDegree = METERS_PER_DEGREE_FLOOR * Math.cos((farthestLatitude * Math.PI) / 180);
  // reachDegrees overstates every range a little (the floored metres per degree), so a place
  // exactly at the band's edge is already out of its range and excluding it loses nothing.
  const end = lowerBound(latitudes, point.latitude + reachDegrees);
  for (let i = lowerBound(latitudes, point.latitude - reachDegrees); i < end; i++) {
    const place = byLatitude[i] as P;
    const range = rangeOf(place);
    if (Math.abs(place.latitude - point.latitude) * METERS_PER_DEGREE_FLOOR > range) continue;
    if (Math.abs(place.longitude - point.longitude) * metersPerLongitudeDegree > range) continue;
    const distance = distanceMeters(point, place);
    if (distance <= range) visit(place, distance);
  }
}

/** The same answer measured place by place: the baseline of the benchmark and of the tests. */
export function forEachPlaceInRangeNaive<P extends GuidePlace>(list: readonly P[], point: GeoPoint, visit: (place: P, distance: number) => void): void {
  for (const place of list) {
    const distance = distanceMeters(point, place);
    if (distance <= rangeOf(place)) visit(place, distance);
  }
}
