/**
 * Draws one picture per demo place and the articles' covers, in the illustrated map's own style:
 * the map's day palette, flat colour with a thin ink outline on buildings and bridges, the same
 * sky, sun, far hills and horizon in every picture, so the set reads as one series. Each scene is
 * drawn from what the place is (its description in demo-area.json): the bridge has seventeen
 * arches, the tower is octagonal on its stone terrace, the pier has boats. No text: a picture must
 * not carry a language.
 *
 * Run: node apps/server/seed/make-place-pictures.ts  (writes apps/server/seed/media/places/*.jpg;
 * the output is committed). `--sheet out.png` also writes a contact sheet of all of them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DAY, seededRandom } from './generate-map.ts';

export const W = 800, H = 500;
/** The horizon: where the lake or the ground meets the far hills, the same in every picture. */
export const HORIZON = 300;
const P = DAY;
const INK = P.label;
const LINE = 1.6;
const FINE = 1;
const BRONZE = '#8d6e3f';
const BLOSSOM = '#eeb3ac';
const TRUNK = '#8a7356';
const SHADE = '#e4dbc3';
const BLUE_BEAM = '#35607e';
const ink = (width = LINE) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const f = (n: number) => Number(n.toFixed(1));

// ---------- the frame every picture shares ----------

const DEFS = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d6e9e4"/><stop offset="1" stop-color="${P.paper}"/></linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${P.waterLine}"/><stop offset=".35" stop-color="${P.water}"/><stop offset="1" stop-color="${P.waterEdge}"/></linearGradient>
<pattern id="ripple" width="60" height="24" patternUnits="userSpaceOnUse"><path d="M4 12q8-6 16 0t16 0" fill="none" stroke="${P.waterLine}" stroke-width="1.6" stroke-linecap="round"/></pattern>
</defs>`;

function sky(): string {
  const cloud = (x: number, y: number, w: number) => `<path d="M${x} ${y}q${w * 0.25} -14 ${w * 0.5} -4q${w * 0.25} -12 ${w * 0.5} 4" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>`;
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="668" cy="78" r="30" fill="${P.roofTop}" opacity=".38"/>${cloud(80, 70, 120)}${cloud(470, 48, 90)}`;
}

/** The Western Hills, always the same line, with the Jade Spring Hill pagoda when asked for. */
function farHills(pagoda = false): string {
  let s = `<path d="M0 ${HORIZON - 34}C70 ${HORIZON - 62} 130 ${HORIZON - 40} 190 ${HORIZON - 56}S320 ${HORIZON - 72} 400 ${HORIZON - 46}S560 ${HORIZON - 70} 640 ${HORIZON - 50}S760 ${HORIZON - 40} ${W} ${HORIZON - 58}V${HORIZON}H0Z" fill="${P.hill[0]}"/>`;
  s += `<path d="M0 ${HORIZON - 14}C90 ${HORIZON - 30} 200 ${HORIZON - 18} 300 ${HORIZON - 26}S520 ${HORIZON - 14} 620 ${HORIZON - 24}S760 ${HORIZON - 16} ${W} ${HORIZON - 22}V${HORIZON}H0Z" fill="${P.hill[1]}" opacity=".7"/>`;
  if (pagoda) {
    const x = 150, y = HORIZON - 50;
    s += `<path d="M${x - 4} ${y}h8l-2 -34h-4z" fill="${P.stone}" ${ink(FINE)}/><path d="M${x} ${y - 42}v8" ${ink(FINE)}/>`;
    for (let k = 0; k < 5; k++) s += `<path d="M${x - 6 + k * 0.6} ${y - 6 - k * 7}h${12 - k * 1.2}" ${ink(FINE)}/>`;
  }
  return s;
}

/** Longevity Hill: a green mound with trees, rising from the horizon at cx. */
function longevityHill(cx: number, halfWidth: number, height: number): string {
  const top = HORIZON - height;
  let s = `<path d="M${cx - halfWidth} ${HORIZON}C${cx - halfWidth * 0.6} ${HORIZON - height * 0.6} ${cx - halfWidth * 0.3} ${top} ${cx} ${top}S${cx + halfWidth * 0.6} ${HORIZON - height * 0.6} ${cx + halfWidth} ${HORIZON}Z" fill="${P.hill[2]}"/>`;
  const random = seededRandom(cx + height);
  const crowns: string[] = [];
  for (let i = 0; i < halfWidth / 4; i++) {
    const x = cx + (random() * 2 - 1) * halfWidth * 0.85;
    const rise = height * (1 - Math.abs(x - cx) / halfWidth) ** 1.2;
    const y = HORIZON - random() * rise * 0.9;
    crowns.push(circle(x, y, 4 + random() * 4));
  }
  s += `<path d="${crowns.join('')}" fill="${P.tree}" opacity=".9"/>`;
  return s;
}

function circle(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
}

/** Lake from y down, with the map's ripples. */
function lake(y = HORIZON): string {
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="url(#lake)"/><rect y="${y + 6}" width="${W}" height="${H - y - 6}" fill="url(#ripple)" opacity=".9"/>`;
}

function ground(y = HORIZON, fill = P.land): string {
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="${fill}"/>`;
}

/** A palace courtyard: stone slabs in perspective towards the building. */
function paving(y = HORIZON): string {
  const lines: string[] = [];
  for (let k = -12; k <= 12; k++) lines.push(`M${400 + k * 34} ${y}L${400 + k * 110} ${H}`);
  for (let i = 1; i < 8; i++) { const yy = y + (H - y) * (i / 8) ** 1.6; lines.push(`M0 ${f(yy)}H${W}`); }
  return `${ground(y, SHADE)}<path d="${lines.join('')}" stroke="${P.pathEdge}" stroke-width="1.2" opacity=".8"/>`;
}

/** Grass with a few tufts, so an open foreground is not a blank. */
function grass(y = HORIZON): string {
  const random = seededRandom(y);
  const tufts: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = random() * W, yy = y + 12 + random() ** 0.7 * (H - y - 16);
    const size = 3 + ((yy - y) / (H - y)) * 6;
    tufts.push(`M${f(x - size)} ${f(yy)}l${f(size * 0.6)} ${f(-size)}M${f(x)} ${f(yy)}v${f(-size * 1.3)}M${f(x + size)} ${f(yy)}l${f(-size * 0.6)} ${f(-size)}`);
  }
  return `${ground(y, P.hill[0])}<rect y="${y}" width="${W}" height="${H - y}" fill="${P.land}" opacity=".35"/><path d="${tufts.join('')}" stroke="${P.treeDark}" stroke-width="1.4" stroke-linecap="round" opacity=".6"/>`;
}

// ---------- trees ----------

function roundTree(x: number, y: number, r: number, blossom = false): string {
  const random = seededRandom(Math.round(x * 7 + y));
  let s = `<path d="M${x} ${y}v${-r * 1.2}" stroke="${TRUNK}" stroke-width="${Math.max(2, r / 5)}" stroke-linecap="round"/>`;
  const crowns = [circle(x, y - r * 1.6, r), circle(x - r * 0.7, y - r * 1.2, r * 0.75), circle(x + r * 0.7, y - r * 1.25, r * 0.78)];
  s += `<path d="${crowns.map((_, i) => [circle(x + 2, y - r * 1.6 + 3, r), circle(x - r * 0.7 + 2, y - r * 1.2 + 3, r * 0.75), circle(x + r * 0.7 + 2, y - r * 1.25 + 3, r * 0.78)][i]).join('')}" fill="${P.treeDark}" opacity=".55"/>`;
  s += `<path d="${crowns.join('')}" fill="${blossom ? '#c9d9a8' : P.tree}"/>`;
  if (blossom) {
    const dots: string[] = [];
    for (let i = 0; i < 14; i++) dots.push(circle(x + (random() * 2 - 1) * r * 1.3, y - r * 1.4 + (random() * 2 - 1) * r * 0.8, 2 + random() * 2));
    s += `<path d="${dots.join('')}" fill="${BLOSSOM}"/>`;
  }
  return s;
}

function willow(x: number, y: number, h: number): string {
  const top = y - h;
  let s = `<path d="M${x} ${y}q-3 ${-h * 0.4} 2 ${-h * 0.8}" fill="none" stroke="${TRUNK}" stroke-width="${Math.max(2.5, h / 18)}" stroke-linecap="round"/>`;
  s += `<path d="${circle(x - h * 0.2, top + h * 0.16, h * 0.16)}${circle(x + 2, top + h * 0.08, h * 0.2)}${circle(x + h * 0.24, top + h * 0.17, h * 0.15)}" fill="${P.tree}"/>`;
  const strands: string[] = [];
  for (let k = -5; k <= 5; k++) {
    const sx = x + 2 + k * h * 0.075;
    const len = h * (0.62 - Math.abs(k) * 0.06);
    strands.push(`M${f(sx)} ${f(top + h * 0.15)}q${f(k * 1.5)} ${f(len * 0.5)} ${f(k * 2.5 + 3)} ${f(len)}`);
  }
  s += `<path d="${strands.join('')}" fill="none" stroke="${P.tree}" stroke-width="${f(Math.max(2, h / 22))}" stroke-linecap="round"/>`;
  s += `<path d="${strands.filter((_, i) => i % 2).join('')}" fill="none" stroke="${P.treeDark}" stroke-width="${f(Math.max(1.5, h / 30))}" stroke-linecap="round" opacity=".7"/>`;
  return s;
}

