/**
 * The punch-in rules as plain functions: is the visitor at the place, does the fix look
 * plausible, and how long must a visitor who tries too often wait.
 */
import { PUNCH_ACCURACY_ALLOWANCE_M, PUNCH_FLAG_SPEED_MPS, PUNCH_MAX_ACCURACY_M, type PunchFlag } from '@youlan/contract';
import { checkRange, distanceMeters, pointIn, toDatum, type Datum, type GeoPoint } from '@youlan/geo';

export interface Fix extends GeoPoint {
  datum: Datum;
  accuracyMeters: number;
}

export type PositionVerdict =
  | { ok: true; point: GeoPoint; distanceMeters: number }
  | { ok: false; reason: 'imprecise'; accuracyMeters: number }
  | { ok: false; reason: 'out_of_range'; distanceMeters: number; allowedMeters: number };

/**
 * At the place when the fix, in the area's datum, is within the place's range plus the fix's own
 * uncertainty (forgiven up to PUNCH_ACCURACY_ALLOWANCE_M, so a wide fix cannot stretch the range).
 */
export function judgePosition(fix: Fix, place: GeoPoint & { scopeRange: number }, areaDatum: Datum): PositionVerdict {
  if (fix.accuracyMeters > PUNCH_MAX_ACCURACY_M) return { ok: false, reason: 'imprecise', accuracyMeters: fix.accuracyMeters };
  const point = toDatum(fix, areaDatum);
  const range = checkRange(point, pointIn(place, areaDatum), { rangeMeters: place.scopeRange, accuracyMeters: fix.accuracyMeters, accuracyAllowanceMeters: PUNCH_ACCURACY_ALLOWANCE_M });
  if (!range.inRange) return { ok: false, reason: 'out_of_range', distanceMeters: range.distanceMeters, allowedMeters: range.allowedMeters };
  return { ok: true, point: { longitude: point.longitude, latitude: point.latitude }, distanceMeters: range.distanceMeters };
}

export interface PunchFix {
  point: GeoPoint;
  accuracyMeters: number;
  at: Date;
}

/**
 * A web page cannot prove a position; these are the signs of a faked one, kept for the operator:
 * a move faster than a visitor gets around a park, and the very same fix as the last punch.
 */
export function flagsFor(previous: PunchFix | null, current: PunchFix): PunchFlag[] {
  if (!previous) return [];
  const flags: PunchFlag[] = [];
  const seconds = (current.at.getTime() - previous.at.getTime()) / 1000;
  const metres = distanceMeters(previous.point, current.point);
  if (seconds > 0 && metres / seconds > PUNCH_FLAG_SPEED_MPS) flags.push('too_fast');
  const same = (a: number, b: number) => Math.abs(a - b) < 1e-7;
  if (same(previous.point.longitude, current.point.longitude) && same(previous.point.latitude, current.point.latitude) && previous.accuracyMeters === current.accuracyMeters) {
    flags.push('repeated_fix');
  }
  return flags;
}

/** Seconds until the oldest attempt in the window leaves it, when `limit` attempts are in it; else null. */
export function retryAfterSeconds(attemptTimes: Date[], now: Date, limit: number, windowMs: number): number | null {
  const inWindow = attemptTimes.filter((t) => now.getTime() - t.getTime() < windowMs).sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < limit) return null;
  const oldest = inWindow[inWindow.length - limit];
  if (!oldest) return null;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}
