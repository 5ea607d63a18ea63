import type { LocationError, LocationSource } from './location-source.ts';

const ERROR_CODES: Record<number, LocationError['code']> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/** The part of the browser's Geolocation API used here; typed locally so Node tools compile it too. */
export interface BrowserGeolocation {
  watchPosition(
    success: (position: { coords: { longitude: number; latitude: number; accuracy: number }; timestamp: number }) => void,
    failure: (error: { code: number; message: string }) => void,
    options: { enableHighAccuracy: boolean; maximumAge: number; timeout: number },
  ): number;
  clearWatch(id: number): void;
}

function browserGeolocation(): BrowserGeolocation | undefined {
  return (globalThis as { navigator?: { geolocation?: BrowserGeolocation } }).navigator?.geolocation;
}

/** The browser's geolocation, which reports WGS-84. */
export function createBrowserLocationSource(geolocation: BrowserGeolocation | undefined = browserGeolocation()): LocationSource {
  return {
    watch(onFix, onError) {
      if (!geolocation) {
        onError({ code: 'unavailable', message: 'This browser has no geolocation' });
        return () => {};
      }
      const id = geolocation.watchPosition(
        (position) =>
          onFix({
            longitude: position.coords.longitude,
            latitude: position.coords.latitude,
            datum: 'wgs84',
            accuracyMeters: position.coords.accuracy,
            at: position.timestamp,
          }),
        (error) => onError({ code: ERROR_CODES[error.code] ?? 'unavailable', message: error.message }),
        // A walking visitor: a fix up to 5 s old is still where they are.
        { enableHighAccuracy: true, maximumAge: 5_000, timeout: 20_000 },
      );
      return () => geolocation.clearWatch(id);
    },
  };
}
