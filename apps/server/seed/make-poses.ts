/**
 * Draws the demo area's pose outlines: the contour a camera viewfinder lays over the live picture.
 * Each person is built from a skeleton with human proportions (an adult is about 7.5 heads tall, a
 * child about 5.8) and rounded body parts; the parts are rendered as one filled shape with sharp and
 * traced back to smooth curves with potrace, so every outline is one clean contour instead of a
 * pile of overlapping ellipses. A person behind another is masked where the front one stands; an arm
 * in front of the body keeps its own line.
 *
 * Run: node apps/server/seed/make-poses.ts  (needs `apt-get install -y potrace`; writes
 * apps/server/seed/media/boost/poses/*.svg; the output is committed)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The outline frame: 3:4 portrait, like a phone camera's photo. */
export const FRAME = { width: 300, height: 400 };
const RASTER = 4;

type Vec = [number, number];
type Part = 'armL' | 'armR' | 'legL' | 'legR';
type Kind = 'man' | 'woman' | 'child';

/** Angles in degrees: 0 points straight down, positive turns toward the picture's right. */
export interface Person {
  kind: Kind;
  /** Hip centre x in the frame. */
  x: number;
  /** Standing height in frame pixels. */
  height: number;
  /** Ground line the lower foot stands on; ignored when hipY is given (sitting, jumping). */
  ground?: number;
  hipY?: number;
  /** 1 = facing the camera, 0 = seen from the side. */
  turn?: number;
  /** Side the face looks to when turned: 1 = picture right. */
  face?: 1 | -1;
  lean?: number;
  headTilt?: number;
  arms: { L: [number, number]; R: [number, number] };
  legs: { L: [number, number]; R: [number, number] };
  /** Toe direction per foot (90 = picture right, -90 = left, 0 = toward the camera). */
  feet?: { L: number; R: number };
  dress?: { length: number; flare: number };
  hair?: 'short' | 'long' | 'bun' | 'pony';
  /** Limbs drawn in front of the body: they keep their own contour line. */
  front?: Part[];
  /** Limbs in front of the people drawn after this one (a child's legs over a parent's chest). */
  over?: Part[];
  /** Where a hand goes (frame pixels), solved for the arm's two bones; bend 1 = elbow to the picture right. */
  hands?: { L?: [number, number, 1 | -1]; R?: [number, number, 1 | -1] };
  /** Hand shape: an open palm reads better when waving or reaching. */
  openHands?: boolean;
}

interface Proportions {
  head: number; neck: number; torso: number; thigh: number; shin: number; ankle: number;
  upperArm: number; foreArm: number; shoulder: number; hip: number; waist: number;
  limb: { upperArm: [number, number]; foreArm: [number, number]; thigh: [number, number]; shin: [number, number] };
}

/** Lengths in head heights (Loomis-style adult and child canons). */
const CANON: Record<Kind, Proportions> = {
  man: { head: 1, neck: 0.32, torso: 2.45, thigh: 1.85, shin: 1.8, ankle: 0.22, upperArm: 1.45, foreArm: 1.25, shoulder: 1.02, hip: 0.8, waist: 0.7,
    limb: { upperArm: [0.25, 0.19], foreArm: [0.19, 0.13], thigh: [0.42, 0.27], shin: [0.27, 0.15] } },
  woman: { head: 1, neck: 0.34, torso: 2.35, thigh: 1.85, shin: 1.8, ankle: 0.22, upperArm: 1.38, foreArm: 1.18, shoulder: 0.88, hip: 0.88, waist: 0.58,
    limb: { upperArm: [0.21, 0.16], foreArm: [0.16, 0.11], thigh: [0.42, 0.25], shin: [0.25, 0.13] } },
  child: { head: 1, neck: 0.2, torso: 1.85, thigh: 1.3, shin: 1.25, ankle: 0.18, upperArm: 1.05, foreArm: 0.9, shoulder: 0.78, hip: 0.66, waist: 0.62,
    limb: { upperArm: [0.22, 0.18], foreArm: [0.18, 0.14], thigh: [0.34, 0.25], shin: [0.25, 0.16] } },
};
const HEADS: Record<Kind, number> = { man: 7.6, woman: 7.5, child: 5.8 };

