import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance.ts';
import { buildTrailGraph, findWalkingRoute, stepFreeTrails, tourTrails, walkStops, WALKING_SPEED_KMH, type TrailLines } from './walking-route.ts';

const line = (...coordinates: Array<[number, number]>) => ({
  type: 'Feature' as const,
  properties: null,
  geometry: { type: 'LineString' as const, coordinates },
});

// A square of trails 0.002° a side near the Summer Palace, plus a detached loop far away.
const A: [number, number] = [116.27, 40.0];
const B: [number, number] = [116.272, 40.0];
const C: [number, number] = [116.272, 40.002];
const D: [number, number] = [116.27, 40.002];
const square = {
  type: 'FeatureCollection',
  features: [line(A, B, C), line(A, D), line(D, C), line([116.3, 40.0], [116.301, 40.0])],
};
const at = ([longitude, latitude]: [number, number]) => ({ longitude, latitude });

describe('findWalkingRoute', () => {
  const graph = buildTrailGraph(square);

  it('joins trails at shared positions and walks the shorter way round', () => {
    const route = findWalkingRoute(graph, at(A), at(C));
    expect(route).not.toBeNull();
    const sides = distanceMeters(at(A), at(B)) + distanceMeters(at(B), at(C));
    const otherWay = distanceMeters(at(A), at(D)) + distanceMeters(at(D), at(C));
    expect(route!.distanceMeters).toBeCloseTo(Math.min(sides, otherWay), 3);
  });

  it('snaps the start to the middle of the nearest segment and counts the walk to it', () => {
    // 20 m south of the middle of A–B, heading to B.
    const start = { longitude: 116.271, latitude: 40.0 - 20 / 111_000 };
    const route = findWalkingRoute(graph, start, at(B))!;
    const half = distanceMeters(at(A), at(B)) / 2;
    expect(route.distanceMeters).toBeGreaterThan(half + 19);
    expect(route.distanceMeters).toBeLessThan(half + 21);
    expect(route.path[0]).toEqual(start);
    expect(route.path[1]!.latitude).toBeCloseTo(40.0, 6);
  });

  it('takes walking time at 4.5 km/h', () => {
    const route = findWalkingRoute(graph, at(A), at(C))!;
    expect(route.walkingSeconds).toBeCloseTo(route.distanceMeters / ((WALKING_SPEED_KMH * 1000) / 3600), 6);
    expect(WALKING_SPEED_KMH).toBe(4.5);
  });

  it('finds no route between trails that never meet', () => {
    expect(findWalkingRoute(graph, at(A), { longitude: 116.3005, latitude: 40.0 })).toBeNull();
  });

  it('finds no route without trails', () => {
    expect(findWalkingRoute(buildTrailGraph({ features: [] }), at(A), at(C))).toBeNull();
  });

  it('ends at the destination itself, after the trail', () => {
    const destination = { longitude: 116.2721, latitude: 40.0021 };
    const route = findWalkingRoute(graph, at(A), destination)!;
    expect(route.path.at(-1)).toEqual(destination);
  });
});

describe('walkStops', () => {
  const graph = buildTrailGraph(square);

  it('joins the legs along the trails into one path, each leg starting where the last ended', () => {
    const walk = walkStops(graph, [at(A), at(C), at(D)]);
    const first = findWalkingRoute(graph, at(A), at(C))!;
    const second = findWalkingRoute(graph, at(C), at(D))!;
    expect(walk.distanceMeters).toBeCloseTo(first.distanceMeters + second.distanceMeters, 6);
    expect(walk.path).toEqual([...first.path, ...second.path.slice(1)]);
  });

  it('goes straight where the trails cannot join two stops, and everywhere without trails', () => {
    const far = { longitude: 116.3005, latitude: 40.0 };
    const walk = walkStops(graph, [at(A), far]);
    expect(walk.path).toEqual([at(A), far]);
    expect(walk.distanceMeters).toBeCloseTo(distanceMeters(at(A), far), 6);
    expect(walkStops(null, [at(A), at(C)]).distanceMeters).toBeCloseTo(distanceMeters(at(A), at(C)), 6);
    expect(walkStops(graph, [at(A)])).toEqual({ path: [at(A)], distanceMeters: 0 });
  });
});

describe('step-free trails', () => {
  // The short way A → B → C has steps; the long way A → D → C is step-free.
  const stepped = { type: 'FeatureCollection', features: [line(A, B, C), { ...line(A, D), properties: { stepFree: true } }, { ...line(D, C), properties: { stepFree: true } }] };

  it('keeps only the trails marked step-free, and all trails for another tour', () => {
    expect(stepFreeTrails(stepped).features).toHaveLength(2);
    expect(tourTrails(stepped, false)).toBe(stepped);
    expect(tourTrails(stepped, true).features.every((feature) => feature.properties?.stepFree)).toBe(true);
  });

  it('routes a step-free walk round the steps', () => {
    // From B the stepped trail leads straight up to C; step-free, the walk goes round by A and D.
    const any = findWalkingRoute(buildTrailGraph(stepped), at(B), at(C))!;
    const stepFree = findWalkingRoute(buildTrailGraph(stepFreeTrails(stepped)), at(B), at(C))!;
    expect(any.path).not.toContainEqual(at(D));
    expect(stepFree.path).toContainEqual(at(D));
    expect(stepFree.distanceMeters).toBeGreaterThan(any.distanceMeters);
  });
});

describe('the demo area trails', () => {
  const trails = JSON.parse(readFileSync(new URL('../../../apps/server/seed/media/map/trails.geojson', import.meta.url), 'utf8')) as TrailLines;
  const graph = buildTrailGraph(trails);
  const eastGate = { longitude: 116.2786, latitude: 39.999 };
  const tower = { longitude: 116.2686, latitude: 40.0005 };
  const island = { longitude: 116.2748, latitude: 39.9888 };
  const jadeBelt = { longitude: 116.2588, latitude: 39.9949 };

  it('walks from the East Palace Gate to the Tower of Buddhist Incense along the Long Corridor', () => {
    const route = findWalkingRoute(graph, eastGate, tower)!;
    expect(route.distanceMeters).toBeGreaterThan(distanceMeters(eastGate, tower));
    expect(route.distanceMeters).toBeLessThan(1.6 * distanceMeters(eastGate, tower));
  });

  it('reaches South Lake Island over the Seventeen-Arch Bridge from the Jade Belt Bridge', () => {
    const route = findWalkingRoute(graph, jadeBelt, island)!;
    expect(route).not.toBeNull();
    // No path crosses the lake: the walk goes round the north shore, well over the straight line.
    expect(route.distanceMeters).toBeGreaterThan(1.8 * distanceMeters(jadeBelt, island));
    expect(route.path.some((p) => Math.abs(p.longitude - 116.279) < 1e-4 && Math.abs(p.latitude - 39.9892) < 1e-4)).toBe(true);
  });
});
