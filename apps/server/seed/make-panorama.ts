/**
 * Renders the demo area's 360° scenes (equirectangular, 2:1) and makes its 360° video.
 *
 * No packaged photograph shows the Summer Palace in 360° (Debian's stellarium-data panoramas are of
 * French, Austrian and American fields, a horizon band 2048–4096 px around), so the scenes are rendered from a small
 * model of the area: every landmark stands at the bearing and distance its place has in
 * demo-area.json, so a marker's yaw points where the building is drawn. Each scene is drawn in two
 * passes: the far layer (sky, hills, buildings, trees) as an SVG laid out in yaw/pitch, then a ray
 * per pixel (2 × 2 samples) for the near geometry a flat drawing cannot do right in 360°: the water,
 * which mirrors the far layer with ripples; stone decks and floors; balustrades, pillars and painted
 * beams. Near trees come last as an overlay.
 *
 * The video is the bridge scene with clouds drifting across the sky and the light warming towards
 * evening over 20 s, put together by ffmpeg (H.264, yuv420p, faststart: Chromium and phones play it).
 *
 * Run: node apps/server/seed/make-panorama.ts [scene key | video]  (needs `apt-get install -y
 * ffmpeg`; writes apps/server/seed/media/panorama/{scenes,videos}/*; the output is committed).
 * `node apps/server/seed/make-panorama.ts entries` prints demo-area.json's panoramaScenes, markers
 * included, as JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

type RGB = [number, number, number];
const W = 4096, H = 2048;
const TAU = Math.PI * 2;

// ---------- the area, in metres east/north of a scene's viewpoint ----------

interface LonLat { longitude: number; latitude: number }
const area = JSON.parse(readFileSync(new URL('./demo-area.json', import.meta.url), 'utf8')) as { places: (LonLat & { name: string })[] };
const place = (name: string): LonLat => {
  const p = area.places.find((x) => x.name === name);
  if (!p) throw new Error(`no place ${name} in demo-area.json`);
  return p;
};
const M_PER_DEG_LAT = 111_000, M_PER_DEG_LON = 111_320 * Math.cos((40 * Math.PI) / 180);
const local = (from: LonLat, to: LonLat): [number, number] => [(to.longitude - from.longitude) * M_PER_DEG_LON, (to.latitude - from.latitude) * M_PER_DEG_LAT];
const at = (longitude: number, latitude: number): LonLat => ({ longitude, latitude });

/** A scene's camera: where it stands, its eye height above the water, and the compass heading of yaw 0. */
interface View { origin: LonLat; eye: number; heading: number }

/** Bearing (radians, clockwise from north) of a point east/north of the viewer. */
const bearingOf = (x: number, y: number) => Math.atan2(x, y);
/** The yaw of a compass bearing in a view: 0 at the image centre, positive to the right. */
function yawOf(view: View, bearing: number): number {
  let yaw = bearing - view.heading;
  while (yaw > Math.PI) yaw -= TAU;
  while (yaw <= -Math.PI) yaw += TAU;
  return yaw;
}
/**
 * Far things are drawn taller than they are: seen from the bridge, the 41 m tower 1.4 km away is
 * 2° high, a speck on a phone. Up to three times the height (from 300 m away on, full at 1.2 km)
 * keeps the scene true in bearings and right in feel; near things keep their true size.
 */
const LIFT = 3;
const lift = (heightMetres: number, distance: number) => heightMetres * (1 + (LIFT - 1) * Math.min(1, Math.max(0, (distance - 300) / 900)));
/** Yaw and pitch (radians) of a place, as a marker needs them. */
export function directionTo(view: View, target: LonLat, heightMetres = 0): { yaw: number; pitch: number } {
  const [x, y] = local(view.origin, target);
  const d = Math.hypot(x, y);
  return { yaw: yawOf(view, bearingOf(x, y)), pitch: Math.atan2(lift(heightMetres, d) - view.eye, d) };
}
const px = (yaw: number) => W / 2 + (yaw / TAU) * W;
const py = (pitch: number) => H / 2 - (pitch / Math.PI) * H;

// ---------- the far layer: SVG in yaw/pitch ----------

/** Draws shapes given in metres (u to the right, h up) standing at a point, as seen from the view. */
class FarLayer {
  parts: string[] = [];
  readonly view: View;
  constructor(view: View) {
    this.view = view;
  }

