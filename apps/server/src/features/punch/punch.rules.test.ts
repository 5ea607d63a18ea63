import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUNCH_ACCURACY_ALLOWANCE_M } from '@youlan/contract';
import { distanceMeters, toDatum } from '@youlan/geo';
import { flagsFor, judgePosition, retryAfterSeconds } from './punch.rules.ts';

// The Tower of Buddhist Incense in the demo area, GCJ-02, 50 m range.
const tower = { longitude: 116.2686, latitude: 40.0005, scopeRange: 50 };
/** A point `metres` north of the tower (1° of latitude ≈ 111,195 m). */
const north = (metres: number) => ({ longitude: tower.longitude, latitude: tower.latitude + metres / 111_195 });

describe('judgePosition', () => {
  it('accepts a GCJ-02 fix inside the range and refuses one 350 m away', () => {
    expect(judgePosition({ ...north(20), datum: 'gcj02', accuracyMeters: 10 }, tower, 'gcj02')).toMatchObject({ ok: true });
    const far = judgePosition({ ...north(350), datum: 'gcj02', accuracyMeters: 10 }, tower, 'gcj02');
    expect(far).toMatchObject({ ok: false, reason: 'out_of_range', allowedMeters: 60 });
  });

  it('converts a WGS-84 browser fix before measuring: standing at the tower counts, the raw numbers would not', () => {
    const wgs = toDatum({ ...tower, datum: 'gcj02' }, 'wgs84');
    expect(distanceMeters(wgs, tower)).toBeGreaterThan(300);
    expect(judgePosition({ ...wgs, datum: 'wgs84', accuracyMeters: 8 }, tower, 'gcj02')).toMatchObject({ ok: true });
  });

  it('forgives the fix its accuracy up to the allowance at the edge of the range', () => {
    expect(judgePosition({ ...north(69), datum: 'gcj02', accuracyMeters: 20 }, tower, 'gcj02')).toMatchObject({ ok: true });
    expect(judgePosition({ ...north(71), datum: 'gcj02', accuracyMeters: 20 }, tower, 'gcj02')).toMatchObject({ ok: false });
    // A wide fix cannot stretch the range past the allowance.
    expect(judgePosition({ ...north(50 + PUNCH_ACCURACY_ALLOWANCE_M + 2), datum: 'gcj02', accuracyMeters: 140 }, tower, 'gcj02')).toMatchObject({ ok: false, reason: 'out_of_range' });
  });

  it('refuses a fix less precise than 150 m, wherever it is', () => {
    expect(judgePosition({ ...north(0), datum: 'gcj02', accuracyMeters: 151 }, tower, 'gcj02')).toEqual({ ok: false, reason: 'imprecise', accuracyMeters: 151 });
  });

  it('never accepts a point farther than range + allowance, whatever the datum and accuracy', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), fc.double({ min: 0.5, max: 150, noNaN: true }), (metres, accuracy) => {
        const verdict = judgePosition({ ...north(metres), datum: 'gcj02', accuracyMeters: accuracy }, tower, 'gcj02');
        if (verdict.ok) expect(verdict.distanceMeters).toBeLessThanOrEqual(tower.scopeRange + PUNCH_ACCURACY_ALLOWANCE_M + 1e-6);
      }),
    );
  });
});

describe('flagsFor', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 2, 0, seconds));
  it('flags a jump faster than a visitor moves, and an identical repeated fix', () => {
    const first = { point: north(0), accuracyMeters: 12, at: at(0) };
    expect(flagsFor(null, first)).toEqual([]);
    expect(flagsFor(first, { point: north(900), accuracyMeters: 12, at: at(30) })).toEqual(['too_fast']);
    expect(flagsFor(first, { point: north(200), accuracyMeters: 12, at: at(59) })).toEqual([]);
    expect(flagsFor(first, { point: north(0), accuracyMeters: 12, at: at(59) })).toEqual(['repeated_fix']);
    expect(flagsFor(first, { point: north(0), accuracyMeters: 9, at: at(59) })).toEqual([]);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date(Date.UTC(2026, 10, 22, 2, 1, 0));
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('lets attempts through under the limit and says how long to wait at it', () => {
    expect(retryAfterSeconds([ago(5), ago(10)], now, 3, 60_000)).toBeNull();
    expect(retryAfterSeconds([ago(5), ago(10), ago(50)], now, 3, 60_000)).toBe(10);
    expect(retryAfterSeconds([ago(5), ago(10), ago(70)], now, 3, 60_000)).toBeNull();
  });
});
