/**
 * Draws the demo area's illustrated map (the Summer Palace) and its skins, and writes its trail
 * network. Everything is placed from longitude/latitude (GCJ-02, like the demo places) through
 * Web Mercator, so the picture lines up with the markers when Leaflet lays it over BOUNDS.
 *
 * The labels are drawn as outlines of Noto Serif CJK SC and Liberation Serif Italic (Debian's
 * fonts-noto-cjk and fonts-liberation), not as <text>: a picture's text is laid out and its haloed
 * glyphs are turned into paths on the phone's main thread at every paint (about 200 ms of the first
 * screen's layout and paint at 4× slowdown, docs/instant-open.md), and it showed in whatever serif
 * face the phone had, or none.
 *
 * Run: node apps/server/seed/generate-map.ts  (writes apps/server/seed/media/map/*; output committed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openSync, type Font } from 'fontkit';

type LonLat = readonly [number, number];

export const BOUNDS = { southWest: { longitude: 116.2555, latitude: 39.9845 }, northEast: { longitude: 116.284, latitude: 40.007 } };
const WIDTH = 1200;
const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
const lonSpan = ((BOUNDS.northEast.longitude - BOUNDS.southWest.longitude) * Math.PI) / 180;
const mercTop = mercator(BOUNDS.northEast.latitude);
const mercSpan = mercTop - mercator(BOUNDS.southWest.latitude);
const HEIGHT = Math.round((WIDTH * mercSpan) / lonSpan);

function project([longitude, latitude]: LonLat): [number, number] {
  const x = ((longitude - BOUNDS.southWest.longitude) * Math.PI) / 180 / lonSpan;
  const y = (mercTop - mercator(latitude)) / mercSpan;
  return [Math.round(x * WIDTH * 10) / 10, Math.round(y * HEIGHT * 10) / 10];
}

/** A smooth closed (or open) path through the points (Catmull-Rom as cubic Béziers). */
function smoothPath(points: readonly LonLat[], closed: boolean): string {
  const p = points.map(project);
  const n = p.length;
  const at = (i: number) => (closed ? p[(i + n) % n]! : p[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${p[0]![0]} ${p[0]![1]}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0]!.toFixed(1)} ${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)} ${c2[1]!.toFixed(1)} ${p2[0]} ${p2[1]}`;
  }
  return closed ? `${d}Z` : d;
}

function insidePolygon([x, y]: [number, number], polygon: Array<[number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Deterministic, so regenerating gives the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

// ---- geography (GCJ-02) ----

const PARK_WALL: LonLat[] = [
  [116.2562, 39.9995], [116.2600, 40.0025], [116.2640, 40.0050], [116.2676, 40.0058], [116.2720, 40.0052],
  [116.2770, 40.0042], [116.2800, 40.0020], [116.2806, 39.9990], [116.2812, 39.9960], [116.2826, 39.9900],
  [116.2824, 39.9860], [116.2760, 39.9849], [116.2640, 39.9849], [116.2568, 39.9870], [116.2559, 39.9935],
];

const LAKE: LonLat[] = [
  [116.2568, 39.9978], [116.2592, 39.9984], [116.2620, 39.9983], [116.2655, 39.9984], [116.2700, 39.9983],
  [116.2737, 39.9981], [116.2755, 39.9976], [116.2768, 39.9969], [116.2779, 39.9957], [116.2786, 39.9935],
  [116.2789, 39.9910], [116.2786, 39.9885], [116.2774, 39.9866], [116.2745, 39.9856], [116.2700, 39.9854],
  [116.2650, 39.9856], [116.2600, 39.9862], [116.2572, 39.9880], [116.2565, 39.9920], [116.2564, 39.9955],
];

const HILL_RINGS: LonLat[][] = [
  [[116.2612, 39.9995], [116.2640, 40.0014], [116.2668, 40.0027], [116.2700, 40.0030], [116.2735, 40.0024], [116.2758, 40.0010], [116.2752, 39.9996], [116.2715, 39.9992], [116.2670, 39.9993], [116.2632, 39.9992]],
  [[116.2640, 40.0000], [116.2660, 40.0015], [116.2690, 40.0023], [116.2722, 40.0018], [116.2738, 40.0006], [116.2712, 39.9998], [116.2672, 39.9998]],
  [[116.2668, 40.0008], [116.2688, 40.0019], [116.2710, 40.0013], [116.2698, 40.0004], [116.2678, 40.0003]],
];

const BACK_LAKE: LonLat[] = [[116.2605, 40.0022], [116.2630, 40.0033], [116.2660, 40.0038], [116.2690, 40.0040], [116.2725, 40.0036], [116.2755, 40.0032], [116.2772, 40.0030]];

const WEST_CAUSEWAY: LonLat[] = [[116.2594, 39.9986], [116.2588, 39.9965], [116.2588, 39.9949], [116.2598, 39.9930], [116.2608, 39.9915], [116.2616, 39.9893], [116.2625, 39.9878], [116.2636, 39.9858], [116.2642, 39.9848]];

const SOUTH_LAKE_ISLAND: LonLat = [116.2748, 39.9888];
const BRIDGE: LonLat[] = [[116.2757, 39.9889], [116.2790, 39.9892]];
const HARMONY_POND: LonLat[] = [[116.2770, 40.0024], [116.2776, 40.0033], [116.2786, 40.0033], [116.2789, 40.0026], [116.2782, 40.0021]];

interface Building { at: LonLat; width: number; depth: number; kind: 'hall' | 'tower' | 'pavilion' | 'boat' | 'gate' }
const BUILDINGS: Building[] = [
  { at: [116.2786, 39.9990], width: 22, depth: 12, kind: 'gate' },
  { at: [116.2768, 39.9997], width: 30, depth: 16, kind: 'hall' },
  { at: [116.2773, 40.0010], width: 20, depth: 24, kind: 'hall' },
  { at: [116.2760, 39.9982], width: 22, depth: 12, kind: 'hall' },
  { at: [116.2742, 39.9992], width: 26, depth: 14, kind: 'hall' },
  { at: [116.2686, 39.9997], width: 30, depth: 16, kind: 'hall' },
  { at: [116.2686, 40.0006], width: 26, depth: 26, kind: 'tower' },
  { at: [116.2687, 40.0019], width: 22, depth: 12, kind: 'hall' },
  { at: [116.2676, 40.0053], width: 22, depth: 12, kind: 'gate' },
  { at: [116.2817, 39.9887], width: 18, depth: 10, kind: 'gate' },
  { at: [116.2781, 39.9951], width: 16, depth: 16, kind: 'tower' },
  { at: [116.2774, 39.9968], width: 11, depth: 11, kind: 'pavilion' },
  { at: [116.2790, 39.9893], width: 16, depth: 16, kind: 'pavilion' },
  { at: [116.2625, 39.9878], width: 16, depth: 12, kind: 'tower' },
  { at: [116.2748, 39.9889], width: 18, depth: 10, kind: 'hall' },
  { at: [116.2778, 40.0028], width: 10, depth: 10, kind: 'pavilion' },
  { at: [116.2618, 39.9985], width: 26, depth: 9, kind: 'boat' },
];
const SUZHOU_STREET: LonLat[] = [[116.2645, 40.0036], [116.2660, 40.0038], [116.2675, 40.0039]];
const LONG_CORRIDOR: LonLat[] = [[116.2740, 39.9987], [116.2715, 39.9988], [116.2686, 39.9988], [116.2665, 39.9989], [116.2640, 39.9990], [116.2628, 39.9989]];

/** The walkable trails; a position shared by two trails is a junction. */
const NODE = {
  eastGate: [116.2786, 39.9990], visitorCentre: [116.2795, 39.9986], eastCourt: [116.2778, 39.9992], renshou: [116.2768, 39.9996],
  dehe: [116.2773, 40.0009], harmony: [116.2778, 40.0028], yulan: [116.2760, 39.9981], leshou: [116.2742, 39.9991],
  corridorEast: [116.2740, 39.9987], corridorMid: [116.2695, 39.9988], paiyunFoot: [116.2686, 39.9988], paiyun: [116.2686, 39.9996],
  tower: [116.2686, 40.0005], seaOfWisdom: [116.2687, 40.0018], backHill: [116.2672, 40.0034], northGate: [116.2676, 40.0052],
  suzhou: [116.2660, 40.0037], toilets: [116.2640, 39.9990], marbleBoat: [116.2618, 39.9988], spring: [116.2774, 39.9967],
  wenchang: [116.2781, 39.9951], bronzeOx: [116.2793, 39.9914], pier: [116.2790, 39.9903], kuoru: [116.2790, 39.9892],
  bridge: [116.2777, 39.9893], island: [116.2748, 39.9888], newGate: [116.2817, 39.9886], jadeBelt: [116.2588, 39.9949],
  westCauseway: [116.2608, 39.9915], jingming: [116.2625, 39.9878],
} as const satisfies Record<string, LonLat>;

export const TRAILS: Array<{ name: string; path: LonLat[] }> = [
  { name: '东宫门—仁寿殿', path: [NODE.visitorCentre, NODE.eastGate, NODE.eastCourt, NODE.renshou] },
  { name: '仁寿殿—德和园—谐趣园', path: [NODE.renshou, [116.2772, 40.0002], NODE.dehe, [116.2778, 40.0018], NODE.harmony] },
  { name: '仁寿殿—乐寿堂', path: [NODE.renshou, [116.2755, 39.9994], NODE.leshou, NODE.corridorEast] },
  { name: '玉澜堂', path: [NODE.eastCourt, [116.2768, 39.9985], NODE.yulan, [116.2750, 39.9984], NODE.corridorEast] },
  { name: '长廊', path: [NODE.corridorEast, [116.2715, 39.9988], NODE.corridorMid, NODE.paiyunFoot, [116.2665, 39.9989], NODE.toilets, [116.2628, 39.9989], NODE.marbleBoat] },
  { name: '中轴线登山道', path: [NODE.paiyunFoot, NODE.paiyun, NODE.tower, [116.2684, 40.0012], NODE.seaOfWisdom] },
  { name: '后山', path: [NODE.seaOfWisdom, [116.2678, 40.0026], NODE.backHill, [116.2675, 40.0044], NODE.northGate] },
  { name: '苏州街', path: [NODE.backHill, [116.2666, 40.0036], NODE.suzhou] },
  { name: '后湖北岸', path: [NODE.backHill, [116.2700, 40.0040], [116.2735, 40.0037], [116.2762, 40.0033], NODE.harmony] },
  { name: '昆明湖东岸', path: [NODE.yulan, [116.2768, 39.9975], NODE.spring, [116.2782, 39.9960], NODE.wenchang, [116.2788, 39.9935], NODE.bronzeOx, NODE.pier, NODE.kuoru] },
  { name: '新建宫门', path: [NODE.kuoru, [116.2805, 39.9888], NODE.newGate] },
  { name: '十七孔桥', path: [NODE.kuoru, NODE.bridge, [116.2757, 39.9889], NODE.island] },
  { name: '西堤', path: [NODE.marbleBoat, [116.2604, 39.9987], [116.2593, 39.9980], [116.2588, 39.9965], NODE.jadeBelt, [116.2598, 39.9930], NODE.westCauseway, [116.2616, 39.9893], NODE.jingming] },
];

// ---- palettes: one per skin ----

export interface Palette {
  paper: string; land: string; wall: string; water: string; waterEdge: string; waterLine: string;
  hill: [string, string, string]; tree: string; treeDark: string; path: string; pathEdge: string;
  roof: string; roofTop: string; wallRed: string; stone: string; label: string; overlay?: 'rain' | 'snow' | 'night';
}

export const DAY: Palette = {
  paper: '#f4efe1', land: '#ece5cf', wall: '#c9b99a', water: '#b9ddd8', waterEdge: '#8fc4bd', waterLine: '#d7eeea',
  hill: ['#cfe0b8', '#bcd5a3', '#a9c98f'], tree: '#8fb878', treeDark: '#6f9c5c', path: '#fbf7ec', pathEdge: '#d9ccae',
  roof: '#3f7f77', roofTop: '#d8a54a', wallRed: '#b9503c', stone: '#f6f2e8', label: '#2f5d57',
};

const SKINS: Record<string, Palette> = {
  'summer-palace': DAY,
  'summer-palace-dawn': { ...DAY, paper: '#f6e9df', land: '#f0ddd0', water: '#c9d8e6', waterEdge: '#a7bfd6', waterLine: '#f3dfe2', hill: ['#d8dcb9', '#c6cfa5', '#b2c092'], tree: '#9fb683', treeDark: '#82996b', path: '#fdf4ee', label: '#5b4a5e' },
  'summer-palace-noon': { ...DAY, paper: '#f7f2df', land: '#efe8c8', water: '#a6dcd5', waterEdge: '#76c0b6', hill: ['#cbe3ab', '#b4d78f', '#9ccb79'], tree: '#7fb865', treeDark: '#5f9c4c' },
  'summer-palace-afternoon': { ...DAY, paper: '#f6ead2', land: '#efdfbd', water: '#b7d6cc', waterEdge: '#93bfae', waterLine: '#f1e4c2', hill: ['#d6dcaa', '#c4cf94', '#b0c07e'], tree: '#9cae6b', treeDark: '#7f9356', label: '#5e4a2c' },
  'summer-palace-night': {
    ...DAY, paper: '#1f2b3a', land: '#26344a', wall: '#3b4a62', water: '#18304a', waterEdge: '#2c4a6a', waterLine: '#2a4767',
    hill: ['#2c4046', '#30494c', '#355252'], tree: '#2f5249', treeDark: '#23403a', path: '#4c5d78', pathEdge: '#3a4a63',
    roof: '#2f5e5c', roofTop: '#f2c66d', wallRed: '#7c3b33', stone: '#c8cfdc', label: '#e6d9b5', overlay: 'night',
  },
  'summer-palace-rain': {
    ...DAY, paper: '#e4e7e6', land: '#dadfdc', wall: '#aab3b1', water: '#a7c2c6', waterEdge: '#86a8ad', waterLine: '#c3d6d8',
    hill: ['#bccdb9', '#aac0a6', '#98b394'], tree: '#7f9f83', treeDark: '#658869', path: '#eef1f0', pathEdge: '#c2c9c6',
    roof: '#4a6f6c', roofTop: '#b99a5c', wallRed: '#97574a', label: '#3d5552', overlay: 'rain',
  },
  'summer-palace-snow': {
    ...DAY, paper: '#f7f9fb', land: '#f1f4f7', wall: '#cdd6de', water: '#c9dde6', waterEdge: '#a9c5d2', waterLine: '#e6f0f4',
    hill: ['#eef2f0', '#e3ebe7', '#d8e4de'], tree: '#b7cdc2', treeDark: '#95b2a5', path: '#ffffff', pathEdge: '#d5dee5',
    roof: '#e9eef2', roofTop: '#c9a35c', wallRed: '#b45a47', stone: '#ffffff', label: '#3f5d6b', overlay: 'snow',
  },
};

// ---- drawing ----

/** A circle as a sub-path: many of them in one `<path>` are one element to lay out and paint. */
function circlePath(x: number, y: number, r: number): string {
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/**
 * The trees as two paths, the shadows under the crowns, not 900 circles: every element of a
 * picture is styled, laid out and recorded for painting on the phone's main thread, and the
 * circles were 90 % of the picture's elements (40 ms of the first screen's style at 4× slowdown,
 * and again at every paint; docs/instant-open.md).
 */
function trees(palette: Palette): string {
  const random = seededRandom(7);
  const hill = HILL_RINGS[0]!.map(project);
  const lake = LAKE.map(project);
  const park = PARK_WALL.map(project);
  const shadows: string[] = [];
  const crowns: string[] = [];
  let placed = 0;
  for (let attempt = 0; attempt < 6000 && placed < 420; attempt++) {
    const point: [number, number] = [random() * WIDTH, random() * HEIGHT];
    const onHill = insidePolygon(point, hill);
    // Dense on the hill, sparse over the rest of the grounds, never in the lake.
    if (insidePolygon(point, lake) || !insidePolygon(point, park)) continue;
    if (!onHill && random() > 0.22) continue;
    const r = Number(((onHill ? 7 : 6) + random() * 5).toFixed(1));
    const [x, y] = point.map((v) => Math.round(v)) as [number, number];
    shadows.push(circlePath(x + 2, y + 3, r));
    crowns.push(circlePath(x, y, r));
    placed++;
  }
  // Willows and peaches line the causeway.
  for (let i = 0; i < WEST_CAUSEWAY.length - 1; i++) {
    const [a, b] = [project(WEST_CAUSEWAY[i]!), project(WEST_CAUSEWAY[i + 1]!)];
    for (let t = 0.15; t < 1; t += 0.3) {
      const x = Math.round(a[0] + (b[0] - a[0]) * t);
      const y = Math.round(a[1] + (b[1] - a[1]) * t);
      crowns.push(circlePath(x - 9, y, 6), circlePath(x + 9, y + 2, 5.5));
    }
  }
  return `<path d="${shadows.join('')}" fill="${palette.treeDark}" opacity=".55"/><path d="${crowns.join('')}" fill="${palette.tree}"/>`;
}

function building({ at, width, depth, kind }: Building, palette: Palette): string {
  const [x, y] = project(at);
  const left = x - width / 2;
  const top = y - depth / 2;
  const glow = palette.overlay === 'night' ? `<circle cx="${x}" cy="${y}" r="${width}" fill="url(#lamp)"/>` : '';
  if (kind === 'boat') {
    return `${glow}<path d="M${left} ${top + 2}h${width}l-4 ${depth - 2}h-${width - 8}z" fill="${palette.stone}" stroke="${palette.wall}" stroke-width="1.2"/><rect x="${left + 5}" y="${top - 5}" width="${width - 10}" height="7" rx="1.5" fill="${palette.roof}"/>`;
  }
  if (kind === 'pavilion' || kind === 'tower') {
    const r = width / 2;
    const sides = kind === 'tower' ? 8 : 6;
    const corners = Array.from({ length: sides }, (_, i) => {
      const angle = (Math.PI * 2 * i) / sides + Math.PI / sides;
      return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
    }).join(' ');
    const base = kind === 'tower' ? `<rect x="${x - r - 4}" y="${y - r - 4}" width="${width + 8}" height="${width + 8}" rx="3" fill="${palette.stone}" stroke="${palette.wall}" stroke-width="1"/>` : '';
    return `${glow}${base}<polygon points="${corners}" fill="${palette.roof}" stroke="${palette.roofTop}" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="${(r / 3).toFixed(1)}" fill="${palette.roofTop}"/>`;
  }
  const court = kind === 'hall' ? `<rect x="${left - 5}" y="${top - 4}" width="${width + 10}" height="${depth + 10}" rx="2" fill="${palette.stone}" stroke="${palette.wall}" stroke-width="1"/>` : '';
  const gateWall = kind === 'gate' ? `<rect x="${left - 8}" y="${top + depth - 3}" width="${width + 16}" height="4" fill="${palette.wallRed}"/>` : '';
  return `${glow}${court}${gateWall}<rect x="${left}" y="${top}" width="${width}" height="${depth}" rx="2" fill="${palette.roof}"/><rect x="${left + 2}" y="${top + depth / 2 - 1.5}" width="${width - 4}" height="3" fill="${palette.roofTop}"/>`;
}

const LABEL_FONTS = {
  name: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  sub: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
};
let labelFonts: { name: Font; sub: Font } | undefined;

function fontAt(path: string): Font {
  // A collection (.ttc) holds every CJK region's face: the simplified Chinese one is wanted.
  const font = path.endsWith('.ttc') ? openSync(path, 'NotoSerifCJKsc-Regular') : openSync(path);
  return font as Font;
}

/**
 * The text as one path, centred on x with its baseline at y. Points are rounded to a tenth of a
 * pixel and written relative to the one before (the SVG stays small); the rounding does not add up,
 * as each offset is taken between rounded points.
 */
function outlined(font: Font, text: string, [x, y]: [number, number], size: number, letterSpacing: number): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const width = run.positions.reduce((sum, position) => sum + position.xAdvance * scale + letterSpacing, -letterSpacing);
  let pen = x - width / 2;
  // The current point and the open subpath's start, in tenths of a pixel: after a `z` the next
  // relative move counts from the start.
  let at: [number, number] = [0, 0];
  let subpathStart = at;
  let d = '';
  run.glyphs.forEach((glyph, i) => {
    for (const { command, args } of glyph.path.commands) {
      if (command === 'closePath') {
        d += 'z';
        at = subpathStart;
        continue;
      }
      const points: Array<[number, number]> = [];
      for (let k = 0; k < args.length; k += 2) points.push([Math.round((pen + args[k]! * scale) * 10), Math.round((y - args[k + 1]! * scale) * 10)]);
      const letter = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command as 'moveTo'];
      d += letter + points.map(([px, py]) => `${(px - at[0]) / 10} ${(py - at[1]) / 10}`).join(' ');
      at = points[points.length - 1]!;
      if (command === 'moveTo') subpathStart = at;
    }
    pen += run.positions[i]!.xAdvance * scale + letterSpacing;
  });
  return d;
}

function label(text: string, sub: string, at: LonLat, palette: Palette, size: number): string {
  labelFonts ??= { name: fontAt(LABEL_FONTS.name), sub: fontAt(LABEL_FONTS.sub) };
  const [x, y] = project(at);
  const halo = `stroke="${palette.paper}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`;
  const name = outlined(labelFonts.name, text, [x, y], size, size / 4);
  const subtitle = outlined(labelFonts.sub, sub, [x, y + size * 0.9], Math.max(11, size * 0.45), 0);
  return `<path d="${name}" fill="${palette.label}" ${halo}/><path d="${subtitle}" fill="${palette.label}" opacity=".8" ${halo}/>`;
}