  /** A polygon in world coordinates: [x east, y north, z up] points, densely sampled so it bends right. */
  world(points: [number, number, number][], fill: string, extra = '') {
    const dense: [number, number, number][] = [];
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!, b = points[(i + 1) % points.length]!;
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1], b[2] - a[2]) / 4));
      for (let k = 0; k < n; k++) dense.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n, a[2] + ((b[2] - a[2]) * k) / n]);
    }
    this.polygon(dense.map(([x, y, z]) => [bearingOf(x, y), Math.atan2(lift(z, Math.hypot(x, y)) - this.view.eye, Math.hypot(x, y))]), fill, extra);
  }

  /** A shape standing at a place, facing the viewer (a billboard): [u, h] metres. */
  standing(target: LonLat, shape: [number, number][], fill: string, base = 0, extra = '') {
    const [x, y] = local(this.view.origin, target);
    const d = Math.hypot(x, y), b = bearingOf(x, y);
    // Lifted things grow as much in width as in height, so a tower keeps its proportions.
    const grow = lift(1, d);
    this.polygon(shape.map(([u, h]) => [b + Math.atan2(u * grow, d), Math.atan2(lift(base + h, d) - this.view.eye, d)]), fill, extra);
  }

  /** A polygon of [bearing, pitch] points; drawn three times so it wraps across the image's seam. */
  polygon(points: [number, number][], fill: string, extra = '') {
    let prev: number | undefined;
    const unwrapped = points.map(([bearing, pitch]) => {
      let yaw = yawOf(this.view, bearing);
      if (prev !== undefined) { while (yaw - prev > Math.PI) yaw -= TAU; while (prev - yaw > Math.PI) yaw += TAU; }
      prev = yaw;
      return `${px(yaw).toFixed(1)},${py(pitch).toFixed(1)}`;
    }).join(' ');
    for (const dx of [-W, 0, W]) this.parts.push(`<polygon transform="translate(${dx} 0)" points="${unwrapped}" fill="${fill}"${extra}/>`);
  }

  raw(svg: string) { this.parts.push(svg); }

  /** The sky alone: its gradient and the sun's glow (clouds and shapes are laid over it). */
  svg(sky: Sky): string {
    const sunX = px(yawOf(this.view, sky.sunBearing)), sunY = py(sky.sunPitch);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.zenith}"/><stop offset=".42" stop-color="${sky.mid}"/><stop offset=".5" stop-color="${sky.horizon}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${sky.glow}" stop-opacity=".85"/><stop offset=".25" stop-color="${sky.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${[-W, 0, W].map((dx) => `<ellipse cx="${sunX + dx}" cy="${sunY}" rx="900" ry="420" fill="url(#glow)"/><circle cx="${sunX + dx}" cy="${sunY}" r="26" fill="#fff8e8"/>`).join('')}
</svg>`;
  }

  /** The shapes alone, on a transparent canvas (laid over the sky and its clouds). */
  shapes(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${this.parts.join('\n')}</svg>`;
  }
}

interface Sky { zenith: string; mid: string; horizon: string; glow: string; sunBearing: number; sunPitch: number; clouds: boolean }

