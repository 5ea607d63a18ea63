export type { Datum, DatumPoint, GeoPoint, Gcj02Point, PointIn, Wgs84Point } from './datum.ts';
export { pointIn, toDatum } from './datum.ts';
export { distanceMeters } from './distance.ts';
export type { LocationError, LocationFix, LocationSource } from './location.ts';
export { lastLocationFix, setLocationSource, watchLocation } from './location.ts';
export { createBrowserLocationSource, type BrowserGeolocation } from './browser-source.ts';
