import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceMeters } from './distance.ts';
import { pointIn, toDatum } from './datum.ts';
import { setLocationSource, watchLocation, type LocationFix, type LocationSource } from './location.ts';
import { createBrowserLocationSource, type BrowserGeolocation } from './browser-source.ts';

describe('toDatum', () => {
  // Published pair of the reference GCJ-02 algorithm (wandergis/coordtransform README).
  it('converts WGS-84 to GCJ-02 in Beijing', () => {
    const gcj = toDatum({ longitude: 116.404, latitude: 39.915, datum: 'wgs84' }, 'gcj02');
    expect(gcj.longitude).toBeCloseTo(116.41024449916938, 6);
    expect(gcj.latitude).toBeCloseTo(39.91640428150164, 6);
  });

  it('converts GCJ-02 back to WGS-84 within a metre', () => {
    const wgs = { longitude: 116.2701, latitude: 39.9993, datum: 'wgs84' as const };
    const gcj = toDatum(wgs, 'gcj02');
    const back = toDatum({ ...gcj, datum: 'gcj02' }, 'wgs84');
    expect(distanceMeters(back, wgs)).toBeLessThan(1);
  });

  it('moves a Beijing point by a few hundred metres between datums', () => {
    const wgs = { longitude: 116.2701, latitude: 39.9993, datum: 'wgs84' as const };
    const offset = distanceMeters(pointIn(wgs, 'wgs84'), toDatum(wgs, 'gcj02'));
    expect(offset).toBeGreaterThan(300);
    expect(offset).toBeLessThan(800);
  });

  it('leaves a point in its own datum unchanged', () => {
    expect(toDatum({ longitude: 116.27, latitude: 40, datum: 'gcj02' }, 'gcj02')).toEqual({
      longitude: 116.27,
      latitude: 40,
    });
  });

  it('leaves points outside China unchanged', () => {
    const paris = toDatum({ longitude: 2.3522, latitude: 48.8566, datum: 'wgs84' }, 'gcj02');
    expect(paris).toEqual({ longitude: 2.3522, latitude: 48.8566 });
  });
});

describe('distanceMeters', () => {
  it('is zero for the same point', () => {
    expect(distanceMeters({ longitude: 116.27, latitude: 40 }, { longitude: 116.27, latitude: 40 })).toBe(0);
  });

  it('is about 111.2 km for one degree of latitude', () => {
    const d = distanceMeters({ longitude: 116, latitude: 39.5 }, { longitude: 116, latitude: 40.5 });
    expect(d).toBeGreaterThan(111_000);
    expect(d).toBeLessThan(111_400);
  });

  it('shrinks a degree of longitude with the cosine of latitude', () => {
    const d = distanceMeters({ longitude: 116, latitude: 40 }, { longitude: 117, latitude: 40 });
    expect(d).toBeCloseTo(111_195 * Math.cos((40 * Math.PI) / 180), -2);
  });

  it('is symmetric', () => {
    const a = { longitude: 116.2575, latitude: 39.986 };
    const b = { longitude: 116.282, latitude: 40.006 };
    expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
  });

  it('measures Beijing to Shanghai as about 1070 km', () => {
    const d = distanceMeters({ longitude: 116.4074, latitude: 39.9042 }, { longitude: 121.4737, latitude: 31.2304 });
    expect(d / 1000).toBeGreaterThan(1060);
    expect(d / 1000).toBeLessThan(1075);
  });
});

function manualSource() {
  const watchers: Array<{ onFix: (fix: LocationFix) => void; stopped: boolean }> = [];
  const source: LocationSource = {
    watch(onFix) {
      const watcher = { onFix, stopped: false };
      watchers.push(watcher);
      return () => {
        watcher.stopped = true;
      };
    },
  };
  const fix = (longitude: number): LocationFix => ({ longitude, latitude: 40, datum: 'wgs84', accuracyMeters: 10, at: 1 });
  return { source, watchers, fix };
}

describe('watchLocation', () => {
  afterEach(() => setLocationSource(createBrowserLocationSource(undefined)));

  it('shares one source watch among listeners and stops it when the last leaves', () => {
    const { source, watchers, fix } = manualSource();
    setLocationSource(source);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = watchLocation(a);
    const stopB = watchLocation(b);
    expect(watchers).toHaveLength(1);
    watchers[0]!.onFix(fix(116.1));
    expect(a).toHaveBeenCalledWith(fix(116.1));
    expect(b).toHaveBeenCalledWith(fix(116.1));
    stopA();
    expect(watchers[0]!.stopped).toBe(false);
    stopB();
    expect(watchers[0]!.stopped).toBe(true);
  });

  it('gives a new listener the last fix at once', () => {
    const { source, watchers, fix } = manualSource();
    setLocationSource(source);
    const stop = watchLocation(() => {});
    watchers[0]!.onFix(fix(116.2));
    const late = vi.fn();
    const stopLate = watchLocation(late);
    expect(late).toHaveBeenCalledWith(fix(116.2));
    stop();
    stopLate();
  });

  it('moves a running watch to a newly set source', () => {
    const first = manualSource();
    const second = manualSource();
    setLocationSource(first.source);
    const onFix = vi.fn();
    const stop = watchLocation(onFix);
    setLocationSource(second.source);
    expect(first.watchers[0]!.stopped).toBe(true);
    second.watchers[0]!.onFix(second.fix(116.3));
    expect(onFix).toHaveBeenLastCalledWith(second.fix(116.3));
    stop();
  });

  it('reports unavailable when the browser has no geolocation', () => {
    setLocationSource(createBrowserLocationSource(undefined));
    const onError = vi.fn();
    const stop = watchLocation(() => {}, onError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unavailable' }));
    stop();
  });

  it('maps a denied browser permission to the denied code', () => {
    const geolocation: BrowserGeolocation = {
      watchPosition: (_ok, fail) => {
        fail({ code: 1, message: 'User denied Geolocation' });
        return 7;
      },
      clearWatch: vi.fn(),
    };
    setLocationSource(createBrowserLocationSource(geolocation));
    const onError = vi.fn();
    const stop = watchLocation(() => {}, onError);
    expect(onError).toHaveBeenCalledWith({ code: 'denied', message: 'User denied Geolocation' });
    stop();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
  });
});