/** Soft cumulus near the horizon, laid out in image space (drawn twice across the seam). */
function clouds(seed: number, opacity = 0.85): string {
  let s = '';
  let r = seed * 9301;
  const rand = () => ((r = (r * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < 16; i++) {
    const cx = rand() * W, cy = H * (0.2 + rand() * 0.22), w = 180 + rand() * 420, h = w * (0.18 + rand() * 0.1);
    let puffs = '';
    for (let k = 0; k < 6; k++) puffs += `<ellipse cx="${(cx + (k - 2.5) * w * 0.28 + rand() * 30).toFixed(0)}" cy="${(cy - rand() * h * 0.8).toFixed(0)}" rx="${(w * (0.22 + rand() * 0.14)).toFixed(0)}" ry="${(h * (0.55 + rand() * 0.4)).toFixed(0)}"/>`;
    for (const dx of [-W, 0, W]) s += `<g transform="translate(${dx} 0)" fill="#fff" opacity="${opacity}" filter="url(#soft)">${puffs}<rect x="${(cx - w * 0.75).toFixed(0)}" y="${(cy - h * 0.2).toFixed(0)}" width="${(w * 1.5).toFixed(0)}" height="${(h * 0.5).toFixed(0)}" rx="${(h * 0.25).toFixed(0)}"/></g>`;
  }
  return s;
}

/**
 * The clouds as their own transparent layer, W × H. Drawn three images wide and the middle cut out, so
 * the blur at the seam sees the clouds on the other side and the layer wraps without an edge.
 */
async function cloudLayer(seed: number, opacity: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${3 * W}" height="${H}"><defs><filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs><g transform="translate(${W} 0)">${clouds(seed, opacity)}</g></svg>`;
  return sharp(Buffer.from(svg)).extract({ left: W, top: 0, width: W, height: H }).png().toBuffer();
}

// ---------- shapes of the area's buildings, in metres ----------

const ROOF = '#c9a040', ROOF_DARK = '#9f7b2c', RED = '#9a3d30', RED_DARK = '#6f2a22', STONE = '#d6cfbf', TREE = ['#4d6a4a', '#5a7854', '#45603f', '#62805a'];

/** Longevity Hill: a ridge from west to east, tree-covered, its top about 58 m above the lake. */
function longevityHill(far: FarLayer) {
  const ridge: [number, number, number][] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const lon = 116.2605 + t * 0.0175, lat = 40.0012 + Math.sin(t * Math.PI) * 0.0004;
    const hgt = 6 + 52 * Math.pow(Math.sin(Math.min(1, t * 1.08) * Math.PI), 0.8) + Math.sin(i * 2.3) * 2.5;
    const [x, y] = local(far.view.origin, at(lon, lat));
    ridge.push([x, y, hgt]);
  }
  const foot = ridge.map(([x, y]) => [x, y - 220, 0] as [number, number, number]).reverse();
  far.world([...ridge, ...foot], '#587552');
  // Tree crowns along the ridge and slopes, a little lighter than the hill.
  for (let i = 0; i < 90; i++) {
    const t = (i * 0.618) % 1, side = (i * 0.377) % 1;
    const lon = 116.2612 + t * 0.016, lat = 39.9995 + side * 0.0016;
    const [x, y] = local(far.view.origin, at(lon, lat));
    const d = Math.hypot(x, y);
    if (d < 60) continue;
    const hgt = 10 + 44 * Math.sin(t * Math.PI) * (0.4 + side * 0.6);
    const r = 9 + (i % 5) * 2;
    far.standing(at(lon, lat), circle(r, 10), TREE[i % 4]!, hgt - r * 0.6);
  }
}

function circle(r: number, n: number, cx = 0, cy = 0): [number, number][] {
  return Array.from({ length: n }, (_, k) => [cx + r * Math.cos((k / n) * TAU), cy + r * Math.sin((k / n) * TAU) + r] as [number, number]);
}

/** The Tower of Buddhist Incense on its stone terrace, with the Hall of Dispelling Clouds below. */
function towerOfIncense(far: FarLayer) {
  const tower = place('佛香阁'), hall = place('排云殿');
  far.standing(hall, [[-42, 0], [42, 0], [42, 9], [-42, 9]], RED, 12);
  far.standing(hall, [[-50, 8], [50, 8], [38, 16], [-38, 16]], ROOF, 12);
  far.standing(tower, [[-32, 0], [32, 0], [26, 21], [-26, 21]], STONE, 30);
  far.standing(tower, [[-27, 19], [27, 19], [27, 21.5], [-27, 21.5]], RED_DARK, 30);
  const tiers = [[11, 21, 9, 17], [9, 30, 8, 14], [7.5, 38.5, 7, 11.5], [5.5, 46, 5.5, 8.5]] as const;
  for (const [bodyHalf, y0, h, roofHalf] of tiers) {
    far.standing(tower, [[-bodyHalf, y0], [bodyHalf, y0], [bodyHalf, y0 + h], [-bodyHalf, y0 + h]], RED, 30);
    far.standing(tower, [[-roofHalf, y0 + h - 1], [-roofHalf * 0.72, y0 + h + 0.6], [-roofHalf * 0.45, y0 + h + 3], [roofHalf * 0.45, y0 + h + 3], [roofHalf * 0.72, y0 + h + 0.6], [roofHalf, y0 + h - 1], [roofHalf * 0.7, y0 + h + 0.2], [-roofHalf * 0.7, y0 + h + 0.2]], ROOF, 30);
  }
  far.standing(tower, [[-3.5, 57], [0, 63], [3.5, 57]], ROOF_DARK, 30);
}

/** A pavilion: columns under a curved double roof. */
function pavilion(far: FarLayer, where: LonLat, half: number, height: number, base = 0) {
  far.standing(where, [[-half * 1.1, 0], [half * 1.1, 0], [half * 1.1, 0.8], [-half * 1.1, 0.8]], STONE, base);
  for (let k = -2; k <= 2; k++) far.standing(where, [[k * half * 0.45 - 0.25, 0.8], [k * half * 0.45 + 0.25, 0.8], [k * half * 0.45 + 0.25, height * 0.55], [k * half * 0.45 - 0.25, height * 0.55]], RED, base);
  far.standing(where, [[-half * 1.7, height * 0.52], [half * 1.7, height * 0.52], [half * 1.2, height * 0.68], [-half * 1.2, height * 0.68]], ROOF, base);
  far.standing(where, [[-half * 1.1, height * 0.68], [half * 1.1, height * 0.68], [half * 0.9, height * 0.74], [-half * 0.9, height * 0.74]], RED_DARK, base);
  far.standing(where, [[-half * 1.35, height * 0.72], [half * 1.35, height * 0.72], [half * 0.2, height], [-half * 0.2, height]], ROOF, base);
}

/** The Seventeen-Arch Bridge seen from away: a low white band with its arches, between two points. */
function bridgeFromAfar(far: FarLayer) {
  const west = at(116.2755, 39.98885), east = at(116.27885, 39.98975);
  const a = local(far.view.origin, west), b = local(far.view.origin, east);
  const deck: [number, number, number][] = [], water: [number, number, number][] = [];
  for (let i = 0; i <= 30; i++) {
    const t = i / 30, hump = 7 - 4 * Math.pow(2 * t - 1, 2);
    deck.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, hump + 1]);
    water.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0]);
  }
  far.world([...deck, ...water.reverse()], '#e6e0d2');
  for (let k = 0; k < 17; k++) {
    const t0 = (k + 0.2) / 17, t1 = (k + 0.8) / 17, tm = (t0 + t1) / 2;
    const hump = 7 - 4 * Math.pow(2 * tm - 1, 2);
    const p = (t: number, z: number): [number, number, number] => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, z];
    far.world([p(t0, 0), p(t0, hump * 0.45), p(tm, hump * 0.7), p(t1, hump * 0.45), p(t1, 0)], '#6f8d8d');
  }
}

/** An island or a shore with trees: a low green mound under a row of tree crowns. */
function grove(far: FarLayer, centre: LonLat, radius: number, count: number, seed: number, height = 14) {
  const [cx, cy] = local(far.view.origin, centre);
  const ring: [number, number, number][] = [];
  for (let k = 0; k < 24; k++) ring.push([cx + radius * Math.cos((k / 24) * TAU), cy + radius * 0.7 * Math.sin((k / 24) * TAU), 1.5]);
  far.world(ring, '#7a8f6a');
  for (let i = 0; i < count; i++) {
    const ang = ((i * 137.5 + seed * 31) % 360) * (Math.PI / 180), rr = radius * Math.sqrt(((i * 0.618 + seed) % 1));
    const pos = at(centre.longitude + (rr * Math.cos(ang)) / M_PER_DEG_LON, centre.latitude + (rr * 0.7 * Math.sin(ang)) / M_PER_DEG_LAT);
    const r = height * (0.35 + ((i * 0.37) % 0.3));
    far.standing(pos, [[-0.6, 0], [0.6, 0], [0.6, height * 0.5], [-0.6, height * 0.5]], '#4a3d30');
    far.standing(pos, circle(r, 12), TREE[(i + seed) % 4]!, height - r);
  }
}

