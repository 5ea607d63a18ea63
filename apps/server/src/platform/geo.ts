/**
 * Positions on the server: a phone's fix arrives in WGS-84 (browser) or GCJ-02 (WeChat), an area's
 * places are stored in one of them; points are converted to the area's datum before any distance.
 */
import { createRequire } from 'node:module';
import type GcoordModule from 'gcoord';

// gcoord is CommonJS: required as such, it is the object its types call the default export.
const gcoord = createRequire(import.meta.url)('gcoord') as (typeof GcoordModule)['default'];

export type Datum = 'wgs84' | 'gcj02';

export interface GeoPoint {
  longitude: number;
  latitude: number;
}

const GCOORD_DATUM = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02 } as const;

export function convertDatum(point: GeoPoint, from: Datum, to: Datum): GeoPoint {
  if (from === to) return point;
  const [longitude, latitude] = gcoord.transform([point.longitude, point.latitude], GCOORD_DATUM[from], GCOORD_DATUM[to]);
  return { longitude, latitude };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine); both points in the same datum. */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