function pine(x: number, y: number, h: number): string {
  // A garden pine: a leaning trunk, its needles in flat, cloud-edged pads, the light on their tops.
  let s = `<path d="M${x} ${y}q${f(-h * 0.06)} ${f(-h * 0.45)} ${f(h * 0.04)} ${f(-h * 0.85)}" fill="none" stroke="${TRUNK}" stroke-width="${f(Math.max(2.5, h / 14))}" stroke-linecap="round"/>`;
  const shade: string[] = [], light: string[] = [];
  for (let k = 0; k < 3; k++) {
    const cy = y - h * (0.42 + k * 0.2), width = h * (0.34 - k * 0.07), side = k % 2 ? 1 : -1;
    const cx = x + side * h * 0.05;
    const r = h * 0.065;
    shade.push(`M${f(cx - width)} ${f(cy)}a${f(width)} ${f(r)} 0 1 0 ${f(2 * width)} 0a${f(width)} ${f(r)} 0 1 0 ${f(-2 * width)} 0`);
    for (let i = 0; i < 3; i++) {
      const px = cx - width * 0.55 + i * width * 0.55;
      shade.push(circle(px, cy - r * 0.5, r * 0.9));
      light.push(circle(px, cy - r * 0.75, r * 0.6));
    }
  }
  s += `<path d="${shade.join('')}" fill="${P.treeDark}"/><path d="${light.join('')}" fill="${P.tree}" opacity=".9"/>`;
  return s;
}

function lotus(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="12" ry="4" fill="${P.tree}"/><ellipse cx="${x + 16}" cy="${y + 5}" rx="9" ry="3" fill="${P.treeDark}"/><circle cx="${x + 4}" cy="${y - 5}" r="3.5" fill="${BLOSSOM}"/>`;
}

// ---------- buildings ----------

/**
 * A Chinese roof with swept eaves: the eave line at y, the tips lifted, the ridge `rise` above.
 * `ridge` is the ridge's share of the width: long for a hall, a point for a pavilion.
 */
function roof(cx: number, y: number, half: number, rise: number, fill: string, ridge = 0.55): string {
  const lift = Math.min(rise * 0.35, 12);
  const r = half * ridge;
  let s = `<path d="M${f(cx - half)} ${f(y - lift)}Q${f(cx - half * 0.86)} ${y} ${f(cx - half * 0.7)} ${y}H${f(cx + half * 0.7)}Q${f(cx + half * 0.86)} ${y} ${f(cx + half)} ${f(y - lift)}Q${f(cx + half * 0.72)} ${f(y - lift * 1.3)} ${f(cx + r)} ${f(y - rise)}H${f(cx - r)}Q${f(cx - half * 0.72)} ${f(y - lift * 1.3)} ${f(cx - half)} ${f(y - lift)}Z" fill="${fill}" ${ink()}/>`;
  // Tile rows: lines from the ridge down to the eave.
  const lines: string[] = [];
  const n = Math.max(3, Math.round(half / 9));
  for (let k = -n + 1; k < n; k++) lines.push(`M${f(cx + (k / n) * Math.max(r, half * 0.18))} ${f(y - rise + 2)}L${f(cx + (k / n) * half * 0.78)} ${f(y - 2)}`);
  s += `<path d="${lines.join('')}" stroke="${INK}" stroke-width="${FINE}" opacity=".28"/>`;
  if (ridge > 0.1) s += `<path d="M${f(cx - r - 3)} ${f(y - rise - 4)}q0 4 3 4H${f(cx + r)}q3 0 3 -4" fill="none" ${ink(2.2)}/>`;
  else s += `<path d="M${cx} ${f(y - rise)}v-9" ${ink(2)}/><circle cx="${cx}" cy="${f(y - rise - 11)}" r="4" fill="${P.roofTop}" ${ink(FINE)}/>`;
  return s;
}

/** A painted beam under the eaves: the map's green with gold dots. */
function beam(cx: number, y: number, half: number): string {
  const dots: string[] = [];
  for (let x = cx - half + 8; x < cx + half - 4; x += 14) dots.push(circle(x, y + 3.5, 1.8));
  return `<rect x="${f(cx - half)}" y="${y}" width="${f(half * 2)}" height="7" fill="${P.roof}" ${ink(FINE)}/><path d="${dots.join('')}" fill="${P.roofTop}"/>`;
}

/** Red columns and lattice doors between them. */
function facade(cx: number, top: number, bottom: number, half: number, bays: number): string {
  let s = `<rect x="${f(cx - half)}" y="${top}" width="${f(half * 2)}" height="${bottom - top}" fill="${P.wallRed}" ${ink()}/>`;
  const bay = (half * 2) / bays;
  for (let i = 0; i < bays; i++) {
    const x = cx - half + i * bay;
    s += `<rect x="${f(x + bay * 0.18)}" y="${f(top + 6)}" width="${f(bay * 0.64)}" height="${f(bottom - top - 8)}" fill="#a5402f" ${ink(FINE)}/>`;
    s += `<path d="M${f(x + bay * 0.18)} ${f(top + 6 + (bottom - top - 8) * 0.45)}h${f(bay * 0.64)}M${f(x + bay * 0.5)} ${f(top + 6)}v${f((bottom - top - 8) * 0.45)}" stroke="${P.roofTop}" stroke-width="${FINE}" opacity=".8"/>`;
  }
  return s;
}

function platform(cx: number, y: number, half: number, height: number, steps = true): string {
  let s = `<path d="M${f(cx - half)} ${y}h${f(half * 2)}v${height}h${f(-half * 2)}Z" fill="${P.stone}" ${ink()}/>`;
  s += `<path d="M${f(cx - half)} ${y + 3}h${f(half * 2)}" stroke="${P.wall}" stroke-width="1.2"/>`;
  if (steps) {
    const w = Math.min(40, half * 0.35);
    for (let k = 1; k < height / 4; k++) s += `<path d="M${f(cx - w - k * 2)} ${y + k * 4}h${f(2 * w + k * 4)}" stroke="${P.wall}" stroke-width="1.2"/>`;
  }
  return s;
}

interface HallOptions { bays?: number; roofFill?: string; double?: boolean; base?: number; rise?: number }

/** A palace hall on its stone platform; `y` is the ground line. Returns the top of its roof. */
function hall(cx: number, y: number, half: number, height: number, { bays = 5, roofFill = P.roofTop, double = false, base = 10, rise = height * 0.7 }: HallOptions = {}): string {
  const floor = y - base;
  const top = floor - height;
  let s = platform(cx, floor, half + 14, base);
  s += facade(cx, top, floor, half, bays);
  s += beam(cx, top, half);
  if (double) {
    const upper = top - rise * 0.55;
    s += roof(cx, top + 2, half + 22, rise * 0.45, roofFill, 0.75);
    s += `<rect x="${f(cx - half * 0.72)}" y="${f(upper)}" width="${f(half * 1.44)}" height="${f(top - upper - rise * 0.3)}" fill="${P.wallRed}" ${ink()}/>`;
    s += roof(cx, upper + 2, half * 0.72 + 22, rise * 0.7, roofFill);
  } else {
    s += roof(cx, top + 2, half + 24, rise, roofFill);
  }
  return s;
}

/** A pavilion: columns, a low railing, a pointed roof (double eaves when asked). */
function pavilion(cx: number, y: number, half: number, height: number, { posts = 4, double = false, roofFill = P.roof, base = 8 } = {}): string {
  const floor = y - base;
  const top = floor - height;
  let s = platform(cx, floor, half + 8, base, false);
  // A big pavilion's inner ring shows between the outer columns, darker, in shade.
  if (posts > 6) for (let i = 0; i < posts - 1; i++) s += `<rect x="${f(cx - half + ((i + 0.5) * half * 2) / (posts - 1) - 3)}" y="${top}" width="6" height="${height - 4}" fill="#8f3326"/>`;
  for (let i = 0; i < posts; i++) {
    const x = cx - half + (i * half * 2) / (posts - 1);
    s += `<rect x="${f(x - 3)}" y="${top}" width="6" height="${height}" fill="${P.wallRed}" ${ink(FINE)}/>`;
  }
  s += `<path d="M${f(cx - half)} ${floor - 12}h${f(half * 2)}" ${ink(2)}/>`;
  s += beam(cx, top, half + 2);
  if (double) {
    s += roof(cx, top + 2, half + 20, 20, roofFill, 0.4);
    s += `<rect x="${f(cx - half * 0.65)}" y="${top - 34}" width="${f(half * 1.3)}" height="22" fill="${P.wallRed}" ${ink()}/>`;
    s += roof(cx, top - 30, half * 0.65 + 18, half * 0.32 + 14, roofFill, 0.05);
  } else {
    s += roof(cx, top + 2, half + 20, half * 0.6 + 14, roofFill, 0.05);
  }
  return s;
}

/** A palace gate: three red doors with gold studs in a hall, walls running off to both sides. */
function palaceGate(cx: number, y: number, half: number, height: number, { lions = false, wallTo = 400 } = {}): string {
  let s = `<rect x="${cx - wallTo}" y="${y - height * 0.78}" width="${wallTo * 2}" height="${height * 0.78}" fill="${P.wallRed}" ${ink()}/>`;
  s += `<path d="M${cx - wallTo} ${y - height * 0.78 - 3}h${wallTo * 2}" stroke="${P.roofTop}" stroke-width="9"/><path d="M${cx - wallTo} ${y - height * 0.78 - 8}h${wallTo * 2}" ${ink(FINE)}/>`;
  s += platform(cx, y - 10, half + 16, 10);
  const floor = y - 10, top = floor - height;
  s += `<rect x="${cx - half}" y="${top}" width="${half * 2}" height="${height}" fill="${P.wallRed}" ${ink()}/>`;
  const doorW = (half * 2) / 5;
  for (const k of [-1, 0, 1]) {
    const x = cx + k * doorW * 1.5 - doorW / 2;
    s += `<rect x="${f(x)}" y="${f(top + height * 0.3)}" width="${f(doorW)}" height="${f(height * 0.7)}" fill="#9c3527" ${ink(FINE)}/>`;
    const studs: string[] = [];
    for (let r = 0; r < 4; r++) for (let c = 0; c < 3; c++) studs.push(circle(x + doorW * (0.22 + c * 0.28), top + height * (0.4 + r * 0.13), 1.6));
    s += `<path d="${studs.join('')}" fill="${P.roofTop}"/>`;
  }
  s += beam(cx, top, half);
  s += roof(cx, top + 2, half + 26, height * 0.75, P.roofTop);
  if (lions) for (const x of [cx - half - 40, cx + half + 40]) s += lion(x, y + 30, x < cx ? 1 : -1);
  return s;
}

/** Draws `svg` scaled by k about the point (x, y): small shapes drawn once, shown larger. */
function scaledAt(x: number, y: number, k: number, svg: string): string {
  return `<g transform="translate(${x} ${y}) scale(${k}) translate(${-x} ${-y})">${svg}</g>`;
}

function lion(x: number, y: number, facing: 1 | -1): string {
  return scaledAt(x, y, 1.7, lionShape(x, y, facing));
}

function lionShape(x: number, y: number, facing: 1 | -1): string {
  return `<rect x="${x - 16}" y="${y - 14}" width="32" height="14" fill="${P.stone}" ${ink()}/>` +
    `<path d="M${x - 11 * facing} ${y - 14}v-22q0 -12 ${10 * facing} -14q${10 * facing} 0 ${12 * facing} 10v26z" fill="${BRONZE}" ${ink()}/>` +
    `<circle cx="${x + 2 * facing}" cy="${y - 44}" r="9" fill="${BRONZE}" ${ink()}/>`;
}

/** A stone arch bridge from x0 to x1, deck at `deck`, its arches dipping into water at `water`. */
function archBridge(x0: number, x1: number, deck: number, water: number, arches: number, { hump = 0 } = {}): string {
  const span = x1 - x0;
  const deckAt = (x: number) => deck - hump * Math.sin(((x - x0) / span) * Math.PI);
  const pts: string[] = [];
  for (let i = 0; i <= 40; i++) { const x = x0 + (span * i) / 40; pts.push(`${f(x)} ${f(deckAt(x))}`); }
  let holes = '';
  const reflections: string[] = [];
  const pitch = span / (arches + 0.6);
  for (let i = 0; i < arches; i++) {
    const cx = x0 + pitch * (i + 0.8);
    // Arches are tallest mid-bridge, as on the real bridge.
    const centre = 1 - Math.abs(i - (arches - 1) / 2) / (arches / 2);
    const rw = Math.min(pitch * 0.36 * (0.8 + 0.3 * centre), (water - deckAt(cx)) * 0.7);
    const rh = (water - deckAt(cx) - 8) * (0.55 + 0.35 * centre);
    const leg = Math.max(0, rh - rw);
    const ry = rh - leg;
    holes += `M${f(cx - rw)} ${water}V${f(water - leg)}A${f(rw)} ${f(ry)} 0 0 1 ${f(cx + rw)} ${f(water - leg)}V${water}Z`;
    reflections.push(`M${f(cx - rw)} ${water}V${f(water + leg * 0.6)}A${f(rw)} ${f(ry * 0.6)} 0 0 0 ${f(cx + rw)} ${f(water + leg * 0.6)}V${water}Z`);
  }
  let s = `<path d="M${f(x0)} ${water}L${pts.join('L')}L${f(x1)} ${water}Z${holes}" fill="${P.stone}" fill-rule="evenodd" ${ink()}/>`;
  s += `<path d="M${f(x0)} ${water}L${pts.join('L')}L${f(x1)} ${water}Z" fill="${P.stone}" opacity=".35" transform="matrix(1 0 0 -.45 0 ${f(water * 1.45)})"/>`;
  s += `<path d="${reflections.join('')}" fill="${P.waterEdge}" opacity=".55"/>`;
  // Balustrade: a rail with posts.
  const rail = pts.map((p) => { const [x, yy] = p.split(' ').map(Number); return `${x} ${f(yy! - 9)}`; });
  s += `<path d="M${rail.join('L')}" fill="none" ${ink(1.4)}/>`;
  const posts: string[] = [];
  for (let x = x0 + 6; x < x1 - 3; x += 10) posts.push(`M${f(x)} ${f(deckAt(x))}v-11`);
  s += `<path d="${posts.join('')}" ${ink(FINE)}/>`;
  return s;
}

function rowboat(x: number, y: number, w: number, fill = P.wallRed): string {
  return `<path d="M${x - w / 2} ${y - 8}h${w}q-4 10 -14 10h${-(w - 28)}q-10 0 -14 -10z" fill="${fill}" ${ink()}/><path d="M${x - w / 2 + 6} ${y - 8}h${w - 12}" stroke="${P.stone}" stroke-width="2"/>`;
}

/** A canopied lake boat, the kind the pier hires out. */
function canopyBoat(x: number, y: number, w: number): string {
  return `${rowboat(x, y, w, P.stone)}<path d="M${x - w / 2 + 14} ${y - 10}v-16M${x + w / 2 - 14} ${y - 10}v-16" ${ink(1.4)}/><path d="M${x - w / 2 + 6} ${y - 26}q${w / 2 - 6} -10 ${w - 12} 0z" fill="${P.roofTop}" ${ink()}/>`;
}

// ---------- scenes ----------

type Scene = () => string;

function frame(body: string, pagoda = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DEFS}${sky()}${farHills(pagoda)}${body}</svg>`;
}