/** The Western Hills and Jade Spring Hill with its pagoda, far to the west, in haze. */
function westernHills(far: FarLayer) {
  const ranges = [
    { dist: 14000, top: 520, colour: '#aebdc4', from: -125, to: -30 },
    { dist: 6000, top: 170, colour: '#9fb0b2', from: -110, to: -60 },
  ];
  for (const r of ranges) {
    const pts: [number, number][] = [];
    for (let b = r.from; b <= r.to; b += 1) {
      const bearing = (b * Math.PI) / 180;
      const h = r.top * (0.35 + 0.4 * Math.abs(Math.sin(b * 0.09)) + 0.25 * Math.abs(Math.sin(b * 0.23 + 1)));
      pts.push([bearing, Math.atan2(lift(h, r.dist) - far.view.eye, r.dist)]);
    }
    pts.push([(r.to * Math.PI) / 180, Math.atan2(-far.view.eye, r.dist)], [(r.from * Math.PI) / 180, Math.atan2(-far.view.eye, r.dist)]);
    far.polygon(pts, r.colour);
  }
  const jade = at(116.2455, 39.9985);
  far.standing(jade, [[-260, 0], [-120, 40], [0, 52], [140, 36], [300, 0]], '#93a6a3');
  far.standing(jade, [[-4, 50], [4, 50], [2.5, 96], [-2.5, 96]], '#8a9c99');
}

/** Tree lines along far shores, a green band on the horizon. */
function shoreTrees(far: FarLayer, fromBearing: number, toBearing: number, dist: number, height: number) {
  const pts: [number, number][] = [];
  for (let b = fromBearing; b <= toBearing; b += 0.5) {
    const h = height * (0.7 + 0.3 * Math.abs(Math.sin(b * 1.7)) + 0.15 * Math.sin(b * 5.1));
    pts.push([(b * Math.PI) / 180, Math.atan2(lift(h, dist) - far.view.eye, dist)]);
  }
  pts.push([(toBearing * Math.PI) / 180, Math.atan2(-far.view.eye, dist)], [(fromBearing * Math.PI) / 180, Math.atan2(-far.view.eye, dist)]);
  far.polygon(pts, '#647d5b');
}

// ---------- the near layer: one ray per sample ----------

interface Ray { x: number; y: number; z: number }
/** What a ray sees: a colour, or the far layer (straight on or mirrored by the water). */
type Hit = { colour: RGB } | { far: 'direct' } | { far: 'mirror'; ripple: number; tint: RGB; reflect: number };

const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const shade = (c: RGB, k: number): RGB => [c[0] * k, c[1] * k, c[2] * k];
/** Cheap value noise for stone and grass, deterministic. */
function noise(x: number, y: number): number {
  const s = Math.sin(x * 12.9898 + y * 78.233) * 43758.5453;
  return s - Math.floor(s);
}
/** Smooth value noise in [0, 1): the corner values blended with smoothstep, no blocky cells. */
function smoothNoise(x: number, y: number): number {
  const x0 = Math.floor(x), y0 = Math.floor(y), fx = x - x0, fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const top = noise(x0, y0) + (noise(x0 + 1, y0) - noise(x0, y0)) * sx;
  const bottom = noise(x0, y0 + 1) + (noise(x0 + 1, y0 + 1) - noise(x0, y0 + 1)) * sx;
  return top + (bottom - top) * sy;
}
const WATER = hex('#5f8a8c');

/** The lake's surface at the ray's hit: mirrored far layer with ripples, darker looking down. */
function water(r: Ray, depthBelowEye: number): Hit {
  const t = depthBelowEye / -r.z;
  const wx = r.x * t, wy = r.y * t;
  const ripple = Math.sin(wy * 1.7 + Math.sin(wx * 0.6) * 2) * 0.5 + Math.sin(wx * 2.3 + wy * 0.4) * 0.5;
  const steep = -r.z / Math.hypot(r.x, r.y, r.z);
  return { far: 'mirror', ripple: ripple * Math.min(6, 40 / t + 1.2), tint: WATER, reflect: Math.max(0.25, 0.85 - steep * 0.9) };
}

function stone(u: number, v: number, base: RGB, slab = 1.2): RGB {
  const long = slab * 1.6;
  const joint = Math.min(Math.abs(u / slab - Math.round(u / slab)) * slab, Math.abs(v / long - Math.round(v / long)) * long);
  const k = 0.94 + noise(Math.floor(u / slab), Math.floor(v / long)) * 0.08;
  return shade(base, joint < 0.012 ? k * 0.86 : k);
}

interface Scene {
  key: string;
  view: View;
  sky: Sky;
  far: (far: FarLayer) => void;
  near: (r: Ray) => Hit;
  /** Drawn over the near layer (trees standing close on land). */
  overlay?: (far: FarLayer) => void;
}

