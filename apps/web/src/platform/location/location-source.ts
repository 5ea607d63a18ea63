/**
 * What a source of positions gives (the browser's geolocation, the WeChat JS-SDK): apart from
 * location.ts, which picks the source, so a source need not import it back.
 */
import type { Datum } from '@youlan/geo';

export interface LocationFix {
  longitude: number;
  latitude: number;
  datum: Datum;
  accuracyMeters: number;
  /** Epoch milliseconds of the fix. */
  at: number;
}

export interface LocationError {
  code: 'denied' | 'unavailable' | 'timeout';
  message: string;
}

export interface LocationSource {
  /** Starts watching; returns the function that stops it. */
  watch(onFix: (fix: LocationFix) => void, onError: (error: LocationError) => void): () => void;
}