const tower = (cx: number, y: number, scale: number): string => {
  // Octagonal, three storeys and four eaves: seen from the side, three bodies and four roofs.
  let s = '';
  const tiers = [46, 38, 30, 22].map((v) => v * scale);
  let at = y;
  tiers.forEach((half, i) => {
    const h = (i === 0 ? 34 : 26) * scale;
    s += `<rect x="${f(cx - half)}" y="${f(at - h)}" width="${f(half * 2)}" height="${f(h)}" fill="${P.wallRed}" ${ink()}/>`;
    for (let k = 1; k < 4; k++) s += `<path d="M${f(cx - half + (k * half) / 2)} ${f(at - h + 4)}v${f(h - 4)}" stroke="#8f3326" stroke-width="${f(2.2 * scale)}"/>`;
    s += beam(cx, at - h, half);
    s += roof(cx, at - h + 2, half + 16 * scale, (i === 3 ? 34 : 16) * scale, P.roofTop, i === 3 ? 0.05 : 0.45);
    at -= h + (i === 3 ? 0 : 12 * scale);
  });
  return s;
};

/** The stone terrace the Tower of Buddhist Incense stands on, with its stair. */
function terrace(cx: number, top: number, bottom: number, half: number): string {
  let s = `<path d="M${cx - half - 16} ${bottom}L${cx - half} ${top}H${cx + half}L${cx + half + 16} ${bottom}Z" fill="${P.stone}" ${ink()}/>`;
  for (let y = top + 10; y < bottom; y += 10) s += `<path d="M${f(cx - half - ((y - top) / (bottom - top)) * 16 + 2)} ${y}H${f(cx + half + ((y - top) / (bottom - top)) * 16 - 2)}" stroke="${P.wall}" stroke-width="1.1"/>`;
  s += `<path d="M${cx - 14} ${bottom}L${cx - 10} ${top}H${cx + 10}L${cx + 14} ${bottom}Z" fill="${P.path}" ${ink(FINE)}/>`;
  s += `<path d="M${cx - half} ${top}h${half * 2}" stroke="${P.wallRed}" stroke-width="5"/>`;
  return s;
}

function trees(list: Array<[number, number, number]>, kind: 'round' | 'willow' | 'pine' | 'blossom' = 'round'): string {
  return list.map(([x, y, size]) => kind === 'willow' ? willow(x, y, size) : kind === 'pine' ? pine(x, y, size) : roundTree(x, y, size, kind === 'blossom')).join('');
}

