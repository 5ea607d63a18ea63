/**
 * Walking routes over the area's trail network (GeoJSON LineStrings). Trails connect where they
 * share a position. Start and destination are snapped to the nearest point on any trail segment;
 * the walk from the start to the trail and from the trail to the destination counts too.
 * Coordinates are all in the area's datum. Shared: the app routes a walk, the server measures a tour.
 */
import type { GeoPoint } from './datum.ts';
import { distanceMeters } from './distance.ts';

/**
 * The trails as GeoJSON LineStrings (the contract's TrailNetwork has this shape; geo stays
 * zod-free). `stepFree`: a wheelchair or a pram can take the trail (no steps).
 */
export interface TrailLines {
  features: ReadonlyArray<{ properties?: { stepFree?: boolean | undefined } | null; geometry: { coordinates: ReadonlyArray<readonly number[]> } }>;
}

/** The trails a step-free walk may take: those marked step-free. */
export function stepFreeTrails(trails: TrailLines): TrailLines {
  return { features: trails.features.filter((feature) => feature.properties?.stepFree === true) };
}

/** The trails a tour walks: the step-free ones alone for a step-free tour. */
export function tourTrails(trails: TrailLines, isStepFree: boolean): TrailLines {
  return isStepFree ? stepFreeTrails(trails) : trails;
}

/** An unhurried sightseeing pace. */
export const WALKING_SPEED_KMH = 4.5;
const WALKING_METERS_PER_SECOND = (WALKING_SPEED_KMH * 1000) / 3600;

export interface TrailGraph {
  nodes: GeoPoint[];
  /** Adjacency: node index → [neighbour index, metres]. */
  edges: Array<Array<[number, number]>>;
  segments: Array<[number, number]>;
}

export interface WalkingRoute {
  /** From the start to the destination, through the trail. */
  path: GeoPoint[];
  distanceMeters: number;
  walkingSeconds: number;
}

const keyOf = ([longitude, latitude]: readonly number[]) => `${longitude!.toFixed(7)},${latitude!.toFixed(7)}`;

export function buildTrailGraph(trails: TrailLines): TrailGraph {
  const index = new Map<string, number>();
  const graph: TrailGraph = { nodes: [], edges: [], segments: [] };
  const nodeOf = (position: readonly number[]) => {
    const key = keyOf(position);
    let id = index.get(key);
    if (id === undefined) {
      id = graph.nodes.length;
      index.set(key, id);
      graph.nodes.push({ longitude: position[0]!, latitude: position[1]! });
      graph.edges.push([]);
    }
    return id;
  };
  for (const feature of trails.features) {
    const ids = feature.geometry.coordinates.map(nodeOf);
    for (let i = 1; i < ids.length; i++) {
      const [a, b] = [ids[i - 1]!, ids[i]!];
      if (a === b) continue;
      const metres = distanceMeters(graph.nodes[a]!, graph.nodes[b]!);
      graph.edges[a]!.push([b, metres]);
      graph.edges[b]!.push([a, metres]);
      graph.segments.push([a, b]);
    }
  }
  return graph;
}

interface Snap {
  point: GeoPoint;
  /** The segment's ends and the metres from the snapped point to each. */
  ends: Array<[number, number]>;
}

/**
 * The nearest point on any segment. Over a few kilometres a local equirectangular plane is
 * accurate to centimetres, so the projection is done there.
 */
function snapToTrail(graph: TrailGraph, point: GeoPoint): Snap | null {
  const metresPerLon = 111_320 * Math.cos((point.latitude * Math.PI) / 180);
  const metresPerLat = 110_574;
  const toPlane = (p: GeoPoint) => [(p.longitude - point.longitude) * metresPerLon, (p.latitude - point.latitude) * metresPerLat] as const;
  let best: { distance: number; snap: Snap } | null = null;
  for (const [a, b] of graph.segments) {
    const [ax, ay] = toPlane(graph.nodes[a]!);
    const [bx, by] = toPlane(graph.nodes[b]!);
    const [dx, dy] = [bx - ax, by - ay];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
    const [px, py] = [ax + t * dx, ay + t * dy];
    const distance = Math.hypot(px, py);
    if (best === null || distance < best.distance) {
      const snapped = { longitude: point.longitude + px / metresPerLon, latitude: point.latitude + py / metresPerLat };
      best = {
        distance,
        snap: { point: snapped, ends: [[a, distanceMeters(snapped, graph.nodes[a]!)], [b, distanceMeters(snapped, graph.nodes[b]!)]] },
      };
    }
  }
  return best?.snap ?? null;
}

