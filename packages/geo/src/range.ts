/**
 * "Is this fix at the place": the one rule the server enforces on a punch and the phone shows
 * before the visitor taps. A fix's own uncertainty is forgiven, but only up to an allowance, so
 * a vague fix cannot stretch a place's range.
 */
import type { Datum, PointIn } from './datum.ts';
import { distanceMeters } from './distance.ts';

export interface RangeCheck {
  /** From the fix to the place, metres. */
  distanceMeters: number;
  /** The place's range plus the forgiven part of the fix's accuracy, metres. */
  allowedMeters: number;
  inRange: boolean;
}

export interface RangeRule {
  /** The place's range, metres. */
  rangeMeters: number;
  /** The fix's accuracy radius, metres. */
  accuracyMeters: number;
  /** At most this much of the accuracy is forgiven, metres. */
  accuracyAllowanceMeters: number;
}

/** Both points in the same datum (the brand makes the type checker hold to it). */
export function checkRange<D extends Datum>(fix: PointIn<D>, place: PointIn<D>, rule: RangeRule): RangeCheck {
  const distance = distanceMeters(fix, place);
  const allowed = rule.rangeMeters + Math.min(Math.max(0, rule.accuracyMeters), rule.accuracyAllowanceMeters);
  return { distanceMeters: distance, allowedMeters: allowed, inRange: distance <= allowed };
}
