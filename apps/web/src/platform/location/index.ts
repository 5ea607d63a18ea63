export type { LocationError, LocationFix, LocationSource } from './location-source.ts';
export { isLiveFix, lastLocationFix, setLocationSource, watchLocation } from './location.ts';
export { createBrowserLocationSource, type BrowserGeolocation } from './browser-source.ts';