/** Dijkstra from a virtual start node (index -1) joined to the start segment's ends. */
function shortestPath(graph: TrailGraph, start: Snap, end: Snap): { via: number[]; metres: number } | null {
  const n = graph.nodes.length;
  const dist = new Float64Array(n).fill(Infinity);
  const previous = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const queue: Array<[number, number]> = [];
  const push = (node: number, metres: number) => {
    queue.push([metres, node]);
    // Sift up: a binary heap keeps big trail networks fast.
    let i = queue.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (queue[parent]![0] <= queue[i]![0]) break;
      [queue[parent], queue[i]] = [queue[i]!, queue[parent]!];
      i = parent;
    }
  };
  const pop = (): [number, number] | undefined => {
    const top = queue[0];
    const last = queue.pop();
    if (queue.length > 0 && last) {
      queue[0] = last;
      let i = 0;
      for (;;) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let smallest = i;
        if (l < queue.length && queue[l]![0] < queue[smallest]![0]) smallest = l;
        if (r < queue.length && queue[r]![0] < queue[smallest]![0]) smallest = r;
        if (smallest === i) break;
        [queue[smallest], queue[i]] = [queue[i]!, queue[smallest]!];
        i = smallest;
      }
    }
    return top;
  };
  for (const [node, metres] of start.ends) {
    if (metres < dist[node]!) {
      dist[node] = metres;
      push(node, metres);
    }
  }
  for (let item = pop(); item; item = pop()) {
    const [metres, node] = item;
    if (done[node]) continue;
    done[node] = 1;
    for (const [next, length] of graph.edges[node]!) {
      if (metres + length < dist[next]!) {
        dist[next] = metres + length;
        previous[next] = node;
        push(next, metres + length);
      }
    }
  }
  let best: { node: number; metres: number } | null = null;
  for (const [node, metres] of end.ends) {
    const total = dist[node]! + metres;
    if (Number.isFinite(total) && (best === null || total < best.metres)) best = { node, metres: total };
  }
  if (!best) return null;
  const via: number[] = [];
  for (let node = best.node; node !== -1; node = previous[node]!) via.unshift(node);
  return { via, metres: best.metres };
}

function sameSegment(a: Snap, b: Snap): boolean {
  const ids = (snap: Snap) => snap.ends.map(([node]) => node).sort((x, y) => x - y).join(',');
  return ids(a) === ids(b);
}

export function findWalkingRoute(graph: TrailGraph, from: GeoPoint, to: GeoPoint): WalkingRoute | null {
  const start = snapToTrail(graph, from);
  const end = snapToTrail(graph, to);
  if (!start || !end) return null;
  const onTrail = sameSegment(start, end)
    ? { path: [start.point, end.point], metres: distanceMeters(start.point, end.point) }
    : (() => {
        const found = shortestPath(graph, start, end);
        return found && { path: [start.point, ...found.via.map((node) => graph.nodes[node]!), end.point], metres: found.metres };
      })();
  if (!onTrail) return null;
  const metres = distanceMeters(from, start.point) + onTrail.metres + distanceMeters(end.point, to);
  return {
    path: [from, ...onTrail.path, to],
    distanceMeters: metres,
    walkingSeconds: metres / WALKING_METERS_PER_SECOND,
  };
}

/** A walk through stops in order (a tour): the path drawn and its length. */
export interface StopsWalk {
  path: GeoPoint[];
  distanceMeters: number;
}

/**
 * The walk from stop to stop along the trails; a leg the trails cannot join, or every leg when
 * there are no trails (`graph` null), goes straight. The app draws the path, the server measures it.
 */
export function walkStops(graph: TrailGraph | null, stops: readonly GeoPoint[]): StopsWalk {
  const path: GeoPoint[] = stops.slice(0, 1);
  let metres = 0;
  for (let i = 1; i < stops.length; i++) {
    const [from, to] = [stops[i - 1]!, stops[i]!];
    const leg = graph && findWalkingRoute(graph, from, to);
    // Each leg starts where the last ended: its first point is already on the path.
    path.push(...(leg ? leg.path.slice(1) : [to]));
    metres += leg ? leg.distanceMeters : distanceMeters(from, to);
  }
  return { path, distanceMeters: metres };
}
