export { DATUMS, pointIn, toDatum, type Datum, type DatumPoint, type GeoPoint, type Gcj02Point, type PointIn, type Wgs84Point } from './datum.ts';
export { distanceMeters } from './distance.ts';
export { checkRange, type RangeCheck, type RangeRule } from './range.ts';