/** On the crown of the Seventeen-Arch Bridge: the deck runs east–west, marble balustrades either side. */
function bridgeScene(clouds: boolean): Scene {
  const origin = place('十七孔桥');
  const axis = Math.atan2(local(at(116.2755, 39.98885), at(116.27885, 39.98975))[0], local(at(116.2755, 39.98885), at(116.27885, 39.98975))[1]);
  const deckHeight = 7, eye = deckHeight + 1.6, half = 4, length = 75;
  const ax = Math.sin(axis), ay = Math.cos(axis);
  const DECK = hex('#cfc8b8'), MARBLE = hex('#e4dfd4');
  return {
    key: 'shiqikongqiao',
    view: { origin, eye, heading: (315 * Math.PI) / 180 },
    sky: { zenith: '#7fa6c6', mid: '#c5d7df', horizon: '#ecebe2', glow: '#ffe2b0', sunBearing: (225 * Math.PI) / 180, sunPitch: 0.42, clouds },
    far(far) {
      westernHills(far);
      shoreTrees(far, 40, 200, 900, 18);
      shoreTrees(far, -100, -20, 1600, 16);
      longevityHill(far);
      towerOfIncense(far);
      grove(far, place('南湖岛'), 70, 40, 3, 16);
      far.standing(at(116.2746, 39.9891), [[-16, 0], [16, 0], [16, 8], [-16, 8]], RED, 8);
      far.standing(at(116.2746, 39.9891), [[-20, 7], [20, 7], [13, 13], [-13, 13]], ROOF, 8);
      grove(far, at(116.2808, 39.9900), 80, 30, 5, 15);
      pavilion(far, place('廓如亭'), 9, 12, 1);
      pavilion(far, place('知春亭'), 4, 9, 1);
      far.standing(place('文昌阁'), [[-10, 0], [10, 0], [10, 14], [-10, 14]], '#b8ae9a', 1);
      pavilion(far, place('文昌阁'), 5, 9, 14);
      grove(far, at(116.2612, 39.9925), 160, 26, 7, 14);
      pavilion(far, place('景明楼'), 7, 12, 1);
    },
    near(r) {
      // Position along and across the bridge where the ray meets the deck, the balustrades or the water.
      const along = r.x * ax + r.y * ay, across = r.x * ay - r.y * ax;
      if (Math.abs(across) > 1e-6) {
        const t = half / Math.abs(across);
        const s = along * t, z = eye + r.z * t;
        if (Math.abs(s) < length && z >= deckHeight && z <= deckHeight + 1.15) {
          const h = z - deckHeight, post = Math.abs(s / 2.2 - Math.round(s / 2.2)) * 2.2;
          if (post < 0.16) return { colour: shade(MARBLE, h > 1.02 ? 1.02 : 0.9) };
          if (h > 0.95) return { colour: shade(MARBLE, 0.97) };
          if (h > 0.12 && h < 0.88) {
            const inner = post > 0.32 && h > 0.22 && h < 0.78;
            return { colour: shade(MARBLE, inner ? 0.86 : 0.93) };
          }
          if (h <= 0.12) return { colour: shade(MARBLE, 0.8) };
        }
      }
      if (r.z < 0) {
        const t = (eye - deckHeight) / -r.z;
        const s = along * t, c = across * t;
        if (Math.abs(c) < half && Math.abs(s) < length) {
          const shadow = Math.abs(c) > half - 0.5 ? 0.9 : 1;
          return { colour: shade(stone(s, c, DECK, 0.9), shadow) };
        }
        return water(r, eye);
      }
      return { far: 'direct' };
    },
  };
}

/** The east shore by the Spring-Heralding Pavilion: willows, the lake, the hill and the bridge across it. */
function shoreScene(): Scene {
  const origin = at(116.27795, 39.99655);
  const eye = 1.6 + 1.2;
  const GRASS = hex('#8aa070'), PATH = hex('#cbbfa6');
  return {
    key: 'zhichunting',
    view: { origin, eye, heading: (280 * Math.PI) / 180 },
    sky: { zenith: '#86a9c2', mid: '#cfdbe0', horizon: '#f1eadb', glow: '#ffd9a0', sunBearing: (250 * Math.PI) / 180, sunPitch: 0.2, clouds: true },
    far(far) {
      westernHills(far);
      shoreTrees(far, 120, 215, 1300, 16);
      longevityHill(far);
      towerOfIncense(far);
      bridgeFromAfar(far);
      grove(far, place('南湖岛'), 70, 40, 3, 16);
      pavilion(far, place('廓如亭'), 9, 12, 1);
      grove(far, at(116.2612, 39.9925), 160, 26, 7, 14);
      grove(far, at(116.2771, 39.99682), 14, 5, 2, 12);
      pavilion(far, place('知春亭'), 4.5, 10, 1.2);
    },
    near(r) {
      if (r.z >= 0) return { far: 'direct' };
      const t = eye / -r.z, x = r.x * t, y = r.y * t;
      // The shore line runs north–south a few metres west of the viewer, with a stone edge.
      const shore = -7 + Math.sin(y * 0.05) * 2;
      if (x > shore + 0.8) {
        const onPath = Math.abs(x - 1.5) < 1.6;
        if (onPath) return { colour: stone(x, y, PATH, 0.7) };
        return { colour: shade(GRASS, 0.9 + smoothNoise(x * 0.6, y * 0.6) * 0.08 + smoothNoise(x * 4, y * 4) * 0.05) };
      }
      if (x > shore) return { colour: stone(y, x, hex('#bdb6a6'), 0.8) };
      return water(r, eye);
    },
    overlay(far) {
      // Willows along the shore, close by: trunks, then long drooping crowns.
      const willows = [[-6, 12], [-7, -10], [-5.5, 30], [-8, -34], [6, 18], [7, -22]];
      for (const [x, y] of willows) {
        const pos = at(origin.longitude + x! / M_PER_DEG_LON, origin.latitude + y! / M_PER_DEG_LAT);
        far.standing(pos, [[-0.25, 0], [0.25, 0], [0.15, 7], [-0.15, 7]], '#4a3d30', 1.2);
        far.standing(pos, circle(3.2, 16, 0, 6.2).map(([u, h]) => [u * 1.25, h * 0.55 + 3.4] as [number, number]), '#6f8f55', 1.2, ' opacity=".95"');
        // Long hanging strands: what makes a willow a willow.
        for (let k = -6; k <= 6; k++) {
          const u = k * 0.62, top = 8.8 - Math.abs(k) * 0.28, end = 2.2 + ((k * 7 + 13) % 5) * 0.45;
          far.standing(pos, [[u - 0.32, top], [u + 0.32, top], [u + 0.12, end], [u - 0.12, end - 0.2]], k % 2 ? '#6a8a50' : '#7b9b5e', 1.2, ' opacity=".92"');
        }
      }
    },
  };
}

