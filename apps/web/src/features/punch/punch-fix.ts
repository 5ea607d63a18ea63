/** Waiting for a position good enough to punch in with. */
import { isLiveFix, watchLocation, type LocationError, type LocationFix } from '../../platform/location/index.ts';
import { bestFix, isPreciseEnough } from './punch-rules.ts';

/** How long the visitor waits for a precise fix before the best one so far is sent. */
export const FIX_WAIT_MS = 5_000;
/** A fix older than this, from a watch that has stopped since, is where the visitor was. */
const FRESH_MS = 10_000;

export class NoFixError extends Error {
  override readonly name = 'NoFixError';
  readonly code: LocationError['code'];
  constructor(code: LocationError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * The freshest fix with accuracy within the server's limit, waiting up to `waitMs` for one;
 * after that the best fix seen; rejects with NoFixError when there is none at all.
 */
export function freshFix(waitMs = FIX_WAIT_MS): Promise<LocationFix> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    const seen: LocationFix[] = [];
    let lastError: LocationError | null = null;
    let stop: () => void = () => {};
    let done = false;
    const finish = (fix: LocationFix | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      if (fix) resolve(fix);
      else reject(new NoFixError(lastError?.code ?? 'timeout', lastError?.message ?? 'no position fix'));
    };
    const timer = setTimeout(() => finish(bestFix(seen)), waitMs);
    stop = watchLocation(
      (fix) => {
        // An old fix still counts when the screen's own watch has run since it came (the
        // visitor has not moved); a fix left from an earlier watch does not.
        if (startedAt - fix.at > FRESH_MS && !isLiveFix(fix)) return;
        seen.push(fix);
        if (isPreciseEnough(fix)) finish(fix);
      },
      (error) => {
        lastError = error;
        // Denied or no geolocation at all: waiting will not help.
        if (error.code !== 'timeout' && seen.length === 0) finish(null);
      },
    );
  });
}
