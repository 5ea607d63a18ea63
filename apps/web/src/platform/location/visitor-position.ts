/**
 * The visitor's position in the area's datum, for the map and navigation. Fixes arrive in the
 * source's datum (WGS-84 from the browser, GCJ-02 from WeChat) and are converted before use.
 */
import { useEffect, useState } from 'react';
import type { MapConfig } from '@youlan/contract';
import { toDatum, type Datum, type GeoPoint } from '@youlan/geo';
import { watchLocation, type LocationError } from './location.ts';

export type VisitorPosition =
  | { status: 'locating' }
  | { status: 'failed'; error: LocationError['code'] }
  | { status: 'located'; point: GeoPoint; accuracyMeters: number; isInArea: boolean };

export function isInBounds(point: GeoPoint, { southWest, northEast }: MapConfig['bounds']): boolean {
  return point.longitude >= southWest.longitude && point.longitude <= northEast.longitude && point.latitude >= southWest.latitude && point.latitude <= northEast.latitude;
}

export function useVisitorPosition(datum: Datum, bounds: MapConfig['bounds']): VisitorPosition {
  const [position, setPosition] = useState<VisitorPosition>({ status: 'locating' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    // Started a task after the map that asks for it: the watch's set-up was 7–12 ms at 4× slowdown
    // of the task that makes the Leaflet map on the first screen.
    const timer = setTimeout(() => {
      stop = watchLocation(
        (fix) => {
          const point = toDatum(fix, datum);
          setPosition({ status: 'located', point, accuracyMeters: fix.accuracyMeters, isInArea: isInBounds(point, bounds) });
        },
        // A timeout between good fixes keeps the last fix; only a visitor never located is failed.
        (error) => setPosition((current) => (current.status === 'located' && error.code === 'timeout' ? current : { status: 'failed', error: error.code })),
      );
    }, 0);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [datum, bounds]);
  return position;
}