/** A long covered corridor seen along its length: columns, a green roof, painted beams. */
function corridor(x0: number, x1: number, y0: number, y1: number, height0: number, height1: number): string {
  const n = 16;
  let s = '';
  const at = (t: number) => ({ x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, h: height0 + (height1 - height0) * t });
  const a = at(0), b = at(1);
  s += `<path d="M${a.x} ${a.y}L${b.x} ${b.y}v4L${a.x} ${a.y + 6}Z" fill="${P.stone}" ${ink()}/>`;
  for (let i = 0; i <= n; i++) {
    const p = at(i / n);
    s += `<path d="M${f(p.x)} ${f(p.y)}v${f(-p.h)}" stroke="${P.wallRed}" stroke-width="${f(2 + p.h / 18)}"/>`;
    s += `<path d="M${f(p.x)} ${f(p.y - p.h * 0.25)}h${f((x1 - x0) / n)}" stroke="${P.wallRed}" stroke-width="${f(1 + p.h / 40)}" opacity=".8"/>`;
  }
  // Painted beams: blue and green panels alternating, as on the corridor's 273 bays.
  for (let i = 0; i < n; i++) {
    const p = at(i / n), q = at((i + 1) / n);
    s += `<path d="M${f(p.x)} ${f(p.y - p.h)}L${f(q.x)} ${f(q.y - q.h)}v${f(q.h * 0.12)}L${f(p.x)} ${f(p.y - p.h * 0.88)}Z" fill="${i % 2 ? P.roof : BLUE_BEAM}"/>`;
    s += `<circle cx="${f((p.x + q.x) / 2)}" cy="${f((p.y - p.h * 0.94 + q.y - q.h * 0.94) / 2)}" r="${f(p.h / 30)}" fill="${P.roofTop}"/>`;
  }
  s += `<path d="M${a.x - 10} ${f(a.y - a.h + 2)}L${b.x + 4} ${f(b.y - b.h + 1)}L${b.x} ${f(b.y - b.h * 1.3)}L${a.x} ${f(a.y - a.h * 1.35)}Z" fill="${P.roof}" ${ink()}/>`;
  s += `<path d="M${a.x} ${f(a.y - a.h * 1.35)}L${b.x} ${f(b.y - b.h * 1.3)}" ${ink(2.2)}/>`;
  return s;
}

function stoneShore(y: number, x0 = 0, x1 = W): string {
  const blocks: string[] = [];
  for (let x = x0; x < x1; x += 26) blocks.push(`M${x} ${y}v10`);
  return `<rect x="${x0}" y="${y - 4}" width="${x1 - x0}" height="14" fill="${P.stone}" ${ink()}/><path d="${blocks.join('')}" stroke="${P.wall}" stroke-width="1.2"/>`;
}

function marbleBoat(cx: number, y: number): string {
  let s = `<path d="M${cx - 170} ${y - 30}H${cx + 170}L${cx + 150} ${y}H${cx - 150}Z" fill="${P.stone}" ${ink()}/>`;
  s += `<path d="M${cx - 160} ${y - 18}H${cx + 160}" stroke="${P.wall}" stroke-width="2"/>`;
  // Two decks of Western-style cabins: round-arched windows, a flat eave.
  for (const [deckY, half, h] of [[y - 30, 130, 44], [y - 80, 100, 38]] as const) {
    s += `<rect x="${cx - half}" y="${deckY - h}" width="${half * 2}" height="${h}" fill="${P.stone}" ${ink()}/>`;
    const windows: string[] = [];
    for (let x = cx - half + 12; x < cx + half - 14; x += 24) windows.push(`M${x} ${deckY - 6}v${-h * 0.45}a7 7 0 0 1 14 0v${h * 0.45}z`);
    s += `<path d="${windows.join('')}" fill="${P.waterEdge}" ${ink(FINE)}/>`;
    s += `<rect x="${cx - half - 8}" y="${deckY - h - 6}" width="${half * 2 + 16}" height="7" fill="${P.roof}" ${ink()}/>`;
  }
  // The paddle-wheel housing on its side, added when the boat was rebuilt in the Western manner.
  const spokes: string[] = [];
  for (let k = 1; k < 6; k++) spokes.push(`M${cx + 60} ${y - 8}l${f(30 * Math.cos((Math.PI * k) / 6))} ${f(-30 * Math.sin((Math.PI * k) / 6))}`);
  s += `<path d="M${cx + 24} ${y - 8}a36 36 0 0 1 72 0z" fill="${P.stone}" ${ink()}/><path d="${spokes.join('')}" stroke="${P.wall}" stroke-width="2"/>`;
  s += `<path d="M${cx - 170} ${y}q170 18 340 0" fill="none" stroke="${P.waterEdge}" stroke-width="3" opacity=".7"/>`;
  return s;
}