/** Inside the Long Corridor in front of the Gate of Dispelling Clouds: painted beams, red pillars, the lake to the south. */
function corridorScene(): Scene {
  const origin = at(116.2686, 39.99885);
  const eye = 1.6 + 1.5, floor = 1.5, top = floor + 3.1, half = 2.2, bay = 2.6;
  const FLOOR = hex('#b7b0a2'), PILLAR = hex('#9c3b2f'), RAIL = hex('#8b3329'), CEILING = hex('#5e3f31');
  const BEAM = [hex('#2f5d63'), hex('#e7d9b5'), hex('#35607e'), hex('#3e7e74'), hex('#c9a040')];
  return {
    key: 'changlang',
    view: { origin, eye, heading: 0 },
    sky: { zenith: '#8fb0c8', mid: '#d3dde0', horizon: '#eeeadf', glow: '#fff0cc', sunBearing: (160 * Math.PI) / 180, sunPitch: 0.8, clouds: true },
    far(far) {
      westernHills(far);
      shoreTrees(far, 100, 200, 1500, 16);
      longevityHill(far);
      far.standing(at(116.2686, 39.99915), [[-18, 0], [18, 0], [18, 9], [-18, 9]], RED, 1.5);
      far.standing(at(116.2686, 39.99915), [[-22, 8], [22, 8], [15, 14], [-15, 14]], ROOF, 1.5);
      towerOfIncense(far);
      bridgeFromAfar(far);
      grove(far, place('南湖岛'), 70, 40, 3, 16);
      pavilion(far, place('知春亭'), 4.5, 10, 1.2);
      grove(far, at(116.2612, 39.9925), 160, 26, 7, 14);
      grove(far, at(116.2630, 39.9989), 30, 10, 4, 14);
    },
    near(r) {
      // The corridor runs east–west: x along it, y across it (north positive). The viewer stands
      // mid-bay (half a bay from the pillars), so no cross beam sits straight overhead.
      if (Math.abs(r.y) > 1e-6) {
        const t = half / Math.abs(r.y);
        const s = r.x * t + bay / 2, z = eye + r.z * t;
        if (z >= floor && z <= top) {
          const h = z - floor, post = Math.abs(s / bay - Math.round(s / bay)) * bay;
          const side = r.y > 0 ? 0.9 : 1;
          if (h > 2.75) return { colour: shade(BEAM[((Math.floor(s / bay) % 5) + 5) % 5]!, h > 2.9 ? 0.8 : 1) };
          if (post < 0.16) return { colour: shade(PILLAR, side * (0.85 + 0.15 * (post / 0.16))) };
          if (h > 0.42 && h < 0.55) return { colour: shade(RAIL, side) };
          if (h < 0.42 && Math.abs(post - bay / 2) < bay / 2 - 0.16) return { colour: shade(RAIL, side * 0.8) };
        }
      }
      if (r.z > 0) {
        const t = (top - eye) / r.z;
        if (Math.abs(r.y * t) < half) {
          const s = r.x * t + bay / 2, c = r.y * t;
          const beam = Math.abs(s / bay - Math.round(s / bay)) * bay < 0.22;
          if (beam) return { colour: BEAM[(Math.round(s / bay) % 5 + 5) % 5]! };
          const rafter = Math.abs(c / 0.45 - Math.round(c / 0.45)) < 0.15;
          return { colour: shade(CEILING, rafter ? 0.8 : 1 + 0.05 * Math.sin(s * 3)) };
        }
        return { far: 'direct' };
      }
      const t = (eye - floor) / -r.z, s = r.x * t, c = r.y * t;
      if (Math.abs(c) < half) return { colour: stone(s, c, FLOOR, 0.8) };
      const tg = eye / -r.z, cg = r.y * tg;
      if (cg < -9) return water(r, eye);
      if (cg < 0) return { colour: stone(r.x * tg, cg, hex('#c4bcac'), 1.1) };
      return { colour: stone(r.x * tg, cg, hex('#bdb5a4'), 1.4) };
    },
  };
}

