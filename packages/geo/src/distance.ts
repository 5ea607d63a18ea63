import type { GeoPoint } from './datum.ts';

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in metres. Both points must be in the same datum: convert
 * with toDatum first, since WGS-84 and GCJ-02 differ by hundreds of metres in China.
 */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
