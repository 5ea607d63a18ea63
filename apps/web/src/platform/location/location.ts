/**
 * The visitor's position, from one replaceable source: the browser's geolocation by default,
 * the WeChat JS-SDK inside WeChat (its module calls setLocationSource). Every screen and the
 * audio guide share one underlying watch, so the device is asked once however many listen.
 */
import { createBrowserLocationSource } from './browser-source.ts';
import type { LocationError, LocationFix, LocationSource } from './location-source.ts';

export type { LocationError, LocationFix, LocationSource } from './location-source.ts';

interface Listener {
  onFix: (fix: LocationFix) => void;
  onError?: (error: LocationError) => void;
}

let source: LocationSource | null = null;
const listeners = new Set<Listener>();
let stopSource: (() => void) | null = null;
let latest: LocationFix | null = null;
/**
 * The watch has run without a break or an error since `latest` arrived. A watch reports every
 * move, so its last fix is where a visitor standing still still is, however old its timestamp.
 */
let isLatestLive = false;
/**
 * The running watch's last error since its last fix. A browser reports a refusal once per watch,
 * so a listener that joins later (the automatic guide, after the map's watch was refused) hears it
 * from here, or it would wait for ever.
 */
let latestError: LocationError | null = null;

function currentSource(): LocationSource {
  source ??= createBrowserLocationSource();
  return source;
}

function start(): void {
  const stopWatch = currentSource().watch(
    (fix) => {
      latest = fix;
      isLatestLive = true;
      latestError = null;
      for (const listener of [...listeners]) listener.onFix(fix);
    },
    (error) => {
      isLatestLive = false;
      latestError = error;
      for (const listener of [...listeners]) listener.onError?.(error);
    },
  );
  stopSource = stopWatch;
  // A source may answer synchronously and its only listener may have left in that answer.
  if (listeners.size === 0) stop();
}

function stop(): void {
  isLatestLive = false;
  latestError = null;
  stopSource?.();
  stopSource = null;
}

/** Replaces the source; watches in progress move to the new one. */
export function setLocationSource(next: LocationSource): void {
  const isWatching = stopSource !== null;
  if (isWatching) stop();
  source = next;
  latest = null;
  isLatestLive = false;
  if (isWatching) start();
}

/**
 * Calls onFix with every fix (the last known one first, when there is one) until the returned
 * function is called; onError with every error (the running watch's last one first, when it has
 * had no fix since).
 */
export function watchLocation(
  onFix: (fix: LocationFix) => void,
  onError?: (error: LocationError) => void,
): () => void {
  const listener: Listener = { onFix, onError };
  listeners.add(listener);
  if (latest) onFix(latest);
  if (!stopSource) start();
  else if (latestError) onError?.(latestError);
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) stop();
  };
}

/** The last fix received while someone was watching, if any. */
export function lastLocationFix(): LocationFix | null {
  return latest;
}

/** Whether `fix` is the current position of a watch that has kept running since it arrived. */
export function isLiveFix(fix: LocationFix): boolean {
  return isLatestLive && fix === latest && stopSource !== null;
}
