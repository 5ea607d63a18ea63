/**
 * The automatic guide at work (spec section 4): it watches the visitor's position and, every
 * AUTO_GUIDE_CHECK_MS from the first fix on, checks the latest fix with decideSteadyAutoGuide in
 * the area's datum. Fixes between two checks are throttled away but the last; the check runs
 * even when no new fix came, since a phone standing still may send none.
 * Loaded only when a visitor turns the automatic guide on.
 */
import type { Place } from '@youlan/contract';
import { AUTO_GUIDE_CHECK_MS } from '@youlan/contract/runtime';
import { toDatum, type Datum } from '@youlan/geo';
import { watchLocation, type LocationFix } from '../../platform/location/index.ts';
import { decideSteadyAutoGuide, INITIAL_STEADY_AUTO_GUIDE_STATE, isOutsideArea, type AutoGuideStatus, type GuideFix } from './auto-guide.ts';
import { createPlaceIndex } from './place-index.ts';

export interface AutoGuideRunner {
  stop(): void;
}

export interface AutoGuideActions<P extends Place> {
  play(place: P): void;
  /** The guide moved on: `next` is the place after the current one, null past the list's end. */
  moveTo(next: P | null): void;
  /** What the position allows now (never 'locating', which is where every guide starts). */
  report(status: Exclude<AutoGuideStatus, 'locating' | 'denied'>): void;
  /** The visitor refused the position: the guide turns itself off. */
  fail(): void;
}

/** Where the guide starts in its list: a tour's order and its next stop, and the place already playing. */
export interface AutoGuideStart {
  ordered: number;
  nextPosition: number;
  currentId: number | null;
}

export function startAutoGuide<P extends Place>(places: readonly P[], datum: Datum, actions: AutoGuideActions<P>, start?: AutoGuideStart): AutoGuideRunner {
  const index = createPlaceIndex(places, start?.ordered);
  let state = start ? { ...INITIAL_STEADY_AUTO_GUIDE_STATE, nextPosition: start.nextPosition, currentId: start.currentId } : INITIAL_STEADY_AUTO_GUIDE_STATE;
  let latest: LocationFix | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let reported: AutoGuideStatus = 'locating';
  const report = (status: Exclude<AutoGuideStatus, 'locating' | 'denied'>) => {
    if (status === reported) return;
    reported = status;
    actions.report(status);
  };

  const check = () => {
    if (!latest) return;
    const fix: GuideFix = { ...toDatum(latest, datum), accuracyMeters: latest.accuracyMeters };
    const result = decideSteadyAutoGuide(state, fix, index);
    state = result.state;
    const { decision } = result;
    if (decision.action === 'play') actions.play(decision.place);
    else if (decision.action === 'advance') actions.moveTo(decision.place);
  };

  const unsubscribe = watchLocation(
    (fix) => {
      const isFirst = latest === null;
      latest = fix;
      report(isOutsideArea(toDatum(fix, datum), places) ? 'outside' : 'guiding');
      if (!isFirst) return;
      check();
      timer = setInterval(check, AUTO_GUIDE_CHECK_MS);
    },
    (error) => {
      // Spec section 8: logged. A refusal lasts, so the guide turns off and its banner says why;
      // a position that is unavailable for a moment (indoors, under trees) comes back on the same
      // watch, and the banner says so meanwhile.
      console.error('automatic guide: no position', error.code, error.message);
      if (error.code === 'denied') actions.fail();
      else report('noFix');
    },
  );

  return {
    stop() {
      unsubscribe();
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}
