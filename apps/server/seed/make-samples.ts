/**
 * Makes the sample pictures of the demo area's photo spots: for each spot and pose, a 3:4 picture
 * that shows the intended composition — where the person stands, how large they are in the frame,
 * which third of the picture they take — with the pose as a figure (a filled shape plus the same
 * outline the camera shows), so nobody mistakes it for a visitor's photo. Backgrounds are our own
 * drawings of the spots: the Long Corridor and the Tower of Buddhist Incense here, the shore by the
 * Seventeen-Arch Bridge, the West Causeway and the pier in the place pictures' style
 * (make-place-pictures.ts). A photograph of somewhere else would pass for the place.
 *
 * Run: node apps/server/seed/make-samples.ts  (needs `apt-get install -y potrace`; writes
 * apps/server/seed/media/boost/samples/*.jpg; the output is committed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { FRAME, POSES, drawFilled, drawOutline } from './make-poses.ts';
import { portraitScene } from './make-place-pictures.ts';

const W = 960, H = 1280;

/** The backdrop as SVG, W × H. */
type Backdrop = () => string;

interface Sample {
  file: string;
  pose: string;
  backdrop: Backdrop;
  /** Where the figure's feet stand and how tall the pose frame's people are, in output pixels. */
  centreX: number;
  groundY: number;
  frameHeight: number;
}

// ---------- drawings of the corridor and the tower, seen from where the visitor stands ----------