function bronzeOx(cx: number, y: number): string {
  // The ox lies on its carved base, head turned towards the lake, horns swept back.
  let s = `<path d="M${cx - 90} ${y}h180v-24h-180z" fill="${P.stone}" ${ink()}/><path d="M${cx - 80} ${y - 24}h160v-12h-160z" fill="${P.stone}" ${ink()}/>`;
  s += `<path d="M${cx - 80} ${y - 24}h160" stroke="${P.wall}" stroke-width="1.2"/><path d="M${cx - 84} ${y - 12}h168" stroke="${P.wall}" stroke-width="1.2"/>`;
  const body = `M${cx - 70} ${y - 36}C${cx - 82} ${y - 60} ${cx - 70} ${y - 92} ${cx - 30} ${y - 96}C${cx} ${y - 100} ${cx + 30} ${y - 94} ${cx + 44} ${y - 80}L${cx + 54} ${y - 36}Z`;
  s += `<path d="${body}" fill="${BRONZE}" ${ink()}/>`;
  s += `<path d="M${cx + 30} ${y - 36}q-4 -14 12 -16h24q6 2 4 16z" fill="${BRONZE}" ${ink()}/>`;
  s += `<path d="M${cx + 36} ${y - 84}C${cx + 48} ${y - 98} ${cx + 70} ${y - 96} ${cx + 80} ${y - 84}C${cx + 90} ${y - 72} ${cx + 88} ${y - 56} ${cx + 78} ${y - 50}C${cx + 70} ${y - 46} ${cx + 56} ${y - 50} ${cx + 50} ${y - 60}Z" fill="${BRONZE}" ${ink()}/>`;
  s += `<path d="M${cx + 50} ${y - 92}c-6 -10 -18 -12 -24 -6M${cx + 72} ${y - 94}c4 -12 16 -14 22 -8" fill="none" ${ink(4)}/>`;
  s += `<circle cx="${cx + 70}" cy="${y - 78}" r="2.6" fill="${INK}"/><path d="M${cx - 74} ${y - 50}q-14 6 -8 20" fill="none" ${ink(2.5)}/>`;
  s += `<path d="M${cx - 46} ${y - 82}q34 -12 70 -2" fill="none" stroke="#b59059" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;
  return s;
}

function carPark(): string {
  let s = ground(HORIZON, '#dcd6c4');
  s += `<path d="M0 ${HORIZON + 40}H${W}" stroke="${P.stone}" stroke-width="2"/>`;
  for (let k = -8; k <= 8; k++) s += `<path d="M${400 + k * 60} ${HORIZON + 40}L${400 + k * 120} ${H}" stroke="${P.stone}" stroke-width="3"/>`;
  const colours = [P.roof, P.wallRed, P.stone, BLUE_BEAM];
  [80, 250, 430, 790].forEach((x, i) => {
    const y = HORIZON + 150 + (i % 2) * 10;
    s += scaledAt(x, y, 1.8, car(x, y, colours[i]!));
  });
  return s;
}

/** A car seen from the side. */
function car(x: number, y: number, colour: string): string {
  return `<path d="M${x - 34} ${y}v-16q2 -8 12 -10l8 -12h28l10 12q10 2 10 10v16z" fill="${colour}" ${ink()}/><path d="M${x - 12} ${y - 26}l5 -9h20l6 9z" fill="${P.waterLine}" ${ink(FINE)}/><circle cx="${x - 18}" cy="${y}" r="7" fill="${INK}"/><circle cx="${x + 18}" cy="${y}" r="7" fill="${INK}"/>`;
}

/** A sign on a post: a rounded board with a pictogram drawn in `glyph` (centred on 0,0). */
function sign(x: number, y: number, glyph: string): string {
  return `<path d="M${x} ${y}v-60" ${ink(3)}/><rect x="${x - 26}" y="${y - 112}" width="52" height="52" rx="8" fill="${P.roof}" ${ink()}/><g transform="translate(${x} ${y - 86})" fill="${P.paper}" stroke="none">${glyph}</g>`;
}

const GLYPHS = {
  toilet: `<circle cx="-10" cy="-14" r="4"/><path d="M-15 -8h10v12h-2v12h-6v-12h-2z"/><circle cx="10" cy="-14" r="4"/><path d="M10 -8l7 14h-4v12h-6v-12h-4l7 -14z"/><path d="M0 -18v36" stroke="${P.paper}" stroke-width="1.5"/>`,
  car: `<path d="M-18 6v-8q0 -4 5 -5l5 -8h16l5 8q5 1 5 5v8z"/><circle cx="-10" cy="8" r="4"/><circle cx="10" cy="8" r="4"/>`,
  help: `<path d="M-5 -18h10v13h13v10h-13v13h-10v-13h-13v-10h13z"/>`,
  bowl: `<path d="M-18 -2h36q-2 16 -18 16t-18 -16z"/><path d="M-4 -6l16 -14M2 -6l16 -12" stroke="${P.paper}" stroke-width="2.5" stroke-linecap="round"/>`,
  tea: `<path d="M-14 -4h22v6q0 12 -11 12t-11 -12z"/><path d="M8 0q8 0 8 6t-8 6" fill="none" stroke="${P.paper}" stroke-width="2.5"/><path d="M-8 -10q-3 -4 0 -8M0 -10q-3 -4 0 -8" fill="none" stroke="${P.paper}" stroke-width="2" stroke-linecap="round"/>`,
};

function lantern(x: number, y: number): string {
  return `<path d="M${x} ${y - 10}v-6" ${ink(FINE)}/><ellipse cx="${x}" cy="${y}" rx="7" ry="9" fill="#c9473a" ${ink(FINE)}/><path d="M${x} ${y + 9}v5" stroke="${P.roofTop}" stroke-width="2"/>`;
}

function umbrellaTable(x: number, y: number): string {
  return `<path d="M${x} ${y}v-44" ${ink(2)}/><path d="M${x - 30} ${y - 40}q30 -22 60 0z" fill="${P.paper}" ${ink()}/><path d="M${x - 16} ${y - 12}h32" ${ink(3)}/><path d="M${x - 12} ${y - 12}v12M${x + 12} ${y - 12}v12" ${ink(2)}/>`;
}

/** A pier: planks on posts reaching into the lake. */
function jetty(x0: number, x1: number, y: number): string {
  let s = `<path d="M${x0} ${y}H${x1}v8H${x0}z" fill="#c8a878" ${ink()}/>`;
  for (let x = x0 + 10; x < x1; x += 40) s += `<path d="M${x} ${y + 8}v22" stroke="${TRUNK}" stroke-width="5"/>`;
  const planks: string[] = [];
  for (let x = x0 + 14; x < x1; x += 14) planks.push(`M${x} ${y}v8`);
  return `${s}<path d="${planks.join('')}" stroke="${TRUNK}" stroke-width="1" opacity=".6"/>`;
}

const LONGEVITY_VIEW = (cx: number, scale: number) => `${longevityHill(cx, 230 * scale, 150 * scale)}${terrace(cx, HORIZON - 112 * scale, HORIZON - 70 * scale, 34 * scale)}${tower(cx, HORIZON - 112 * scale, 0.42 * scale)}`;

/** The scenes, keyed by the picture's file name; `places` names the demo places each one shows. */
export const SCENES: Record<string, Scene> = {
  donggongmen: () => frame(`${paving()}${trees([[60, HORIZON + 60, 150], [745, HORIZON + 64, 140]], 'pine')}${palaceGate(400, HORIZON + 110, 140, 96, { lions: true })}`),
  renshoudian: () => frame(`${paving()}${trees([[70, HORIZON + 60, 150], [735, HORIZON + 60, 150]], 'pine')}${hall(400, HORIZON + 100, 200, 92, { bays: 7 })}${bronzeBurner(230, HORIZON + 170)}${bronzeBurner(570, HORIZON + 170)}`),
  'deheyuan-daxilou': () => frame(`${paving()}${theatre(400, HORIZON + 130)}${trees([[80, HORIZON + 100, 46], [720, HORIZON + 100, 46]])}`),
  yulantang: () => frame(`${lake()}${stoneShore(HORIZON + 40)}${paving(HORIZON + 46)}${courtWall(HORIZON + 130)}${hall(400, HORIZON + 130, 160, 78, { bays: 5 })}${trees([[90, HORIZON + 190, 150], [720, HORIZON + 190, 140]], 'willow')}`),
  leshoutang: () => frame(`${paving()}${hall(400, HORIZON + 100, 170, 84, { bays: 5 })}${trees([[110, HORIZON + 150, 50], [690, HORIZON + 150, 52]], 'blossom')}${bigRock(400, HORIZON + 185)}`),
  changlang: () => frame(`${LONGEVITY_VIEW(420, 1)}${ground(HORIZON - 2)}${corridor(-10, 810, HORIZON + 70, HORIZON + 70, 50, 50)}${pavilion(400, HORIZON + 80, 34, 44, { posts: 3, double: true })}${stoneShore(HORIZON + 84)}${lake(HORIZON + 94)}${canopyBoat(620, HORIZON + 180, 130)}`),
  paiyundian: () => frame(`${longevityHill(400, 320, 210)}${terrace(400, HORIZON - 150, HORIZON - 100, 28)}${tower(400, HORIZON - 150, 0.36)}${ground(HORIZON - 1, P.hill[2])}${hall(400, HORIZON - 30, 110, 46, { double: true, bays: 5 })}${paving(HORIZON + 40)}${hall(400, HORIZON + 50, 140, 54, { bays: 5 })}${lake(HORIZON + 170)}${archway(400, HORIZON + 170)}`),
  foxiangge: () => frame(`${longevityHill(400, 380, 200)}${ground(HORIZON - 1, P.hill[2])}${terrace(400, HORIZON + 20, HORIZON + 150, 120)}${tower(400, HORIZON + 20, 1.4)}${hillside(HORIZON + 140)}`),
  zhihuihai: () => frame(`${longevityHill(400, 420, 130)}${ground(HORIZON - 1, P.hill[2])}${hillside(HORIZON + 150)}${glazedTemple(400, HORIZON + 150)}${trees([[70, HORIZON + 180, 150], [735, HORIZON + 180, 150]], 'pine')}`),
  shifang: () => frame(`${lake()}${ground(HORIZON, P.hill[1])}${trees([[70, HORIZON + 14, 90], [190, HORIZON + 14, 80], [610, HORIZON + 14, 92], [730, HORIZON + 14, 82]], 'willow')}${lake(HORIZON + 16)}${scaledAt(400, HORIZON + 150, 1.25, marbleBoat(400, HORIZON + 150))}`),
  suzhoujie: () => frame(`${canalStreet()}`),
  beigongmen: () => frame(`${ground()}${trees([[60, HORIZON + 50, 150], [745, HORIZON + 50, 150]], 'pine')}${palaceGate(400, HORIZON + 60, 120, 84)}${lake(HORIZON + 110)}${archBridge(200, 600, HORIZON + 116, HORIZON + 170, 3, { hump: 22 })}`),
  xiequyuan: () => frame(`${ground()}${harmonyGarden()}`),
  zhichunting: () => frame(`${LONGEVITY_VIEW(220, 0.7)}${lake()}${islandWithPavilion()}`, true),
  wenchangge: () => frame(`${lake()}${ground(HORIZON + 40)}${cityGate(400, HORIZON + 150)}${trees([[60, HORIZON + 200, 150], [745, HORIZON + 200, 140]], 'willow')}`),
  tongniu: () => frame(`${lake()}${archBridge(40, 420, HORIZON - 8, HORIZON + 6, 17, { hump: 8 })}${stoneShore(HORIZON + 120)}${paving(HORIZON + 130)}${bronzeOx(470, HORIZON + 165)}${willow(120, HORIZON + 190, 170)}`),
  kuoruting: () => frame(`${grass()}${trees([[70, HORIZON + 60, 56], [730, HORIZON + 60, 54]])}${pavilion(400, HORIZON + 150, 210, 100, { posts: 11, double: true, base: 16 })}`),
  shiqikongqiao: () => frame(`${lake()}${island(90, HORIZON + 10, 120)}${archBridge(160, 785, HORIZON + 70, HORIZON + 110, 17, { hump: 44 })}`),
  nanhudao: () => frame(`${lake()}${nanhu()}`),
  xidi: () => frame(`${lake()}${causeway()}`, true),
  yudaiqiao: () => frame(`${lake()}${ground(HORIZON + 40, 'none')}${archBridge(170, 630, HORIZON + 80, HORIZON + 160, 1, { hump: 130 })}${trees([[70, HORIZON + 150, 170], [735, HORIZON + 150, 160]], 'willow')}`, true),
  jingminglou: () => frame(`${lake()}${stoneShore(HORIZON + 130, 90, 710)}${pavilion(190, HORIZON + 130, 62, 62, { posts: 3 })}${hall(400, HORIZON + 130, 100, 66, { double: true, bays: 3, roofFill: P.roof })}${pavilion(610, HORIZON + 130, 62, 62, { posts: 3 })}${trees([[40, HORIZON + 190, 150], [765, HORIZON + 190, 150]], 'willow')}`, true),
  xinjiangongmen: () => frame(`${paving()}${trees([[110, HORIZON + 40, 60], [690, HORIZON + 40, 60]])}${palaceGate(400, HORIZON + 90, 100, 80, { wallTo: 280 })}${trees([[40, HORIZON + 200, 160], [760, HORIZON + 200, 160]], 'willow')}`),
  'visitor-centre': () => frame(`${paving()}${trees([[70, HORIZON + 80, 140], [740, HORIZON + 80, 140]], 'pine')}${serviceHall(380, HORIZON + 110, 180, 80)}${sign(600, HORIZON + 190, GLYPHS.help)}`),
  'toilets-changlang': () => frame(`${LONGEVITY_VIEW(620, 0.55)}${grass()}${trees([[90, HORIZON + 90, 54]])}${serviceHall(370, HORIZON + 120, 140, 70)}${sign(600, HORIZON + 190, GLYPHS.toilet)}`),
  matou: () => frame(`${lake()}${archBridge(360, 820, HORIZON + 8, HORIZON + 26, 17, { hump: 16 })}${jetty(40, 600, HORIZON + 110)}${scaledAt(330, HORIZON + 98, 1.4, canopyBoat(330, HORIZON + 98, 110))}${scaledAt(190, HORIZON + 185, 1.9, canopyBoat(190, HORIZON + 185, 110))}${scaledAt(450, HORIZON + 180, 1.8, rowboat(450, HORIZON + 180, 80))}${scaledAt(650, HORIZON + 192, 1.9, rowboat(650, HORIZON + 192, 80, P.roof))}`),
  'toilets-donggongmen': () => frame(`${grass()}${trees([[80, HORIZON + 80, 140], [720, HORIZON + 70, 130]], 'pine')}${serviceHall(370, HORIZON + 120, 140, 70)}${sign(590, HORIZON + 190, GLYPHS.toilet)}`),
  'toilets-shiqikongqiao': () => frame(`${lake()}${archBridge(0, 520, HORIZON + 4, HORIZON + 20, 17, { hump: 14 })}${grass(HORIZON + 50)}${serviceHall(370, HORIZON + 140, 130, 64)}${willow(720, HORIZON + 190, 160)}${sign(590, HORIZON + 195, GLYPHS.toilet)}`),
  'toilets-suzhoujie': () => frame(`${paving()}${trees([[90, HORIZON + 60, 140], [720, HORIZON + 60, 140]], 'willow')}${serviceHall(370, HORIZON + 120, 140, 70)}${lanternRow(250, 490, HORIZON + 36)}${sign(590, HORIZON + 190, GLYPHS.toilet)}`),
  'carpark-donggongmen': () => frame(`${carPark()}${palaceGate(400, HORIZON + 30, 70, 50, { wallTo: 200 })}${sign(620, HORIZON + 180, GLYPHS.car)}`),
  'carpark-beigongmen': () => frame(`${longevityHill(300, 300, 90)}${carPark()}${trees([[70, HORIZON + 36, 110], [540, HORIZON + 36, 100]], 'pine')}${sign(620, HORIZON + 180, GLYPHS.car)}`),
  tingliguan: () => frame(`${LONGEVITY_VIEW(660, 0.5)}${paving()}${hall(370, HORIZON + 130, 170, 60, { double: true, bays: 5 })}${lanternRow(220, 520, HORIZON + 40)}${sign(650, HORIZON + 195, GLYPHS.bowl)}`),
  'wenchangyuan-cafe': () => frame(`${paving()}${trees([[60, HORIZON + 80, 150], [745, HORIZON + 80, 150]], 'willow')}${serviceHall(380, HORIZON + 100, 150, 70)}${umbrellaTable(190, HORIZON + 185)}${umbrellaTable(470, HORIZON + 190)}${sign(640, HORIZON + 195, GLYPHS.tea)}`),
  // Article covers.
  // The whole plan: the hill and its tower across the lake, the island and its bridge before them.
  'cover-history': () => frame(`${LONGEVITY_VIEW(300, 0.9)}${corridor(120, 480, HORIZON + 4, HORIZON + 4, 10, 10)}${lake(HORIZON + 6)}${scaledAt(560, HORIZON + 130, 0.8, island(560, HORIZON + 130, 120))}${scaledAt(560, HORIZON + 130, 0.8, archBridge(620, 1000, HORIZON + 140, HORIZON + 160, 17, { hump: 14 }))}${willow(70, HORIZON + 200, 170)}`, true),
  'cover-front-hill': () => frame(`${LONGEVITY_VIEW(300, 1.1)}${lake(HORIZON)}${corridor(820, 120, HORIZON + 150, HORIZON + 20, 130, 30)}`),
  'cover-bridge': () => frame(`${lake()}${goldThroughArches()}${archBridge(-30, 830, HORIZON + 80, HORIZON + 130, 17, { hump: 50 })}`),
  'cover-route': () => frame(`${LONGEVITY_VIEW(520, 0.9)}${grass()}${routeLine()}${palaceGate(150, HORIZON + 120, 60, 46, { wallTo: 150 })}${willow(720, HORIZON + 190, 150)}`, true),
};

/** The hill's slope in the foreground: grass with trees, under a terrace or a temple. */
function hillside(y: number): string {
  const random = seededRandom(y);
  const crowns: string[] = [];
  for (let i = 0; i < 26; i++) crowns.push(circle(random() * W, y + 10 + random() * (H - y), 14 + random() * 14));
  return `${ground(y, P.hill[2])}<path d="${crowns.join('')}" fill="${P.tree}"/>`;
}

/**
 * Backdrops for the photo spots' sample pictures (make-samples.ts): the same places drawn with a
 * foreground where a person stands, shown through a 3:4 window of the 800 × 500 scene.
 */
export const SAMPLE_SCENES: Record<string, Scene> = {
  // The east shore by the bridge: a marble balustrade, the bridge and the island behind.
  'bridge-shore': () => frame(`${lake()}${island(90, HORIZON + 10, 120)}${archBridge(160, 785, HORIZON + 50, HORIZON + 80, 17, { hump: 34 })}${paving(HORIZON + 110)}${balustrade(HORIZON + 110)}`),
  // Walking the causeway: the path runs away between willows and peach trees, water either side.
  'causeway-walk': () => frame(`${lake()}${causewayWalk()}`, true),
  // The pier's deck, boats moored alongside, the bridge across the water.
  'pier-deck': () => frame(`${lake()}${archBridge(120, 700, HORIZON + 10, HORIZON + 30, 17, { hump: 18 })}${scaledAt(300, HORIZON + 80, 1.6, canopyBoat(300, HORIZON + 80, 110))}${scaledAt(560, HORIZON + 90, 1.6, rowboat(560, HORIZON + 90, 80))}${deck(HORIZON + 110)}`),
};

/** A portrait (3:4) window onto a backdrop scene, `left` being the window's left edge in scene units. */
export function portraitScene(name: string, left: number, width: number, height: number): string {
  const scene = SAMPLE_SCENES[name];
  if (!scene) throw new Error(`unknown sample scene ${name}`);
  const viewWidth = (H * width) / height;
  return scene().replace(`width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"`, `width="${width}" height="${height}" viewBox="${left} 0 ${f(viewWidth)} ${H}" preserveAspectRatio="xMidYMid slice"`);
}