const rad = (deg: number) => (deg * Math.PI) / 180;
const dir = (deg: number): Vec => [Math.sin(rad(deg)), Math.cos(rad(deg))];
const add = (a: Vec, b: Vec, k = 1): Vec => [a[0] + b[0] * k, a[1] + b[1] * k];
const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Two-bone inverse kinematics: the angles of upper arm and forearm that put the hand at the target. */
function reach(from: Vec, [tx, ty, bend]: [number, number, 1 | -1], a: number, b: number): [number, number] {
  const dx = tx - from[0], dy = ty - from[1];
  const d = Math.min(Math.hypot(dx, dy), a + b - 1e-3);
  const base = Math.atan2(dx, dy);
  const alpha = Math.acos(Math.max(-1, Math.min(1, (a * a + d * d - b * b) / (2 * a * d))));
  const upper = base + bend * alpha * Math.sign(dy || 1);
  const elbow: Vec = [from[0] + Math.sin(upper) * a, from[1] + Math.cos(upper) * a];
  const fore = Math.atan2(tx - elbow[0], ty - elbow[1]);
  return [(upper * 180) / Math.PI, (fore * 180) / Math.PI];
}

/** A limb segment: a tapered capsule from a (radius ra) to b (radius rb). */
function capsule(a: Vec, b: Vec, ra: number, rb: number): string {
  const d = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1e-6;
  const n: Vec = [-(b[1] - a[1]) / d, (b[0] - a[0]) / d];
  const p1 = add(a, n, ra), p2 = add(b, n, rb), p3 = add(b, n, -rb), p4 = add(a, n, -ra);
  return `<path d="M${f(p1[0])} ${f(p1[1])}L${f(p2[0])} ${f(p2[1])}L${f(p3[0])} ${f(p3[1])}L${f(p4[0])} ${f(p4[1])}Z"/>`
    + `<circle cx="${f(a[0])}" cy="${f(a[1])}" r="${f(ra)}"/><circle cx="${f(b[0])}" cy="${f(b[1])}" r="${f(rb)}"/>`;
}

function ellipse(c: Vec, rx: number, ry: number, angleDeg: number): string {
  return `<ellipse cx="${f(c[0])}" cy="${f(c[1])}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(angleDeg)} ${f(c[0])} ${f(c[1])})"/>`;
}

/** A smooth closed shape through the points (Catmull-Rom as cubic Béziers). */
function blob(points: Vec[]): string {
  const n = points.length;
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = points[(i - 1 + n) % n]!, p1 = points[i]!, p2 = points[(i + 1) % n]!, p3 = points[(i + 2) % n]!;
    const c1: Vec = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Vec = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `<path d="${d}Z"/>`;
}