/** The Long Corridor in one-point perspective: red pillars, painted beams, the lake on the left. */
function longCorridor(): string {
  const f = 760, vx = 430, vy = 560, eye = 1.6;
  const P = (x: number, y: number, z: number): string => `${(vx + (f * x) / z).toFixed(1)},${(vy - (f * (y - eye)) / z).toFixed(1)}`;
  const quad = (pts: string[], fill: string, extra = '') => `<polygon points="${pts.join(' ')}" fill="${fill}"${extra}/>`;
  let s = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3dc"/><stop offset="1" stop-color="#eef0e6"/></linearGradient>
    <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c3c4"/><stop offset="1" stop-color="#7fa1a3"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9b3a6"/><stop offset="1" stop-color="#8f897d"/></linearGradient>
    <linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7f9c78"/><stop offset="1" stop-color="#55724f"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect y="${vy}" width="${W}" height="${H - vy}" fill="url(#lake)"/>
  <path d="M0 ${vy - 40} Q120 ${vy - 70} 260 ${vy - 30} T480 ${vy - 20} L480 ${vy} L0 ${vy} Z" fill="#9fb2a8" opacity=".7"/>
  <path d="M${vx} ${vy - 240} Q640 ${vy - 420} ${W} ${vy - 330} L${W} ${H} L${vx} ${H} Z" fill="url(#hill)"/>`;
  // Trees behind the right-hand railing.
  for (let i = 0; i < 14; i++) {
    const x = vx + 40 + i * 40 + ((i * 37) % 23), y = vy - 150 - ((i * 53) % 120);
    s += `<ellipse cx="${x}" cy="${y}" rx="${60 + ((i * 17) % 30)}" ry="${80 + ((i * 29) % 40)}" fill="${i % 2 ? '#4f6b4a' : '#5d7a55'}" opacity=".9"/>`;
  }
  const L = -2.2, R = 2.2, top = 3.3, zs = Array.from({ length: 22 }, (_, i) => 1.2 + i * 2.6);
  const far = 60;
  s += quad([P(L, 0, 1), P(R, 0, 1), P(R, 0, far), P(L, 0, far)], 'url(#floor)');
  // Floor joints give the depth its rhythm.
  for (const z of zs) s += `<polyline points="${P(L, 0, z)} ${P(R, 0, z)}" stroke="#7d776c" stroke-width="${Math.max(1, 9 / z)}" fill="none" opacity=".5"/>`;
  s += quad([P(L, top, 1), P(R, top, 1), P(R, top, far), P(L, top, far)], '#5b3a2e');
  // Painted beams across the ceiling, far to near, with their small coloured panels.
  for (const z of [...zs].reverse()) {
    const beam = 0.22, inset = 0.18;
    s += quad([P(L, top - beam, z), P(R, top - beam, z), P(R, top, z), P(L, top, z)], '#2f5d63');
    s += quad([P(L, top - beam * 0.75, z), P(R, top - beam * 0.75, z), P(R, top - beam * 0.3, z), P(L, top - beam * 0.3, z)], '#e7d9b5');
    for (let k = 0; k < 5; k++) {
      const x0 = L + inset + k * 0.85, x1 = x0 + 0.5;
      s += quad([P(x0, top - beam * 0.7, z), P(x1, top - beam * 0.7, z), P(x1, top - beam * 0.35, z), P(x0, top - beam * 0.35, z)], k % 2 ? '#3e7e74' : '#35607e');
    }
    // Pillars and the low bench-railing between them.
    for (const x of [L, R]) {
      const w = 0.24, sgn = x < 0 ? 1 : -1;
      s += quad([P(x, 0, z), P(x + sgn * w, 0, z), P(x + sgn * w, top - beam, z), P(x, top - beam, z)], '#9c3b2f');
      s += quad([P(x, 0, z), P(x, 0, z + 0.24), P(x, top - beam, z + 0.24), P(x, top - beam, z)], '#7c2d24');
      s += quad([P(x, 0.42, z + 0.24), P(x, 0.42, z + 2.6), P(x, 0.55, z + 2.6), P(x, 0.55, z + 0.24)], '#7c2d24');
      s += quad([P(x, 0.55, z + 0.24), P(x, 0.55, z + 2.6), P(x + sgn * 0.3, 0.55, z + 2.6), P(x + sgn * 0.3, 0.55, z + 0.24)], '#a5483a');
    }
  }
  // A soft light from the lake side.
  s += `<rect width="${W}" height="${H}" fill="#fff4dc" opacity=".08"/>`;
  return s;
}

/** The Tower of Buddhist Incense on Longevity Hill, seen from the square below the Hall of Dispelling Clouds. */
function towerOfIncense(): string {
  const cx = 560;
  let s = `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc0d6"/><stop offset=".7" stop-color="#dfe8e4"/><stop offset="1" stop-color="#f1ebdc"/></linearGradient>
    <linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfc6b6"/><stop offset="1" stop-color="#a99f8e"/></linearGradient>
    <linearGradient id="square" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9c1b1"/><stop offset="1" stop-color="#a39a89"/></linearGradient>
    <linearGradient id="roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0b64e"/><stop offset="1" stop-color="#b98c2c"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <path d="M0 220 Q90 200 170 214 Q230 190 300 206" stroke="#fff" stroke-width="26" stroke-linecap="round" fill="none" opacity=".55"/>
  <path d="M660 150 Q740 126 820 144 Q880 130 930 146" stroke="#fff" stroke-width="22" stroke-linecap="round" fill="none" opacity=".5"/>
  <path d="M0 640 Q200 430 440 470 Q560 380 700 440 Q850 420 ${W} 520 L${W} 1000 L0 1000 Z" fill="#6d8b66"/>`;
  for (let i = 0; i < 26; i++) {
    const x = (i * 83) % W, y = 560 + ((i * 47) % 260);
    s += `<ellipse cx="${x}" cy="${y}" rx="${70 + ((i * 13) % 40)}" ry="${50 + ((i * 7) % 30)}" fill="${['#56744f', '#4b6946', '#61805a'][i % 3]}"/>`;
  }
  // The stone terrace the tower stands on, with its stairs.
  s += `<path d="M${cx - 250} 860 L${cx - 210} 520 L${cx + 210} 520 L${cx + 250} 860 Z" fill="url(#stone)"/>`;
  for (let y = 540; y < 860; y += 26) s += `<line x1="${cx - 245 + (860 - y) * 0.12}" y1="${y}" x2="${cx + 245 - (860 - y) * 0.12}" y2="${y}" stroke="#b3a996" stroke-width="2"/>`;
  s += `<path d="M${cx - 60} 860 L${cx - 40} 520 L${cx + 40} 520 L${cx + 60} 860 Z" fill="#bdb3a1"/>`;
  for (let y = 530; y < 860; y += 12) s += `<line x1="${cx - 42 - (y - 520) * 0.06}" y1="${y}" x2="${cx + 42 + (y - 520) * 0.06}" y2="${y}" stroke="#a69c8a" stroke-width="2"/>`;
  s += `<rect x="${cx - 218}" y="508" width="436" height="16" fill="#9c3b2f"/>`;
  // The tower: three storeys, four eaves, octagonal, glazed yellow roofs with green trim.
  const tiers = [
    { y: 508, w: 170, h: 90, roof: 270 },
    { y: 400, w: 140, h: 80, roof: 230 },
    { y: 302, w: 116, h: 70, roof: 190 },
    { y: 214, w: 86, h: 54, roof: 150 },
  ];
  for (const t of tiers) {
    const base = t.y, top = t.y - t.h;
    s += `<rect x="${cx - t.w}" y="${top}" width="${t.w * 2}" height="${t.h}" fill="#a8402f"/>`;
    for (let k = -3; k <= 3; k++) s += `<rect x="${cx + k * (t.w / 3.6) - 5}" y="${top + 4}" width="10" height="${t.h - 4}" fill="#7e2c22"/>`;
    s += `<rect x="${cx - t.w}" y="${top}" width="${t.w * 2}" height="10" fill="#2f6a64"/>`;
    const r = t.roof, ry = top - 6;
    s += `<path d="M${cx - r} ${ry + 4} Q${cx - r * 0.7} ${ry - 8} ${cx - r * 0.45} ${ry - 30} L${cx + r * 0.45} ${ry - 30} Q${cx + r * 0.7} ${ry - 8} ${cx + r} ${ry + 4} Q${cx + r * 0.8} ${ry + 2} ${cx + r * 0.72} ${ry + 10} L${cx - r * 0.72} ${ry + 10} Q${cx - r * 0.8} ${ry + 2} ${cx - r} ${ry + 4} Z" fill="url(#roof)"/>`;
    s += `<path d="M${cx - r * 0.72} ${ry + 10} L${cx + r * 0.72} ${ry + 10}" stroke="#3f7f6a" stroke-width="6"/>`;
    void base;
  }
  s += `<path d="M${cx - 70} 154 Q${cx} 70 ${cx + 70} 154 Z" fill="url(#roof)"/><circle cx="${cx}" cy="86" r="12" fill="#c79a33"/><rect x="${cx - 3}" y="60" width="6" height="20" fill="#c79a33"/>`;
  // Halls of the Hall of Dispelling Clouds below, then the square where visitors stand.
  for (const [x, w] of [[140, 150], [800, 150], [cx, 320]] as const) {
    s += `<rect x="${x - w / 2}" y="842" width="${w}" height="70" fill="#a8402f"/>`;
    s += `<path d="M${x - w / 2 - 40} 850 Q${x} 790 ${x + w / 2 + 40} 850 Z" fill="url(#roof)"/>`;
  }
  s += `<rect y="905" width="${W}" height="${H - 905}" fill="url(#square)"/>`;
  for (let i = 0; i < 9; i++) {
    const y = 905 + (i * i) * 5.2;
    s += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#968d7c" stroke-width="${1 + i * 0.3}" opacity=".6"/>`;
  }
  for (let k = -8; k <= 8; k++) s += `<line x1="${W / 2 + k * 40}" y1="905" x2="${W / 2 + k * 200}" y2="${H}" stroke="#968d7c" stroke-width="1.5" opacity=".5"/>`;
  return s;
}