/** Renders a scene: the far layer by librsvg, then every pixel's 2 × 2 rays through the near geometry. */
async function render(scene: Scene, width = W): Promise<{ image: Buffer; skyMask: Buffer }> {
  const far = new FarLayer(scene.view);
  scene.far(far);
  // Sky, then clouds, then hills and buildings in front of them.
  const layers = [...(scene.sky.clouds ? [{ input: await cloudLayer(1, 0.85) }] : []), { input: Buffer.from(far.shapes()) }];
  const farPng = await sharp(Buffer.from(far.svg(scene.sky))).composite(layers).png().toBuffer();
  const farRgb = await sharp(farPng).removeAlpha().raw().toBuffer();
  const out = Buffer.alloc(W * H * 3);
  const sky = Buffer.alloc(W * H);
  const sample = (x: number, y: number, c: number) => farRgb[(Math.max(0, Math.min(H - 1, y)) * W + ((x % W) + W) % W) * 3 + c]!;
  for (let j = 0; j < H; j++) {
    for (let i = 0; i < W; i++) {
      let r = 0, g = 0, b = 0, skyHits = 0;
      for (let sj = 0; sj < 2; sj++) for (let si = 0; si < 2; si++) {
        const yaw = ((i + 0.25 + si * 0.5) / W - 0.5) * TAU;
        const pitch = (0.5 - (j + 0.25 + sj * 0.5) / H) * Math.PI;
        const heading = scene.view.heading + yaw;
        const ray = { x: Math.cos(pitch) * Math.sin(heading), y: Math.cos(pitch) * Math.cos(heading), z: Math.sin(pitch) };
        const hit = scene.near(ray);
        if ('colour' in hit) { r += hit.colour[0]; g += hit.colour[1]; b += hit.colour[2]; continue; }
        if (hit.far === 'direct') { r += sample(i, j, 0); g += sample(i, j, 1); b += sample(i, j, 2); skyHits++; continue; }
        const my = H - 1 - j + Math.round(hit.ripple), mx = i + Math.round(hit.ripple * 0.4);
        const k = hit.reflect;
        r += sample(mx, my, 0) * k + hit.tint[0] * (1 - k);
        g += sample(mx, my, 1) * k + hit.tint[1] * (1 - k);
        b += sample(mx, my, 2) * k + hit.tint[2] * (1 - k);
      }
      const o = (j * W + i) * 3;
      out[o] = r / 4; out[o + 1] = g / 4; out[o + 2] = b / 4;
      sky[j * W + i] = skyHits * 63.75;
    }
  }
  let image = sharp(out, { raw: { width: W, height: H, channels: 3 } });
  if (scene.overlay) {
    const near = new FarLayer(scene.view);
    scene.overlay(near);
    image = sharp(await image.composite([{ input: Buffer.from(near.shapes()) }]).png().toBuffer()).removeAlpha();
  }
  const skyMask = await sharp(sky, { raw: { width: W, height: H, channels: 1 } }).resize(width, width / 2).png().toBuffer();
  return { image: await image.resize(width, width / 2).png().toBuffer(), skyMask };
}

async function writeScene(scene: Scene, dir: string) {
  const { image } = await render(scene);
  const full = await sharp(image).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
  const low = await sharp(image).resize(1024, 512).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  writeFileSync(join(dir, `${scene.key}.jpg`), full);
  writeFileSync(join(dir, `${scene.key}-low.jpg`), low);
  console.info(`${scene.key}.jpg ${(full.length / 1024).toFixed(0)} kB, ${scene.key}-low.jpg ${(low.length / 1024).toFixed(0)} kB`);
}