/** The person's body parts as filled SVG shapes, grouped by part so limbs can be traced alone. */
export function bodyParts(p: Person): Record<'body' | Part, string> {
  const c = CANON[p.kind];
  const u = p.height / HEADS[p.kind];
  const turn = p.turn ?? 1;
  const face = p.face ?? 1;
  const lean = p.lean ?? 0;
  const across = 0.55 + 0.45 * turn;
  const ankleY = (angles: [number, number]) => dir(angles[0])[1] * c.thigh * u + dir(angles[1])[1] * c.shin * u;
  const hipY = p.hipY ?? (p.ground ?? FRAME.height - 12) - c.ankle * u - Math.max(ankleY(p.legs.L), ankleY(p.legs.R));
  const hip: Vec = [p.x, hipY];
  // The torso's own frame: "up" along the spine, "side" across it.
  const up: Vec = [Math.sin(rad(lean)), -Math.cos(rad(lean))];
  const side: Vec = [-up[1], up[0]];
  const at = (s: number, v: number): Vec => [hip[0] + side[0] * s * u * across + up[0] * v * u, hip[1] + side[1] * s * u * across + up[1] * v * u];
  const neckBase = at(0, c.torso);
  const out: Record<'body' | Part, string> = { body: '', armL: '', armR: '', legL: '', legR: '' };

  // Torso: shoulders, chest, waist and hips on a smooth curve; chest forward when seen from the side.
  const sh = c.shoulder, wa = c.waist, hp = c.hip, t = c.torso;
  const chest = (1 - turn) * 0.28 * face;
  const torsoPts: Vec[] = [
    at(-0.3, t + 0.05), at(-sh + 0.15, t - 0.08), at(-sh, t - 0.4), at(-sh + 0.08 + chest, t - 0.95),
    at(-wa + chest * 0.5, t * 0.45), at(-hp, 0.15), at(-hp + 0.1, -0.35), at(0, -0.5),
    at(hp - 0.1, -0.35), at(hp, 0.15), at(wa + chest * 0.5, t * 0.45), at(sh - 0.08 + chest, t - 0.95), at(sh, t - 0.4), at(sh - 0.15, t - 0.08), at(0.3, t + 0.05),
  ];
  out.body += blob(torsoPts);

  // Neck and head; in profile the head is deeper and shows a nose and chin.
  const headDir = lean + (p.headTilt ?? 0);
  const headUp: Vec = [Math.sin(rad(headDir)), -Math.cos(rad(headDir))];
  const headCentre = add(add(neckBase, headUp, c.neck * u), headUp, 0.5 * u * c.head);
  out.body += capsule(add(neckBase, up, -0.2 * u), add(neckBase, headUp, (c.neck + 0.2) * u), 0.2 * u * (p.kind === 'woman' ? 0.9 : 1), 0.19 * u);
  const headW = 0.37 + (1 - turn) * 0.08;
  out.body += ellipse(headCentre, headW * u, 0.5 * u, headDir);
  if (turn < 0.6) {
    const nose = add(add(headCentre, [-headUp[1] * face, headUp[0] * face] as Vec, (headW + 0.02) * u), headUp, -0.08 * u);
    out.body += ellipse(nose, 0.09 * u, 0.12 * u, headDir);
  }
  if (p.hair === 'long') out.body += blob([
    add(headCentre, [-0.4 * u, -0.3 * u]), add(headCentre, [0, -0.58 * u]), add(headCentre, [0.4 * u, -0.3 * u]),
    add(headCentre, [0.46 * u, 0.5 * u]), add(headCentre, [0.36 * u, 1.05 * u]), add(headCentre, [-0.36 * u, 1.05 * u]), add(headCentre, [-0.46 * u, 0.5 * u]),
  ]);
  if (p.hair === 'bun') out.body += ellipse(add(headCentre, headUp, 0.55 * u), 0.2 * u, 0.17 * u, headDir);
  if (p.hair === 'pony') {
    const back = add(headCentre, [-face * 0.36 * u, -0.12 * u]);
    out.body += capsule(back, add(back, [-face * 0.22 * u, 0.75 * u]), 0.15 * u, 0.08 * u);
  }

  // Skirt or dress from the waist, flaring to the hem.
  if (p.dress) {
    const w = c.waist, fl = p.dress.flare, len = p.dress.length;
    out.body += blob([at(-w, t * 0.45), at(-hp - 0.05, 0.1), at(-hp - fl, -len), at(0, -len - 0.08), at(hp + fl, -len), at(hp + 0.05, 0.1), at(w, t * 0.45)]);
  }

  // Arms from the shoulders: upper arm, forearm, hand.
  for (const s of ['L', 'R'] as const) {
    const sign = s === 'L' ? -1 : 1;
    const shoulder = at(sign * (sh - 0.22), t - 0.32);
    const target = p.hands?.[s];
    const [a1, a2] = target ? reach(shoulder, target, c.upperArm * u, c.foreArm * u + 0.3 * u) : p.arms[s];
    const elbow = add(shoulder, dir(a1), c.upperArm * u);
    const wrist = add(elbow, dir(a2), c.foreArm * u);
    const [r1, r2] = c.limb.upperArm, [r3, r4] = c.limb.foreArm;
    let arm = capsule(shoulder, elbow, r1 * u, r2 * u) + capsule(elbow, wrist, r3 * u, r4 * u);
    const handLen = p.kind === 'child' ? 0.55 : 0.7;
    arm += ellipse(add(wrist, dir(a2), handLen * 0.42 * u), (p.openHands ? 0.2 : 0.16) * u, handLen * 0.5 * u, -a2);
    out[`arm${s}`] = arm;
  }

  // Legs from the hip joints: thigh, shin, foot.
  for (const s of ['L', 'R'] as const) {
    const sign = s === 'L' ? -1 : 1;
    const hipJoint = at(sign * hp * 0.5, -0.05);
    const [a1, a2] = p.legs[s];
    const knee = add(hipJoint, dir(a1), c.thigh * u);
    const ankle = add(knee, dir(a2), c.shin * u);
    const [r1, r2] = c.limb.thigh, [r3, r4] = c.limb.shin;
    let leg = capsule(hipJoint, knee, r1 * u, r2 * u) + capsule(knee, ankle, r3 * u, r4 * u);
    // The calf: the shin is widest a third of the way down, not a straight tube.
    leg += ellipse(add(knee, dir(a2), c.shin * u * 0.32), r3 * 1.02 * u, c.shin * u * 0.28, -a2);
    // The foot runs from the heel toward the toe; a foot pointing at the camera is foreshortened.
    const toe = p.feet?.[s] ?? (turn > 0.6 ? sign * 12 : face * 90);
    const footLen = (p.kind === 'child' ? 0.78 : 0.95) * u;
    const heel = add(ankle, [0, c.ankle * 0.7 * u]);
    const along: Vec = [Math.sin(rad(toe)), Math.cos(rad(toe)) * 0.3];
    leg += capsule(add(heel, along, -0.12 * u), add(heel, along, footLen * 0.72), 0.17 * u, 0.13 * u);
    out[`leg${s}`] = leg;
  }
  return out;
}