function balustrade(y: number): string {
  const posts: string[] = [];
  for (let x = 6; x < W; x += 40) posts.push(`M${x} ${y}v-34h8v34z`);
  return `<rect y="${y - 24}" width="${W}" height="14" fill="${P.stone}" ${ink()}/><path d="${posts.join('')}" fill="${P.stone}" ${ink()}/><path d="M0 ${y}H${W}" ${ink()}/>`;
}

/** The pier: a stone step along the water's edge (a seat), the plank deck in front of it. */
function deck(y: number): string {
  const top = y + 14;
  const planks: string[] = [];
  for (let k = -20; k <= 20; k++) planks.push(`M${400 + k * 30} ${top}L${400 + k * 90} ${H}`);
  const joints: string[] = [];
  for (let x = 20; x < W; x += 60) joints.push(`M${x} ${y - 16}v30`);
  return `<rect y="${y - 16}" width="${W}" height="30" fill="${P.stone}" ${ink()}/><path d="M0 ${y - 8}H${W}" stroke="${P.wall}" stroke-width="1.2"/><path d="${joints.join('')}" stroke="${P.wall}" stroke-width="1.2"/>` +
    `<rect y="${top}" width="${W}" height="${H - top}" fill="#c8a878"/><path d="${planks.join('')}" stroke="${TRUNK}" stroke-width="1.5" opacity=".6"/><path d="M0 ${top}H${W}" ${ink(2)}/>`;
}

function causewayWalk(): string {
  let s = `<path d="M90 ${H}L370 ${HORIZON + 8}H430L710 ${H}Z" fill="${P.hill[1]}"/>`;
  s += `<path d="M250 ${H}L392 ${HORIZON + 8}H408L550 ${H}Z" fill="${P.path}" stroke="${P.pathEdge}" stroke-width="2"/>`;
  // Trees along both edges, smaller with distance; willow and peach in turn, as planted.
  for (let i = 7; i >= 0; i--) {
    const t = i / 8;
    const y = HORIZON + 8 + (H - HORIZON - 8) * (1 - t) ** 2;
    const spread = 36 + (1 - t) ** 2 * 190;
    const size = 24 + (1 - t) ** 2 * 150;
    for (const side of [-1, 1]) {
      const x = 400 + side * spread;
      s += (i + (side > 0 ? 1 : 0)) % 2 ? willow(x, y, size) : roundTree(x, y, size * 0.2, true);
    }
  }
  return s;
}

