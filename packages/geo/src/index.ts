export { DATUMS, pointIn, toDatum, type Datum, type DatumPoint, type GeoPoint, type Gcj02Point, type PointIn, type Wgs84Point } from './datum.ts';
export { distanceMeters } from './distance.ts';
export { checkRange, type RangeCheck, type RangeRule } from './range.ts';
export { buildTrailGraph, findWalkingRoute, stepFreeTrails, tourTrails, walkStops, WALKING_SPEED_KMH, type StopsWalk, type TrailGraph, type TrailLines, type WalkingRoute } from './walking-route.ts';