/** The video: the bridge scene without painted clouds; ffmpeg drifts a cloud layer across the sky and warms the light. */
async function writeVideo(dir: string) {
  const work = mkdtempSync(join(tmpdir(), 'panorama-'));
  try {
    const VW = 2048, VH = 1024, seconds = 20;
    const scene = bridgeScene(false);
    const { image, skyMask } = await render(scene, VW);
    writeFileSync(join(work, 'base.png'), image);
    writeFileSync(join(work, 'sky.png'), skyMask);
    await sharp(await cloudLayer(4, 0.9)).resize(VW, VH).png().toFile(join(work, 'clouds.png'));
    const name = 'shiqikongqiao-day';
    // Two copies of the cloud layer side by side, cropped at a moving offset: the clouds drift a quarter
    // of the way round in 20 s and wrap at the seam. Their alpha is multiplied by the sky mask (the
    // share of each pixel's rays that reached the sky), so they pass behind the balustrades and the
    // hill. The light warms and deepens slowly towards evening.
    const drift = `crop=${VW}:${VH}:'mod(t*${(VW / 4 / seconds).toFixed(2)},${VW})':0`;
    const graph = [
      `[1:v]format=rgba,split[c1][c2];[c1][c2]hstack=inputs=2,loop=-1:size=1,fps=25,${drift},split[moving][movingAlpha]`,
      '[movingAlpha]alphaextract[ca]',
      '[2:v]format=gray,loop=-1:size=1,fps=25[mask]',
      '[ca][mask]blend=all_mode=multiply[alpha]',
      '[moving]format=rgb24[rgb]',
      '[rgb][alpha]alphamerge[cl]',
      '[0:v]format=rgb24,loop=-1:size=1,fps=25[base]',
      '[base][cl]overlay=0:0[sky]',
      `[sky]eq=eval=frame:brightness='-0.03*t/${seconds}':saturation='1+0.2*t/${seconds}':gamma_r='1+0.1*t/${seconds}':gamma_b='1-0.08*t/${seconds}',format=yuv420p[v]`,
    ].join(';');
    const encode = (width: number, rate: string, file: string) => execFileSync('ffmpeg', ['-loglevel', 'error', '-y',
      '-i', join(work, 'base.png'), '-i', join(work, 'clouds.png'), '-i', join(work, 'sky.png'),
      '-filter_complex', `${graph};[v]scale=${width}:${width / 2}:flags=lanczos[o]`, '-map', '[o]', '-t', String(seconds), '-r', '25',
      '-c:v', 'libx264', '-preset', 'slow', '-profile:v', 'high', '-crf', '24', '-maxrate', rate, '-bufsize', `${parseFloat(rate) * 2}M`,
      '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', join(dir, file)]);
    encode(VW, '2.6M', `${name}.mp4`);
    encode(1024, '0.7M', `${name}-low.mp4`);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-ss', '1', '-i', join(dir, `${name}.mp4`), '-frames:v', '1', '-vf', 'scale=1024:512', '-q:v', '4', join(dir, `${name}.jpg`)]);
    console.info(`${name}.mp4, ${name}-low.mp4 and ${name}.jpg (${seconds} s)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

interface MarkerSpec { key: string; label: string; labelEn: string; target: { scene: string } | { place: string }; heightMetres: number }

/** The scenes as demo-area.json lists them; marker directions come from the same geography the pictures do. */
const SCENE_ENTRIES: { scene: () => Scene; title: string; titleEn: string; markers: MarkerSpec[] }[] = [
  { scene: () => bridgeScene(true), title: '十七孔桥上', titleEn: 'On the Seventeen-Arch Bridge', markers: [
    { key: 'to-zhichunting', label: '去知春亭湖岸', labelEn: 'To the shore by the Spring-Heralding Pavilion', target: { scene: 'zhichunting' }, heightMetres: 2 },
    { key: 'to-changlang', label: '去长廊', labelEn: 'To the Long Corridor', target: { scene: 'changlang' }, heightMetres: 2 },
    { key: 'foxiangge', label: '佛香阁', labelEn: 'Tower of Buddhist Incense', target: { place: '佛香阁' }, heightMetres: 80 },
    { key: 'nanhudao', label: '南湖岛', labelEn: 'South Lake Island', target: { place: '南湖岛' }, heightMetres: 14 },
    { key: 'kuoruting', label: '廓如亭', labelEn: 'Spacious Pavilion', target: { place: '廓如亭' }, heightMetres: 13 },
  ] },
  { scene: shoreScene, title: '知春亭湖岸', titleEn: 'The shore by the Spring-Heralding Pavilion', markers: [
    { key: 'to-shiqikongqiao', label: '去十七孔桥', labelEn: 'To the Seventeen-Arch Bridge', target: { scene: 'shiqikongqiao' }, heightMetres: 8 },
    { key: 'to-changlang', label: '去长廊', labelEn: 'To the Long Corridor', target: { scene: 'changlang' }, heightMetres: 4 },
    { key: 'zhichunting', label: '知春亭', labelEn: 'Spring-Heralding Pavilion', target: { place: '知春亭' }, heightMetres: 9 },
    { key: 'foxiangge', label: '佛香阁', labelEn: 'Tower of Buddhist Incense', target: { place: '佛香阁' }, heightMetres: 80 },
    { key: 'nanhudao', label: '南湖岛', labelEn: 'South Lake Island', target: { place: '南湖岛' }, heightMetres: 14 },
  ] },
  { scene: corridorScene, title: '长廊·排云门前', titleEn: 'The Long Corridor by the Gate of Dispelling Clouds', markers: [
    { key: 'to-zhichunting', label: '去知春亭湖岸', labelEn: 'To the shore by the Spring-Heralding Pavilion', target: { scene: 'zhichunting' }, heightMetres: 2 },
    { key: 'to-shiqikongqiao', label: '去十七孔桥', labelEn: 'To the Seventeen-Arch Bridge', target: { scene: 'shiqikongqiao' }, heightMetres: 8 },
    { key: 'foxiangge', label: '佛香阁', labelEn: 'Tower of Buddhist Incense', target: { place: '佛香阁' }, heightMetres: 80 },
    { key: 'paiyundian', label: '排云殿', labelEn: 'Hall of Dispelling Clouds', target: { place: '排云殿' }, heightMetres: 24 },
    { key: 'changlang', label: '长廊', labelEn: 'Long Corridor', target: { place: '长廊' }, heightMetres: 4 },
  ] },
];

/** The panoramaScenes entries of demo-area.json (printed by `make-panorama.ts entries`). */
export function sceneEntries() {
  const scenes = SCENE_ENTRIES.map((entry) => ({ ...entry, built: entry.scene() }));
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return scenes.map(({ built, title, titleEn, markers }) => ({
    key: built.key,
    title,
    titleEn,
    imageKey: `panorama/scenes/${built.key}.jpg`,
    previewKey: `panorama/scenes/${built.key}-low.jpg`,
    initialView: { yaw: 0, pitch: 0, zoom: 50 },
    markers: markers.map((m) => {
      const target = 'scene' in m.target ? scenes.find((s) => s.built.key === (m.target as { scene: string }).scene)!.built.view.origin : place(m.target.place);
      const { yaw, pitch } = directionTo(built.view, target, m.heightMetres);
      return { key: m.key, yaw: round(yaw), pitch: round(pitch), label: m.label, labelEn: m.labelEn, ...('scene' in m.target ? { targetScene: m.target.scene } : { targetPlace: m.target.place }) };
    }),
  }));
}

async function main() {
  const scenesDir = fileURLToPath(new URL('./media/panorama/scenes/', import.meta.url));
  const videosDir = fileURLToPath(new URL('./media/panorama/videos/', import.meta.url));
  mkdirSync(scenesDir, { recursive: true });
  mkdirSync(videosDir, { recursive: true });
  const only = process.argv[2];
  if (only === 'entries') {
    console.info(JSON.stringify(sceneEntries()));
    return;
  }
  for (const scene of [bridgeScene(true), shoreScene(), corridorScene()]) if (!only || only === scene.key) await writeScene(scene, scenesDir);
  if (!only || only === 'video') await writeVideo(videosDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
