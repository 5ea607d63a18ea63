import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveFix, setLocationSource, watchLocation, type LocationFix, type LocationSource } from './location.ts';
import { createBrowserLocationSource, type BrowserGeolocation } from './browser-source.ts';

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

  it('counts the last fix as live only while the watch that brought it keeps running', () => {
    const { source, watchers, fix } = manualSource();
    setLocationSource(source);
    const stop = watchLocation(() => {});
    const standingStill = fix(116.4);
    watchers[0]!.onFix(standingStill);
    expect(isLiveFix(standingStill)).toBe(true);
    expect(isLiveFix(fix(116.4))).toBe(false);
    stop();
    // Watching again hands out the same old fix, but nothing has confirmed it since.
    let replayed: LocationFix | null = null;
    const stopAgain = watchLocation((next) => (replayed = next));
    expect(replayed).toBe(standingStill);
    expect(isLiveFix(standingStill)).toBe(false);
    stopAgain();
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

  it('tells a listener that joins a refused watch of the refusal, and forgets it with a fix or a new watch', () => {
    const failures: Array<(error: { code: 'denied'; message: string }) => void> = [];
    const source: LocationSource = {
      watch(_onFix, onError) {
        failures.push(onError);
        return () => {};
      },
    };
    setLocationSource(source);
    const stopMap = watchLocation(() => {});
    failures[0]!({ code: 'denied', message: 'User denied Geolocation' });
    const late = vi.fn();
    const stopLate = watchLocation(() => {}, late);
    expect(late).toHaveBeenCalledWith({ code: 'denied', message: 'User denied Geolocation' });
    stopLate();
    stopMap();
    // A new watch asks the device again rather than repeat the old answer.
    const again = vi.fn();
    const stopAgain = watchLocation(() => {}, again);
    expect(failures).toHaveLength(2);
    expect(again).not.toHaveBeenCalled();
    stopAgain();
  });
});