export interface Pose {
  key: string;
  /** Back to front. */
  people: Person[];
}

/** potrace's smooth curves for one black-on-white shape, in frame coordinates (a transform on a group). */
async function trace(shapes: string, work: string): Promise<string> {
  const W = FRAME.width * RASTER, H = FRAME.height * RASTER;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${FRAME.width} ${FRAME.height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${shapes}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  // PBM (P4): one bit per pixel, 1 = black, rows padded to whole bytes.
  const rowBytes = Math.ceil(W / 8);
  const bits = Buffer.alloc(rowBytes * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (data[y * W + x]! < 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
  const pbm = join(work, 'shape.pbm'), out = join(work, 'shape.svg');
  writeFileSync(pbm, Buffer.concat([Buffer.from(`P4\n${W} ${H}\n`), bits]));
  execFileSync('potrace', [pbm, '-s', '--flat', '-t', '300', '-a', '1.1', '-O', '0.4', '-o', out]);
  const traced = readFileSync(out, 'utf8');
  const d = /<path d="([^"]+)"/.exec(traced)?.[1];
  if (!d) throw new Error('potrace produced no path');
  return d.replace(/\s+/g, ' ');
}

/** potrace writes in tenths of a raster pixel with y up; this maps it back to the frame. */
const TRACE_TRANSFORM = `translate(0 ${FRAME.height}) scale(${1 / (10 * RASTER)} ${-1 / (10 * RASTER)})`;
const UNIT = 10 * RASTER;

/** The contour lines of traced shapes (the first one lightly filled): a dark halo under a white line. */
function strokes(traced: string[]): string {
  const paths = traced.filter(Boolean);
  if (!paths.length) return '';
  return `<g transform="${TRACE_TRANSFORM}">`
    + paths.map((d, k) => `<path d="${d}" fill="${k === 0 ? '#fff' : 'none'}" fill-opacity="0.1" stroke="#0f1f1c" stroke-opacity="0.45" stroke-width="${5.5 * UNIT}"/>`).join('')
    + paths.map((d) => `<path d="${d}" fill="none" stroke="#fff" stroke-width="${2.2 * UNIT}"/>`).join('')
    + '</g>';
}

/** The final outline: a white line with a soft dark halo, legible over bright and dark scenes alike. */
export async function drawOutline(pose: Pose): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'pose-'));
  try {
    const silhouettes: string[] = [], details: string[] = [], overs: string[] = [];
    for (const person of pose.people) {
      const parts = bodyParts(person);
      silhouettes.push(await trace(Object.values(parts).join(''), work));
      const front = person.front ?? [], over = person.over ?? [];
      details.push(front.length ? await trace(front.map((part) => parts[part]).join(''), work) : '');
      overs.push(over.length ? await trace(over.map((part) => parts[part]).join(''), work) : '');
    }
    const defs: string[] = [];
    const layers: string[] = [];
    pose.people.forEach((_, i) => {
      const ahead = [...silhouettes.slice(i + 1), ...overs.slice(0, i)].filter(Boolean);
      let mask = '';
      if (ahead.length) {
        defs.push(`<mask id="m${i}" maskUnits="userSpaceOnUse" x="0" y="0" width="${FRAME.width}" height="${FRAME.height}"><rect width="${FRAME.width}" height="${FRAME.height}" fill="#fff"/><g transform="${TRACE_TRANSFORM}">${ahead.map((d) => `<path d="${d}" fill="#000"/>`).join('')}</g></mask>`);
        mask = ` mask="url(#m${i})"`;
      }
      layers.push(`<g${mask}>${strokes([silhouettes[i]!, details[i]!])}</g>`);
    });
    layers.push(strokes(overs));
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${FRAME.width} ${FRAME.height}" width="${FRAME.width}" height="${FRAME.height}">`
      + (defs.length ? `<defs>${defs.join('')}</defs>` : '')
      + `<g stroke-linejoin="round" stroke-linecap="round">${layers.join('')}</g></svg>\n`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A filled version of the same figures (for sample pictures): the bodies as flat shapes. */
export function drawFilled(pose: Pose, fill: string): string {
  return pose.people.map((person) => `<g fill="${fill}">${Object.values(bodyParts(person)).join('')}</g>`).join('');
}

const G = 388; // ground line: the feet near the bottom of the frame
const stand = { L: [-5, 2] as [number, number], R: [5, -2] as [number, number] };
const relaxed = { L: [-7, -3] as [number, number], R: [7, 3] as [number, number] };

/** The demo area's poses; keys match demo-area.json. */
export const POSES: Pose[] = [
  { key: 'lean-rail', people: [
    { kind: 'woman', x: 165, height: 340, ground: G, turn: 0.45, face: -1, lean: -2, headTilt: -6, hair: 'long', dress: { length: 2.3, flare: 0.35 },
      arms: { L: [0, 0], R: relaxed.R }, hands: { L: [92, 238, -1] }, legs: { L: [-2, 1], R: [5, -7] }, feet: { L: -70, R: -40 } },
  ] },
  { key: 'stroll', people: [
    { kind: 'man', x: 150, height: 345, ground: G, turn: 0.1, face: 1, lean: 3, headTilt: -4,
      arms: { L: [-22, -12], R: [24, 42] }, legs: { L: [-18, -8], R: [22, 6] }, feet: { L: 90, R: 90 }, front: ['armR'] },
  ] },
  { key: 'arms-open', people: [
    { kind: 'woman', x: 150, height: 330, ground: G, turn: 1, headTilt: -4, hair: 'pony', dress: { length: 2.2, flare: 0.45 }, openHands: true,
      arms: { L: [-128, -140], R: [128, 140] }, legs: stand },
  ] },
  { key: 'sit-step', people: [
    { kind: 'woman', x: 130, height: 330, ground: G, turn: 0.25, face: 1, lean: 8, headTilt: -4, hair: 'bun',
      arms: { L: [30, 75], R: [25, 70] }, legs: { L: [80, 4], R: [86, 10] }, feet: { L: 90, R: 90 }, front: ['armR'] },
  ] },
  { key: 'hand-in-hand', people: [
    { kind: 'woman', x: 105, height: 300, ground: G, turn: 0.15, face: 1, lean: 2, headTilt: -12, hair: 'long', dress: { length: 2.3, flare: 0.4 },
      arms: { L: [-20, -10], R: [0, 0] }, hands: { R: [150, 215, -1] }, legs: { L: [-16, -6], R: [18, 8] }, feet: { L: 90, R: 90 } },
    { kind: 'man', x: 200, height: 322, ground: G, turn: 0.15, face: 1, lean: 2,
      arms: { L: [0, 0], R: [20, 34] }, hands: { L: [156, 214, 1] }, legs: { L: [-20, -8], R: [18, 4] }, feet: { L: 90, R: 90 }, front: ['armR'] },
  ] },
  { key: 'back-to-back', people: [
    { kind: 'man', x: 118, height: 330, ground: G, turn: 0.35, face: -1, lean: 3, headTilt: -4,
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [96, 176, 1], R: [100, 170, 1] }, legs: { L: [-10, -2], R: [2, 0] }, feet: { L: -80, R: -60 }, front: ['armL'] },
    { kind: 'woman', x: 184, height: 306, ground: G, turn: 0.35, face: 1, lean: -3, headTilt: 4, hair: 'long', dress: { length: 2.3, flare: 0.35 },
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [202, 190, -1], R: [206, 184, -1] }, legs: { L: [-2, 0], R: [10, 2] }, feet: { L: 60, R: 80 }, front: ['armR'] },
  ] },
  { key: 'face-to-face', people: [
    { kind: 'woman', x: 104, height: 305, ground: G, turn: 0.1, face: 1, lean: 3, headTilt: -14, hair: 'bun', dress: { length: 2.4, flare: 0.3 },
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [150, 232, -1], R: [152, 238, -1] }, legs: { L: [-3, 2], R: [4, 1] }, feet: { L: 90, R: 90 } },
    { kind: 'man', x: 198, height: 330, ground: G, turn: 0.1, face: -1, lean: -2, headTilt: 10,
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [152, 232, 1], R: [154, 238, 1] }, legs: { L: [-3, 1], R: [4, 0] }, feet: { L: -90, R: -90 } },
  ] },
  { key: 'shoulder-ride', people: [
    { kind: 'child', x: 150, height: 165, hipY: 160, turn: 1, openHands: true, over: ['legL', 'legR'],
      arms: { L: [-140, -160], R: [140, 160] }, legs: { L: [-55, -3], R: [55, 3] }, feet: { L: -20, R: 20 } },
    { kind: 'man', x: 150, height: 270, ground: G, turn: 1,
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [114, 206, -1], R: [186, 206, 1] }, legs: stand },
  ] },
  { key: 'swing-child', people: [
    { kind: 'woman', x: 58, height: 272, ground: G, turn: 0.6, face: 1, lean: -5, hair: 'long', dress: { length: 2.2, flare: 0.3 },
      arms: { L: relaxed.L, R: [0, 0] }, hands: { R: [118, 214, -1] }, legs: stand },
    { kind: 'man', x: 244, height: 292, ground: G, turn: 0.6, face: -1, lean: 5,
      arms: { L: [0, 0], R: relaxed.R }, hands: { L: [182, 214, 1] }, legs: stand },
    { kind: 'child', x: 150, height: 150, hipY: 282, turn: 1, openHands: true,
      arms: { L: [0, 0], R: [0, 0] }, hands: { L: [120, 218, -1], R: [180, 218, 1] }, legs: { L: [-40, 20], R: [40, -20] }, feet: { L: -30, R: 30 } },
  ] },
  { key: 'family-portrait', people: [
    { kind: 'child', x: 150, height: 165, ground: G, turn: 1, hair: 'bun',
      arms: { L: [-6, -2], R: [6, 2] }, legs: stand },
    { kind: 'man', x: 86, height: 305, ground: G, turn: 0.85, face: 1,
      arms: { L: relaxed.L, R: [0, 0] }, hands: { R: [132, 262, -1] }, legs: stand },
    { kind: 'woman', x: 214, height: 284, ground: G, turn: 0.85, face: -1, hair: 'long', dress: { length: 2.3, flare: 0.35 },
      arms: { L: [0, 0], R: relaxed.R }, hands: { L: [168, 262, 1] }, legs: stand },
  ] },
  { key: 'jump-together', people: [
    { kind: 'man', x: 56, height: 232, hipY: 226, turn: 1, openHands: true,
      arms: { L: [-162, -172], R: [160, 170] }, legs: { L: [-16, -12], R: [16, 12] }, feet: { L: -50, R: 50 } },
    { kind: 'woman', x: 150, height: 222, hipY: 206, turn: 1, hair: 'pony', openHands: true, dress: { length: 1.9, flare: 0.45 },
      arms: { L: [-168, -176], R: [168, 176] }, legs: { L: [-26, 14], R: [26, -14] }, feet: { L: -40, R: 40 } },
    { kind: 'man', x: 244, height: 234, hipY: 218, turn: 1, openHands: true,
      arms: { L: [-160, -170], R: [162, 172] }, legs: { L: [-14, 22], R: [24, -6] }, feet: { L: -30, R: 40 } },
  ] },
  { key: 'shoulder-to-shoulder', people: [
    { kind: 'woman', x: 58, height: 250, ground: G, turn: 0.85, face: 1, lean: 3, hair: 'long', dress: { length: 2.2, flare: 0.3 }, openHands: true,
      arms: { L: [-150, 165], R: [15, 5] }, legs: stand },
    { kind: 'man', x: 116, height: 266, ground: G, turn: 0.95, lean: 1, arms: { L: [-5, -2], R: [6, 2] }, legs: stand },
    { kind: 'woman', x: 178, height: 244, ground: G, turn: 0.95, lean: -1, hair: 'bun', arms: { L: [-6, -2], R: [5, 2] }, legs: stand },
    { kind: 'man', x: 240, height: 262, ground: G, turn: 0.85, face: -1, lean: -3, openHands: true,
      arms: { L: [-15, -5], R: [150, -165] }, legs: stand },
  ] },
];

async function main() {
  const dir = fileURLToPath(new URL('./media/boost/poses/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const only = process.argv[2];
  for (const pose of POSES) {
    if (only && pose.key !== only) continue;
    const svg = await drawOutline(pose);
    writeFileSync(join(dir, `${pose.key}.svg`), svg);
    console.info(`${pose.key}.svg ${(svg.length / 1024).toFixed(1)} kB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