/** Which scene each demo place shows, by its Chinese name (the area file's key). */
export const PLACE_PICTURES: Record<string, string> = {
  东宫门: 'donggongmen', 仁寿殿: 'renshoudian', 德和园大戏楼: 'deheyuan-daxilou', 玉澜堂: 'yulantang', 乐寿堂: 'leshoutang',
  长廊: 'changlang', 排云殿: 'paiyundian', 佛香阁: 'foxiangge', 智慧海: 'zhihuihai', 石舫: 'shifang', 苏州街: 'suzhoujie',
  北宫门: 'beigongmen', 谐趣园: 'xiequyuan', 知春亭: 'zhichunting', 文昌阁: 'wenchangge', 铜牛: 'tongniu', 廓如亭: 'kuoruting',
  十七孔桥: 'shiqikongqiao', 南湖岛: 'nanhudao', 西堤: 'xidi', 玉带桥: 'yudaiqiao', 景明楼: 'jingminglou', 新建宫门: 'xinjiangongmen',
  东宫门游客服务中心: 'visitor-centre', '卫生间（长廊西）': 'toilets-changlang', 十七孔桥游船码头: 'matou',
  '卫生间（东宫门）': 'toilets-donggongmen', '卫生间（十七孔桥）': 'toilets-shiqikongqiao', '卫生间（苏州街）': 'toilets-suzhoujie',
  东宫门停车场: 'carpark-donggongmen', 北宫门停车场: 'carpark-beigongmen', 听鹂馆餐厅: 'tingliguan', 文昌院茶餐厅: 'wenchangyuan-cafe',
};

// ---------- scene parts used once or twice ----------

function bronzeBurner(x: number, y: number): string {
  return `<path d="M${x - 20} ${y - 30}h40l-6 24h-28z" fill="${BRONZE}" ${ink()}/><path d="M${x - 14} ${y - 6}l-4 6M${x + 14} ${y - 6}l4 6" ${ink(3)}/><path d="M${x - 12} ${y - 30}q12 -22 24 0" fill="none" ${ink(3)}/>`;
}

function courtWall(y: number): string {
  return `<rect x="0" y="${y - 36}" width="230" height="36" fill="${P.wallRed}" ${ink()}/><rect x="570" y="${y - 36}" width="230" height="36" fill="${P.wallRed}" ${ink()}/><path d="M0 ${y - 39}h230M570 ${y - 39}h230" stroke="${P.roof}" stroke-width="8"/>`;
}

function bigRock(x: number, y: number): string {
  return `<path d="M${x - 50} ${y}h100v-10h-100z" fill="${P.stone}" ${ink()}/><path d="M${x - 80} ${y - 10}q-10 -30 20 -40q30 -16 70 -8q40 -6 50 20q12 20 -12 28z" fill="#8fa6a0" ${ink()}/><path d="M${x - 40} ${y - 36}q20 -8 40 0M${x + 10} ${y - 24}q16 -6 30 4" fill="none" stroke="#6f8782" stroke-width="2"/>`;
}

function theatre(cx: number, y: number): string {
  // Three stages stacked, three roofs, the top one the smallest: the Great Stage.
  let s = platform(cx, y - 12, 190, 12);
  s += `<rect x="${cx - 170}" y="${y - 200}" width="340" height="188" fill="${P.wallRed}" ${ink()}/>`;
  for (const [top, h, half] of [[y - 90, 78, 150], [y - 170, 60, 130], [y - 236, 50, 100]] as const) {
    s += `<rect x="${cx - half}" y="${top}" width="${half * 2}" height="${h}" fill="#6e2f26" ${ink()}/>`;
    for (let k = -2; k <= 2; k++) s += `<rect x="${cx + k * (half / 2.6) - 4}" y="${top}" width="8" height="${h}" fill="${P.wallRed}" ${ink(FINE)}/>`;
    s += beam(cx, top, half);
    s += roof(cx, top + 2, half + 26, half === 100 ? 40 : 22, P.roofTop, half === 100 ? 0.55 : 0.8);
  }
  return s;
}

function archway(cx: number, y: number): string {
  // The memorial archway at the lake's edge in front of the Hall of Dispelling Clouds.
  let s = stoneShore(y, 0, W);
  for (const x of [cx - 90, cx - 30, cx + 30, cx + 90]) s += `<rect x="${x - 5}" y="${y - 70}" width="10" height="70" fill="${P.wallRed}" ${ink()}/>`;
  s += `<rect x="${cx - 100}" y="${y - 76}" width="200" height="14" fill="${P.roof}" ${ink()}/>`;
  s += roof(cx, y - 74, 44, 16, P.roofTop, 0.6) + roof(cx - 80, y - 70, 32, 12, P.roofTop, 0.5) + roof(cx + 80, y - 70, 32, 12, P.roofTop, 0.5);
  return s;
}

function glazedTemple(cx: number, y: number): string {
  // The Sea of Wisdom: a beamless hall faced in yellow and green glazed tiles, rows of small Buddhas.
  let s = platform(cx, y - 14, 200, 14);
  s += `<rect x="${cx - 180}" y="${y - 150}" width="360" height="136" fill="${P.roofTop}" ${ink()}/>`;
  s += `<rect x="${cx - 180}" y="${y - 84}" width="360" height="6" fill="${P.roof}"/><rect x="${cx - 180}" y="${y - 150}" width="360" height="6" fill="${P.roof}"/>`;
  const niches: string[] = [];
  for (const row of [y - 138, y - 72]) for (let x = cx - 170; x < cx + 164; x += 16) if (Math.abs(x - cx + 6) > 34 || row < y - 100) niches.push(`M${x} ${row + 22}v-12a6 6 0 0 1 12 0v12z`);
  s += `<path d="${niches.join('')}" fill="${P.roof}" ${ink(FINE)}/>`;
  for (const row of [y - 138, y - 72]) for (let x = cx - 170; x < cx + 164; x += 16) if (Math.abs(x - cx + 6) > 34 || row < y - 100) s += `<circle cx="${x + 6}" cy="${row + 14}" r="2.2" fill="${P.roofTop}"/>`;
  s += `<path d="M${cx - 26} ${y - 14}v-44a26 26 0 0 1 52 0v44z" fill="#6e2f26" ${ink()}/>`;
  s += roof(cx, y - 148, 206, 50, P.roofTop, 0.7);
  s += `<path d="M${cx - 150} ${y - 200}h300" stroke="${P.roof}" stroke-width="5"/>`;
  return s;
}

function canalStreet(): string {
  // A canal runs into the picture between two rows of shops; a hump bridge crosses it.
  let s = `<path d="M0 ${HORIZON}H${W}V${H}H0Z" fill="${P.land}"/>`;
  s += `<path d="M340 ${HORIZON}H460L640 ${H}H160Z" fill="url(#lake)"/><path d="M340 ${HORIZON + 6}H460L640 ${H}H160Z" fill="url(#ripple)"/>`;
  // Far shops first, so the near ones overlap them.
  for (const [i, side] of [3, 2, 1, 0].flatMap((i) => [[i, 1], [i, -1]] as const)) {
    const depth = i / 4;
    const x = 400 + side * (120 + (1 - depth) * 150) + (side < 0 ? -60 : 60) * (1 - depth);
    const baseY = HORIZON + 30 + (1 - depth) * 150;
    const half = 40 + (1 - depth) * 50, height = 34 + (1 - depth) * 40;
    s += hall(x, baseY, half, height, { bays: 3, roofFill: '#7f8c8a', base: 6, rise: height * 0.6 });
    s += lantern(x - half * 0.6, baseY - 6 - height + 14);
    s += `<path d="M${f(x + side * half * 0.4)} ${f(baseY - 6 - height - 8)}v${f(height * 0.8)}" ${ink(FINE)}/><path d="M${f(x + side * half * 0.4)} ${f(baseY - 6 - height - 8)}h${f(side * 14)}v${f(height * 0.6)}h${f(-side * 14)}z" fill="${i % 2 ? P.roofTop : P.roof}" ${ink(FINE)}/>`;
  }
  s += archBridge(300, 500, HORIZON + 40, HORIZON + 60, 1, { hump: 22 });
  s += rowboat(420, HORIZON + 190, 100);
  return s;
}