function overlay(palette: Palette): string {
  if (palette.overlay === 'rain') return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#rain)"/>`;
  if (palette.overlay === 'snow') return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#snow)"/>`;
  return '';
}

function drawMap(palette: Palette): string {
  const island = project(SOUTH_LAKE_ISLAND);
  const [bridgeA, bridgeB] = BRIDGE.map(project) as [[number, number], [number, number]];
  const arches = Array.from({ length: 17 }, (_, i) => {
    const t = (i + 0.5) / 17;
    const x = bridgeA[0] + (bridgeB[0] - bridgeA[0]) * t;
    const y = bridgeA[1] + (bridgeB[1] - bridgeA[1]) * t;
    return `<circle cx="${x.toFixed(1)}" cy="${(y + 7).toFixed(1)}" r="2" fill="${palette.waterEdge}"/>`;
  }).join('');
  const jadeBelt = project(NODE.jadeBelt);
  const trailPaths = TRAILS.map((trail) => smoothPath(trail.path, false)).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs>',
    `<pattern id="ripple" width="60" height="24" patternUnits="userSpaceOnUse"><path d="M4 12q8-6 16 0t16 0" fill="none" stroke="${palette.waterLine}" stroke-width="1.6" stroke-linecap="round"/></pattern>`,
    `<pattern id="rain" width="24" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(12)"><path d="M6 0v14M18 20v14" stroke="#6f8a92" stroke-width="1.2" stroke-linecap="round" opacity=".35"/></pattern>`,
    `<pattern id="snow" width="46" height="46" patternUnits="userSpaceOnUse"><circle cx="8" cy="10" r="2.2" fill="#fff"/><circle cx="30" cy="26" r="1.6" fill="#fff"/><circle cx="18" cy="40" r="1.2" fill="#fff"/><circle cx="40" cy="6" r="1.4" fill="#fff"/></pattern>`,
    `<radialGradient id="lamp"><stop offset="0" stop-color="#ffd889" stop-opacity=".55"/><stop offset="1" stop-color="#ffd889" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.paper}"/>`,
    `<path d="${smoothPath(PARK_WALL, true)}" fill="${palette.land}" stroke="${palette.wall}" stroke-width="5" stroke-dasharray="1 9" stroke-linecap="round"/>`,
    ...HILL_RINGS.map((ring, i) => `<path d="${smoothPath(ring, true)}" fill="${palette.hill[i]}"/>`),
    `<path d="${smoothPath(BACK_LAKE, false)}" fill="none" stroke="${palette.waterEdge}" stroke-width="30" stroke-linecap="round"/>`,
    `<path d="${smoothPath(BACK_LAKE, false)}" fill="none" stroke="${palette.water}" stroke-width="24" stroke-linecap="round"/>`,
    `<path d="${smoothPath(HARMONY_POND, true)}" fill="${palette.water}" stroke="${palette.waterEdge}" stroke-width="3"/>`,
    `<path d="${smoothPath(LAKE, true)}" fill="${palette.water}" stroke="${palette.waterEdge}" stroke-width="5"/>`,
    `<path d="${smoothPath(LAKE, true)}" fill="url(#ripple)" opacity=".8"/>`,
    `<path d="${smoothPath(WEST_CAUSEWAY, false)}" fill="none" stroke="${palette.land}" stroke-width="22" stroke-linecap="round"/>`,
    `<ellipse cx="${island[0]}" cy="${island[1]}" rx="34" ry="24" fill="${palette.land}" stroke="${palette.waterEdge}" stroke-width="3"/>`,
    trees(palette),
    `<path d="${trailPaths}" fill="none" stroke="${palette.pathEdge}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${trailPaths}" fill="none" stroke="${palette.path}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M${bridgeA[0]} ${bridgeA[1]}L${bridgeB[0]} ${bridgeB[1]}" stroke="${palette.wall}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M${bridgeA[0]} ${bridgeA[1]}L${bridgeB[0]} ${bridgeB[1]}" stroke="${palette.stone}" stroke-width="8" stroke-linecap="round"/>`,
    arches,
    `<path d="M${jadeBelt[0] - 10} ${jadeBelt[1] + 4}q10-14 20 0" fill="none" stroke="${palette.stone}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${smoothPath(LONG_CORRIDOR, false)}" fill="none" stroke="${palette.wallRed}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="${smoothPath(LONG_CORRIDOR, false)}" fill="none" stroke="${palette.roof}" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="${smoothPath(SUZHOU_STREET, false)}" fill="none" stroke="${palette.wallRed}" stroke-width="5" stroke-dasharray="7 3"/>`,
    ...BUILDINGS.map((b) => building(b, palette)),
    label('昆明湖', 'Kunming Lake', [116.2700, 39.9925], palette, 34),
    label('万寿山', 'Longevity Hill', [116.2725, 40.0022], palette, 22),
    label('西堤', 'West Causeway', [116.2578, 39.9905], palette, 16),
    label('后湖', 'Back Lake', [116.2630, 40.0045], palette, 14),
    overlay(palette),
    '</svg>',
  ].join('\n');
}

export function trailNetwork() {
  return {
    type: 'FeatureCollection' as const,
    features: TRAILS.map((trail) => ({
      type: 'Feature' as const,
      properties: { name: trail.name },
      geometry: { type: 'LineString' as const, coordinates: trail.path.map(([lon, lat]) => [lon, lat]) },
    })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('./media/map/', import.meta.url));
  mkdirSync(out, { recursive: true });
  for (const [name, palette] of Object.entries(SKINS)) writeFileSync(`${out}${name}.svg`, drawMap(palette));
  writeFileSync(`${out}trails.geojson`, `${JSON.stringify(trailNetwork())}\n`);
  console.info(`wrote ${Object.keys(SKINS).length} skins (${WIDTH}x${HEIGHT}) and trails.geojson to ${out}`);
}
