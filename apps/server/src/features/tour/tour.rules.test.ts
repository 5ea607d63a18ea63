import { describe, expect, it } from 'vitest';
import { TOUR_MINUTES_PER_STOP } from '@youlan/contract';
import { distanceMeters } from '@youlan/geo';
import { measureTour } from './tour.rules.ts';

const line = (...coordinates: Array<[number, number]>) => ({ geometry: { coordinates } });
const a = { longitude: 116.0, latitude: 40.0 };
const b = { longitude: 116.001, latitude: 40.0 };
const c = { longitude: 116.001, latitude: 40.001 };

describe('measureTour', () => {
  it('walks the trails between stops, not the straight line', () => {
    // An L-shaped trail a → b → c: the walk from a to c goes round the corner.
    const trails = { features: [line([a.longitude, a.latitude], [b.longitude, b.latitude], [c.longitude, c.latitude])] };
    const measured = measureTour(trails, [a, c]);
    const round = distanceMeters(a, b) + distanceMeters(b, c);
    expect(measured.distanceMeters).toBe(Math.round(round));
    expect(measured.distanceMeters).toBeGreaterThan(distanceMeters(a, c));
    expect(measured.durationMinutes).toBe(Math.round(round / 75 + 2 * TOUR_MINUTES_PER_STOP));
  });

  it('walks a step-free tour on the step-free trails alone', () => {
    // The corner a → b → c has steps; a ramp joins a and c directly but longer (through d).
    const d = { longitude: 116.0, latitude: 40.001 };
    const ramp = { properties: { stepFree: true }, geometry: { coordinates: [[a.longitude, a.latitude], [d.longitude, d.latitude], [c.longitude, c.latitude]] } };
    const trails = { features: [line([a.longitude, a.latitude], [b.longitude, b.latitude], [c.longitude, c.latitude]), ramp] };
    const viaRamp = Math.round(distanceMeters(a, d) + distanceMeters(d, c));
    expect(measureTour(trails, [a, c], true).distanceMeters).toBe(viaRamp);
    expect(measureTour({ features: [trails.features[0]!] }, [a, c], true).distanceMeters).toBe(Math.round(distanceMeters(a, c)));
  });

  it('counts straight without trails', () => {
    expect(measureTour(null, [a, b, c]).distanceMeters).toBe(Math.round(distanceMeters(a, b) + distanceMeters(b, c)));
    expect(measureTour({ features: [] }, [a])).toEqual({ distanceMeters: 0, durationMinutes: TOUR_MINUTES_PER_STOP });
  });
});
