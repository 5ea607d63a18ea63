import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointIn, toDatum } from './datum.ts';
import { distanceMeters } from './distance.ts';
import { checkRange } from './range.ts';

/** Points inside mainland China, where GCJ-02 differs from WGS-84. */
const inChina = fc.record({
  longitude: fc.double({ min: 80, max: 130, noNaN: true }),
  latitude: fc.double({ min: 20, max: 50, noNaN: true }),
});
const anywhere = fc.record({
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
});

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


describe('properties', () => {
  it('brings any point in China back to within a metre after WGS-84 → GCJ-02 → WGS-84', () => {
    fc.assert(
      fc.property(inChina, (point) => {
        const gcj = toDatum({ ...point, datum: 'wgs84' }, 'gcj02');
        const back = toDatum({ ...gcj, datum: 'gcj02' }, 'wgs84');
        expect(distanceMeters(back, point)).toBeLessThan(1);
      }),
    );
  });

  it('measures distances that are never negative, zero to itself, and symmetric', () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        const d = distanceMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(distanceMeters(a, a)).toBe(0);
        expect(Math.abs(d - distanceMeters(b, a))).toBeLessThan(1e-6);
        // Never farther than half the Earth's circumference.
        expect(d).toBeLessThanOrEqual(Math.PI * 6_371_008.8 + 1e-6);
      }),
    );
  });

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(anywhere, anywhere, anywhere, (a, b, c) => {
        // Near antipodal points the haversine's asin works at its steepest, where a float's last bit is
        // worth centimetres (a counterexample missed by 1.2 cm); a metre is far below any range the app checks.
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(distanceMeters(a, b) + distanceMeters(b, c) + 1);
      }),
    );
  });
});

describe('checkRange', () => {
  const tower = pointIn({ longitude: 116.2686, latitude: 40.0005 }, 'gcj02');
  /** A point `metres` north of the tower (one degree of latitude is about 111,195 m). */
  const north = (metres: number) => pointIn({ longitude: tower.longitude, latitude: tower.latitude + metres / 111_195 }, 'gcj02');
  const rule = { rangeMeters: 50, accuracyMeters: 20, accuracyAllowanceMeters: 30 };

  it('forgives the fix its accuracy: 69 m out with a 50 m range and a 20 m fix is in, 71 m is not', () => {
    expect(checkRange(north(69), tower, rule).inRange).toBe(true);
    expect(checkRange(north(71), tower, rule)).toMatchObject({ inRange: false, allowedMeters: 70 });
  });

  it('forgives no more than the allowance, however vague the fix', () => {
    expect(checkRange(north(85), tower, { ...rule, accuracyMeters: 500 })).toMatchObject({ inRange: false, allowedMeters: 80 });
  });

  it('is in range exactly when the distance is within the allowed metres', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 300, noNaN: true }), (metres, range, accuracy) => {
        const check = checkRange(north(metres), tower, { rangeMeters: range, accuracyMeters: accuracy, accuracyAllowanceMeters: 30 });
        expect(check.allowedMeters).toBeLessThanOrEqual(range + 30);
        expect(check.inRange).toBe(check.distanceMeters <= check.allowedMeters);
      }),
    );
  });
});
