import { describe, expect, it } from 'vitest';
import { convertDatum, distanceMeters } from './geo.ts';

describe('server geo', () => {
  it('moves a Beijing point by a few hundred metres between WGS-84 and GCJ-02, and back', () => {
    const wgs = { longitude: 116.2686, latitude: 40.0005 };
    const gcj = convertDatum(wgs, 'wgs84', 'gcj02');
    const shift = distanceMeters(wgs, gcj);
    expect(shift).toBeGreaterThan(300);
    expect(shift).toBeLessThan(700);
    const back = convertDatum(gcj, 'gcj02', 'wgs84');
    expect(distanceMeters(back, wgs)).toBeLessThan(1);
  });

  it('measures a degree of latitude as about 111 km and a point as 0 from itself', () => {
    expect(distanceMeters({ longitude: 116, latitude: 39 }, { longitude: 116, latitude: 40 })).toBeCloseTo(111_195, -2);
    expect(distanceMeters({ longitude: 116.27, latitude: 39.99 }, { longitude: 116.27, latitude: 39.99 })).toBe(0);
  });
});
