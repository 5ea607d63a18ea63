/**
 * Geodetic datums and the conversion between them. Browser geolocation reports WGS-84; Chinese
 * map providers and WeChat use GCJ-02, an obfuscated offset of WGS-84 that moves a point by a
 * few hundred metres inside China. Each area says which datum its coordinates use (config
 * coordinateSystem), and every distance is computed with both points in the same datum.
 */
import gcoordModule from 'gcoord';

/** The datums a position can arrive in; the contract builds its zod enum from this list. */
export const DATUMS = ['wgs84', 'gcj02'] as const;
export type Datum = (typeof DATUMS)[number];

export interface GeoPoint {
  longitude: number;
  latitude: number;
}

/** A point that says which datum it is in. */
export interface DatumPoint extends GeoPoint {
  datum: Datum;
}

declare const datumBrand: unique symbol;
/** Branded so a WGS-84 point cannot be passed where a GCJ-02 point is expected, and back. */
export type Wgs84Point = GeoPoint & { readonly [datumBrand]: 'wgs84' };
export type Gcj02Point = GeoPoint & { readonly [datumBrand]: 'gcj02' };
export type PointIn<D extends Datum> = D extends 'wgs84' ? Wgs84Point : Gcj02Point;

interface Gcoord {
  WGS84: string;
  GCJ02: string;
  transform<T extends [number, number]>(input: T, from: string, to: string): T;
}
/**
 * gcoord is CommonJS with an ESM build: bundlers type its default import as the library, Node's
 * module resolution as the module. At run time both are the library.
 */
const gcoord = gcoordModule as unknown as Gcoord;

const CRS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02 } as const;

/** Marks plain coordinates as being in `datum` (no conversion). */
export function pointIn<D extends Datum>(point: GeoPoint, datum: D): PointIn<D> {
  void datum;
  return { longitude: point.longitude, latitude: point.latitude } as PointIn<D>;
}

/** The point in `datum`. Points outside China are unchanged: GCJ-02 only offsets inside China. */
export function toDatum<D extends Datum>(point: DatumPoint, datum: D): PointIn<D> {
  if (point.datum === datum) return pointIn(point, datum);
  const [longitude, latitude] = gcoord.transform<[number, number]>([point.longitude, point.latitude], CRS[point.datum], CRS[datum]);
  return pointIn({ longitude, latitude }, datum);
}