const drawing = (body: () => string) => () => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body()}</svg>`;

/** A 3:4 window onto a place-picture backdrop, `left` in the 800 × 500 scene's units. */
const scene = (name: string, left: number) => () => portraitScene(name, left, W, H);

export const SAMPLES: Sample[] = [
  { file: 'shiqikongqiao-lean-rail.jpg', pose: 'lean-rail', backdrop: scene('bridge-shore', 340), centreX: 330, groundY: 1200, frameHeight: 760 },
  { file: 'shiqikongqiao-back-to-back.jpg', pose: 'back-to-back', backdrop: scene('bridge-shore', 220), centreX: 480, groundY: 1215, frameHeight: 720 },
  { file: 'shiqikongqiao-jump-together.jpg', pose: 'jump-together', backdrop: scene('bridge-shore', 400), centreX: 480, groundY: 1230, frameHeight: 700 },
  { file: 'xidi-stroll.jpg', pose: 'stroll', backdrop: scene('causeway-walk', 212), centreX: 470, groundY: 1150, frameHeight: 620 },
  { file: 'xidi-hand-in-hand.jpg', pose: 'hand-in-hand', backdrop: scene('causeway-walk', 212), centreX: 470, groundY: 1160, frameHeight: 640 },
  { file: 'xidi-swing-child.jpg', pose: 'swing-child', backdrop: scene('causeway-walk', 212), centreX: 480, groundY: 1180, frameHeight: 680 },
  { file: 'matou-arms-open.jpg', pose: 'arms-open', backdrop: scene('pier-deck', 180), centreX: 480, groundY: 1110, frameHeight: 560 },
  { file: 'matou-sit-step.jpg', pose: 'sit-step', backdrop: scene('pier-deck', 180), centreX: 420, groundY: 1180, frameHeight: 620 },
  { file: 'changlang-face-to-face.jpg', pose: 'face-to-face', backdrop: drawing(longCorridor), centreX: 440, groundY: 1010, frameHeight: 560 },
  { file: 'changlang-family-portrait.jpg', pose: 'family-portrait', backdrop: drawing(longCorridor), centreX: 440, groundY: 1040, frameHeight: 600 },
  { file: 'foxiangge-shoulder-ride.jpg', pose: 'shoulder-ride', backdrop: drawing(towerOfIncense), centreX: 320, groundY: 1240, frameHeight: 640 },
  { file: 'foxiangge-shoulder-to-shoulder.jpg', pose: 'shoulder-to-shoulder', backdrop: drawing(towerOfIncense), centreX: 480, groundY: 1250, frameHeight: 620 },
];

/** The rule-of-thirds grid, faint: the sample teaches where the person sits in the frame. */
const GRID = `<g stroke="#fff" stroke-opacity=".35" stroke-width="2">${[1, 2].map((k) => `<line x1="${(W * k) / 3}" y1="0" x2="${(W * k) / 3}" y2="${H}"/><line x1="0" y1="${(H * k) / 3}" x2="${W}" y2="${(H * k) / 3}"/>`).join('')}</g>`;

async function backdrop(b: Backdrop): Promise<Buffer> {
  return sharp(Buffer.from(b())).resize(W, H).toBuffer();
}

export async function makeSample(sample: Sample): Promise<Buffer> {
  const pose = POSES.find((p) => p.key === sample.pose);
  if (!pose) throw new Error(`unknown pose ${sample.pose}`);
  const scale = sample.frameHeight / FRAME.height;
  const left = sample.centreX - (FRAME.width * scale) / 2;
  const top = sample.groundY - 388 * scale;
  const outline = await drawOutline(pose);
  const inner = outline.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${GRID}
    <g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(4)})">
      <ellipse cx="150" cy="390" rx="120" ry="7" fill="#0f1f1c" opacity=".25"/>
      <g opacity=".72">${drawFilled(pose, '#23302d')}</g>${inner}</g></svg>`;
  return sharp(await backdrop(sample.backdrop)).composite([{ input: Buffer.from(figure) }]).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

async function main() {
  const dir = fileURLToPath(new URL('./media/boost/samples/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const only = process.argv[2];
  for (const sample of SAMPLES) {
    if (only && !sample.file.includes(only)) continue;
    const jpeg = await makeSample(sample);
    writeFileSync(join(dir, sample.file), jpeg);
    console.info(`${sample.file} ${(jpeg.length / 1024).toFixed(0)} kB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