function harmonyGarden(): string {
  // A pond in the middle, covered walks and pavilions around it, lotus on the water.
  let s = `<ellipse cx="400" cy="${HORIZON + 110}" rx="360" ry="90" fill="url(#lake)" ${ink()}/><ellipse cx="400" cy="${HORIZON + 110}" rx="350" ry="84" fill="url(#ripple)"/>`;
  s += corridor(40, 330, HORIZON + 6, HORIZON + 6, 40, 40) + corridor(470, 760, HORIZON + 6, HORIZON + 6, 40, 40);
  s += pavilion(400, HORIZON + 14, 50, 50, { posts: 3, double: true });
  s += pavilion(110, HORIZON + 130, 44, 50, { posts: 3 });
  s += hall(660, HORIZON + 140, 80, 44, { bays: 3, roofFill: P.roof, base: 8 });
  s += `<path d="M260 ${HORIZON + 170}h200" ${ink(6)}/><path d="M260 ${HORIZON + 170}h200" stroke="${P.stone}" stroke-width="4"/>`;
  for (const [x, y] of [[220, HORIZON + 90], [300, HORIZON + 120], [520, HORIZON + 80], [560, HORIZON + 130], [460, HORIZON + 110]] as const) s += lotus(x, y);
  s += willow(30, HORIZON + 200, 120) + willow(770, HORIZON + 200, 110);
  return s;
}

function islandWithPavilion(): string {
  let s = `<ellipse cx="470" cy="${HORIZON + 130}" rx="200" ry="36" fill="${P.land}" ${ink()}/>`;
  s += stoneShore(HORIZON + 140, 300, 640);
  s += willow(330, HORIZON + 128, 120) + willow(630, HORIZON + 128, 110);
  s += pavilion(470, HORIZON + 132, 62, 62, { posts: 4, double: true });
  s += archBridge(620, 800, HORIZON + 160, HORIZON + 178, 1, { hump: 10 });
  return s;
}

function cityGate(cx: number, y: number): string {
  // A city-gate tower: a massive wall with an arched passage, a two-storey tower on top.
  let s = `<path d="M${cx - 230} ${y}L${cx - 214} ${y - 120}H${cx + 214}L${cx + 230} ${y}Z" fill="#c9c3b2" ${ink()}/>`;
  const bricks: string[] = [];
  for (let yy = y - 110; yy < y; yy += 12) bricks.push(`M${cx - 220} ${yy}H${cx + 220}`);
  s += `<path d="${bricks.join('')}" stroke="#b1aa97" stroke-width="1.2"/>`;
  s += `<path d="M${cx - 40} ${y}v-50a40 40 0 0 1 80 0v50z" fill="#6e5e4c" ${ink()}/>`;
  const merlons: string[] = [];
  for (let x = cx - 214; x < cx + 210; x += 20) merlons.push(`M${x} ${y - 120}v-10h12v10`);
  s += `<path d="${merlons.join('')}" fill="#c9c3b2" ${ink(FINE)}/>`;
  s += hall(cx, y - 120, 110, 50, { double: true, bays: 3, base: 4 });
  return s;
}

function island(cx: number, y: number, half: number): string {
  let s = `<path d="M${cx - half} ${y + 10}q${half} -60 ${half * 2} 0z" fill="${P.land}" ${ink()}/>`;
  s += trees([[cx - 50, y - 4, 26], [cx + 40, y - 2, 24]]);
  s += hall(cx, y - 10, 34, 22, { bays: 3, base: 4 });
  return s;
}

function nanhu(): string {
  let s = `<path d="M60 ${HORIZON + 120}Q120 ${HORIZON - 10} 400 ${HORIZON - 4}T760 ${HORIZON + 120}Z" fill="${P.land}"/>`;
  s += trees([[120, HORIZON + 60, 34], [200, HORIZON + 30, 40], [620, HORIZON + 30, 40], [690, HORIZON + 70, 34]]);
  s += hall(300, HORIZON + 70, 80, 44, { bays: 3, roofFill: P.roof });
  s += `<rect x="420" y="${HORIZON - 10}" width="200" height="80" fill="${P.stone}" ${ink()}/>${[1, 2, 3, 4, 5, 6].map((k) => `<path d="M420 ${HORIZON - 10 + k * 11}h200" stroke="${P.wall}" stroke-width="1.2"/>`).join('')}<path d="M420 ${HORIZON - 4}h200" ${ink(1.2)}/>`;
  s += hall(520, HORIZON - 10, 70, 40, { bays: 3, base: 4 });
  s += `<path d="M40 ${HORIZON + 140}H760V${HORIZON + 116}H40Z" fill="${P.stone}" ${ink()}/>`;
  const blocks: string[] = [];
  for (let x = 60; x < 760; x += 30) blocks.push(`M${x} ${HORIZON + 116}v24`);
  s += `<path d="${blocks.join('')}" stroke="${P.wall}" stroke-width="1.2"/>`;
  s += `<path d="M40 ${HORIZON + 140}H760" stroke="${P.waterEdge}" stroke-width="3"/>`;
  return s;
}

function causeway(): string {
  // The causeway runs across the lake, willows and peach trees along it, a bridge with a pavilion.
  let s = `<path d="M0 ${HORIZON + 90}Q400 ${HORIZON + 40} ${W} ${HORIZON + 70}V${HORIZON + 92}Q400 ${HORIZON + 64} 0 ${HORIZON + 112}Z" fill="${P.land}" ${ink()}/>`;
  s += `<path d="M0 ${HORIZON + 100}Q400 ${HORIZON + 52} ${W} ${HORIZON + 81}" fill="none" stroke="${P.path}" stroke-width="5"/>`;
  const along = (x: number) => HORIZON + 100 - (x / W) * 30 - Math.sin((x / W) * Math.PI) * 20;
  for (let x = 30; x < W; x += 70) s += Math.round(x / 70) % 2 ? willow(x, along(x), 70) : roundTree(x, along(x), 16, true);
  s += archBridge(480, 600, along(540) - 4, along(540) + 18, 1, { hump: 16 });
  s += pavilion(540, along(540) - 30, 24, 26, { posts: 2, base: 2 });
  s += rowboat(220, HORIZON + 190, 90);
  return s;
}

function serviceHall(cx: number, y: number, half: number, height: number): string {
  // A plain building with a traditional roof and wide windows: what the park's service houses look like.
  let s = platform(cx, y - 6, half + 10, 6, false);
  s += `<rect x="${cx - half}" y="${y - 6 - height}" width="${half * 2}" height="${height}" fill="${P.stone}" ${ink()}/>`;
  const windows: string[] = [];
  for (let x = cx - half + 14; x < cx + half - 30; x += 46) windows.push(`M${x} ${y - height + 6}h30v${height * 0.55}h-30z`);
  s += `<path d="${windows.join('')}" fill="${P.waterEdge}" ${ink(FINE)}/>`;
  s += `<rect x="${cx + half - 30}" y="${y - 6 - height * 0.7}" width="20" height="${height * 0.7}" fill="${P.wallRed}" ${ink(FINE)}/>`;
  s += beam(cx, y - 6 - height, half);
  s += roof(cx, y - 4 - height, half + 20, height * 0.55, P.roof, 0.7);
  return s;
}

function lanternRow(x0: number, x1: number, y: number): string {
  let s = '';
  for (let x = x0; x <= x1; x += (x1 - x0) / 4) s += lantern(x, y);
  return s;
}

function goldThroughArches(): string {
  // The winter-solstice light through the arches: a warm wash low in the sky and on the water.
  return `<rect y="${HORIZON + 20}" width="${W}" height="110" fill="${P.roofTop}" opacity=".75"/><rect y="${HORIZON + 126}" width="${W}" height="10" fill="${P.roofTop}" opacity=".5"/>`;
}

function routeLine(): string {
  // The map's way of drawing a walk: a pale trail, here winding from the gate towards the hill.
  const d = `M150 ${H}C180 ${HORIZON + 150} 420 ${HORIZON + 170} 470 ${HORIZON + 100}S520 ${HORIZON + 30} 520 ${HORIZON + 6}`;
  return `<path d="${d}" fill="none" stroke="${P.pathEdge}" stroke-width="26" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${P.path}" stroke-width="18" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${P.roof}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`;
}

export async function renderScene(name: string): Promise<Buffer> {
  const scene = SCENES[name];
  if (!scene) throw new Error(`unknown scene ${name}`);
  return sharp(Buffer.from(scene())).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();
}

async function main() {
  const dir = fileURLToPath(new URL('./media/places/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const only = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : undefined;
  const tiles: Buffer[] = [];
  let total = 0;
  for (const name of Object.keys(SCENES)) {
    if (only && !name.includes(only)) continue;
    const jpeg = await renderScene(name);
    writeFileSync(join(dir, `${name}.jpg`), jpeg);
    total += jpeg.length;
    tiles.push(jpeg);
    console.info(`${name}.jpg ${(jpeg.length / 1024).toFixed(0)} kB`);
  }
  console.info(`${tiles.length} pictures, ${(total / 1024).toFixed(0)} kB in all`);
  const sheetAt = process.argv.indexOf('--sheet');
  if (sheetAt > 0) {
    const columns = 5, tw = 400, th = 250;
    const rows = Math.ceil(tiles.length / columns);
    const composite = await Promise.all(tiles.map(async (tile, i) => ({ input: await sharp(tile).resize(tw, th).toBuffer(), left: (i % columns) * (tw + 8), top: Math.floor(i / columns) * (th + 8) })));
    await sharp({ create: { width: columns * (tw + 8), height: rows * (th + 8), channels: 3, background: '#ffffff' } }).composite(composite).png().toFile(process.argv[sheetAt + 1]!);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
