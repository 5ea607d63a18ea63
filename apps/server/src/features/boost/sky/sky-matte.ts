/**
 * Finds the sky in a photo without any learned model: pure typed-array code, so it runs the same
 * in a worker process. The steps, each on a small copy of the picture:
 *  1. skyline: the region reachable from the top edge without crossing an edge stronger than a
 *     threshold; as the threshold rises the region fills the sky, then stays at the horizon until
 *     the threshold passes the horizon's own edge: the longest such plateau is the sky;
 *  2. colour models: the sky's colour as a function of height (skies grade towards the horizon)
 *     and the ground's colour, both Gaussians; every pixel gets a sky/ground log-likelihood ratio;
 *  3. region: sky-coloured, smooth pixels and bright colourless clouds joined to it, plus
 *     sky-coloured gaps between leaves above the horizon; water below the horizon is not joined
 *     where the shore's edge separates it from the sky, and fog or water that runs on below a level
 *     horizon line (a pier, a far shore) is cut there;
 *  4. matte: the coarse region becomes soft along its edge by the colour likelihood on a finer
 *     copy, and the guided filter then aligns it to the picture's own edges.
 */
import { boxMean, guidedCoefficients, type ColourPlanes, type GuidedCoefficients } from './guided-filter.ts';
import { looksLikeSky, skyEvidence } from './sky-evidence.ts';

/** Long side of the copy the region is decided on ... */
export const WORK_EDGE_PX = 400;
/**
 * ... which is shrunk from a copy this big (the region's thresholds were set on this resampling
 * chain, and going straight to 400 px changes its decisions on some photos).
 */
export const WORK_SOURCE_EDGE_PX = 1024;
/**
 * Long side of the copy the guided filter is solved on (applied at full size afterwards). 768 px
 * gives the same results on the test set as 1024 px did (mean IoU 0.9224 vs 0.9223, non-sky
 * changed 1.57 vs 1.56 %) for 56 % of the work.
 */
export const GUIDE_EDGE_PX = 768;
/** A photo whose sky covers less than this share of the frame is treated as having none. */
export const MIN_SKY_SHARE = 0.02;
/**
 * The colour models learn from a seed this big at least: a sky seen between branches and a facade
 * starts small and grows through its colour; the whole sky must still reach MIN_SKY_SHARE.
 */
const MIN_SEED_SHARE = 0.003;
/**
 * Near the coarse region's edge the colour likelihood decides, leaning towards the region's own
 * verdict by this much log-odds: a sky-blue panel of a kite next to the sky stays kite unless its
 * colour is clearly sky.
 */
const COARSE_BIAS = 2;
/** A horizon line: a luminance step of at least this much (0..1) ... */
const HORIZON_LINE_STEP = 0.08;
/** ... unbroken along at least this share of the width. */
const HORIZON_LINE_SPAN = 0.4;
/** Only a region reaching this share of the frame below that line is cut there. */
const HORIZON_CUT_MIN_SHARE = 0.03;

interface Gaussian {
  mean: Float64Array;
  inverse: Float64Array;
  logDet: number;
}

/** The sky's colour as a linear function of the row (in work-grid rows) plus a residual Gaussian. */
interface SkyColourModel {
  intercept: Float64Array;
  slope: Float64Array;
  rowMin: number;
  rowMax: number;
  residual: Gaussian;
}

export interface SkyRegion {
  /** 1 where the work grid is sky. */
  mask: Uint8Array;
  width: number;
  height: number;
  /** Lowest skyline row (as a share of the height), robust to a few stray columns. */
  horizon: number;
  share: number;
  sky: SkyColourModel;
  ground: Gaussian;
}

export interface SkyMatteCoefficients {
  /** Size of the guide grid the matte was solved on. */
  width: number;
  height: number;
  share: number;
  /**
   * Guided-filter coefficients on the guide grid's top rows (below them the matte is 0):
   * alpha = ar·R + ag·G + ab·B + b (0..1 colours).
   */
  matte: GuidedCoefficients;
  /** The old sky's colour behind the matte's soft edge, on the same rows (for decontamination). */
  background: ColourPlanes;
  /** Mean colour of the old sky (0..1), for harmonisation. */
  skyMean: [number, number, number];
  /** Horizon as a share of the height. */
  horizon: number;
  /**
   * Per guide-grid pixel (the whole grid): 0 = clear foreground, 1 = clear sky (the matte stays
   * near 0 or 1 over its whole neighbourhood), 2 = edge. Only edge pixels need the matte evaluated
   * at full resolution.
   */
  certainty: Uint8Array;
}

/** What a run of full-size pixels (or a guide-grid cell) holds: all foreground, all sky, or an edge. */
export const SpanKind = { Foreground: 0, Sky: 1, Edge: 2 } as const;
export type SpanKind = (typeof SpanKind)[keyof typeof SpanKind];

/** Guide-grid matte values inside this margin of 0 or 1 (over a small neighbourhood) are certain. */
const CERTAIN_MARGIN = 0.06;
const CERTAIN_RADIUS = 2;

/** Certainty on the rows the matte was solved on; the `size` − those rows below are clear foreground. */
function matteCertainty(guide: ColourPlanes, matte: GuidedCoefficients, size: number): Uint8Array {
  const { width, height } = guide;
  const n = width * height;
  const low = new Float32Array(n), high = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = matte.ar[i]! * guide.r[i]! + matte.ag[i]! * guide.g[i]! + matte.ab[i]! * guide.b[i]! + matte.b[i]!;
    if (a < CERTAIN_MARGIN) low[i] = 1;
    else if (a > 1 - CERTAIN_MARGIN) high[i] = 1;
  }
  const lowShare = boxMean(low, width, height, CERTAIN_RADIUS), highShare = boxMean(high, width, height, CERTAIN_RADIUS);
  const certainty = new Uint8Array(size);
  for (let i = 0; i < n; i++) certainty[i] = lowShare[i]! > 0.9999 ? 0 : highShare[i]! > 0.9999 ? 1 : 2;
  return certainty;
}

/** Squared Sobel gradient of one plane at (x, y), given the neighbouring rows and columns. */
function sobelSquared(c: Float32Array, ym: number, yc: number, yp: number, xm: number, x: number, xp: number): number {
  const gx = c[ym + xp]! + 2 * c[yc + xp]! + c[yp + xp]! - c[ym + xm]! - 2 * c[yc + xm]! - c[yp + xm]!;
  const gy = c[yp + xm]! + 2 * c[yp + x]! + c[yp + xp]! - c[ym + xm]! - 2 * c[ym + x]! - c[ym + xp]!;
  return gx * gx + gy * gy;
}

/** Edge strength: the strongest of the three colour planes' Sobel gradients, after a 3 × 3 blur. */
export function sobelMagnitude(p: ColourPlanes): Float32Array {
  const { width: w, height: h } = p;
  const out = new Float32Array(w * h);
  const r = boxMean(p.r, w, h, 1), g = boxMean(p.g, w, h, 1), b = boxMean(p.b, w, h, 1);
  for (let y = 0; y < h; y++) {
    const ym = Math.max(y - 1, 0) * w, yc = y * w, yp = Math.min(y + 1, h - 1) * w;
    for (let x = 0; x < w; x++) {
      const xm = Math.max(x - 1, 0), xp = Math.min(x + 1, w - 1);
      const best = Math.max(sobelSquared(r, ym, yc, yp, xm, x, xp), sobelSquared(g, ym, yc, yp, xm, x, xp), sobelSquared(b, ym, yc, yp, xm, x, xp));
      out[yc + x] = Math.sqrt(best) / 4;
    }
  }
  return out;
}

/** Running first and second moments of colours. */
class Moments {
  n = 0;
  s = new Float64Array(3);
  ss = new Float64Array(6);
  add(r: number, g: number, b: number): void {
    this.n++;
    this.s[0]! += r; this.s[1]! += g; this.s[2]! += b;
    this.ss[0]! += r * r; this.ss[1]! += r * g; this.ss[2]! += r * b;
    this.ss[3]! += g * g; this.ss[4]! += g * b; this.ss[5]! += b * b;
  }
  /** Covariance as [rr, rg, rb, gg, gb, bb]. */
  covariance(regulariser: number): Float64Array {
    const n = Math.max(this.n, 1);
    const m = [this.s[0]! / n, this.s[1]! / n, this.s[2]! / n];
    const c = new Float64Array(6);
    const idx = [[0, 0], [0, 1], [0, 2], [1, 1], [1, 2], [2, 2]] as const;
    idx.forEach(([i, j], k) => { c[k] = this.ss[k]! / n - m[i]! * m[j]! + (i === j ? regulariser : 0); });
    return c;
  }
  mean(): Float64Array {
    const n = Math.max(this.n, 1);
    return Float64Array.from([this.s[0]! / n, this.s[1]! / n, this.s[2]! / n]);
  }
}

function gaussian(mean: Float64Array, c: Float64Array): Gaussian {
  const [rr, rg, rb, gg, gb, bb] = c as unknown as [number, number, number, number, number, number];
  const irr = gg * bb - gb * gb, irg = gb * rb - rg * bb, irb = rg * gb - gg * rb;
  const igg = rr * bb - rb * rb, igb = rb * rg - rr * gb, ibb = rr * gg - rg * rg;
  const det = rr * irr + rg * irg + rb * irb;
  return { mean, inverse: Float64Array.from([irr / det, irg / det, irb / det, igg / det, igb / det, ibb / det]), logDet: Math.log(det) };
}

function mahalanobis(gauss: Gaussian, dr: number, dg: number, db: number): number {
  const i = gauss.inverse;
  return dr * (i[0]! * dr + i[1]! * dg + i[2]! * db) + dg * (i[1]! * dr + i[3]! * dg + i[4]! * db) + db * (i[2]! * dr + i[4]! * dg + i[5]! * db);
}

/** log p(sky | colour, row) − log p(ground | colour): positive means sky. */
export function skyLogLikelihoodRatio(region: Pick<SkyRegion, 'sky' | 'ground'>, r: number, g: number, b: number, row: number): number {
  const { sky, ground } = region;
  const y = Math.min(Math.max(row, sky.rowMin), sky.rowMax);
  const dr = r - (sky.intercept[0]! + sky.slope[0]! * y);
  const dg = g - (sky.intercept[1]! + sky.slope[1]! * y);
  const db = b - (sky.intercept[2]! + sky.slope[2]! * y);
  const ds = mahalanobis(sky.residual, dr, dg, db) + sky.residual.logDet;
  const m = ground.mean;
  const dgr = mahalanobis(ground, r - m[0]!, g - m[1]!, b - m[2]!) + ground.logDet;
  return 0.5 * (dgr - ds);
}

/**
 * Pixels reachable from the top edge without crossing an edge stronger than the threshold, and
 * how many they are. `stack` is working space of the picture's size (reused across thresholds).
 */
export function fillFromTop(gradient: Float32Array, width: number, threshold: number, stack: Int32Array): { region: Uint8Array; count: number } {
  const passable = (i: number) => gradient[i]! <= threshold;
  const region = new Uint8Array(gradient.length);
  let top = 0, count = 0;
  for (let x = 0; x < width; x++) {
    if (passable(x)) {
      region[x] = 1;
      stack[top++] = x;
    }
  }
  while (top > 0) {
    const i = stack[--top]!;
    count++;
    const x = i % width;
    if (x > 0 && !region[i - 1] && passable(i - 1)) { region[i - 1] = 1; stack[top++] = i - 1; }
    if (x < width - 1 && !region[i + 1] && passable(i + 1)) { region[i + 1] = 1; stack[top++] = i + 1; }
    if (i >= width && !region[i - width] && passable(i - width)) { region[i - width] = 1; stack[top++] = i - width; }
    if (i + width < gradient.length && !region[i + width] && passable(i + width)) { region[i + width] = 1; stack[top++] = i + width; }
  }
  return { region, count };
}

/** The q-quantile of non-negative integers below `size`, by counting (no sorting, no copies). */
function integerPercentile(values: ArrayLike<number>, size: number, q: number): number {
  const counts = new Int32Array(size);
  for (let i = 0; i < values.length; i++) counts[values[i]!]!++;
  return percentileOfCounts(counts, values.length, q);
}

function percentileOfCounts(counts: Int32Array, total: number, q: number): number {
  const rank = Math.min(total - 1, Math.floor(q * total));
  let seen = 0;
  for (let v = 0; v < counts.length; v++) {
    seen += counts[v]!;
    if (seen > rank) return v;
  }
  return 0;
}

/** Labels 4-connected components of `candidate`; returns labels (0 = none) and component count. */
function connectedComponents(candidate: Uint8Array, width: number, height: number): { labels: Int32Array; count: number } {
  const labels = new Int32Array(candidate.length);
  const stack = new Int32Array(candidate.length);
  let count = 0;
  for (let start = 0; start < candidate.length; start++) {
    if (!candidate[start] || labels[start]) continue;
    count++;
    let top = 0;
    stack[top++] = start;
    labels[start] = count;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width, y = (i - x) / width;
      if (x > 0 && candidate[i - 1] && !labels[i - 1]) { labels[i - 1] = count; stack[top++] = i - 1; }
      if (x < width - 1 && candidate[i + 1] && !labels[i + 1]) { labels[i + 1] = count; stack[top++] = i + 1; }
      if (y > 0 && candidate[i - width] && !labels[i - width]) { labels[i - width] = count; stack[top++] = i - width; }
      if (y < height - 1 && candidate[i + width] && !labels[i + width]) { labels[i + width] = count; stack[top++] = i + width; }
    }
  }
  return { labels, count };
}

/** Sky colour as a linear function of the row, and ground colour, learned from a region. */
function colourModels(p: ColourPlanes, region: Uint8Array): { sky: SkyColourModel; ground: Gaussian } | undefined {
  const { width, height } = p;
  const n = width * height;
  const skyRows = new Int32Array(height);
  const sums = { n: 0, y: 0, yy: 0, c: [0, 0, 0], yc: [0, 0, 0] };
  const groundMoments = new Moments();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = p.r[i]!, g = p.g[i]!, b = p.b[i]!;
      if (region[i]) {
        sums.n++; sums.y += y; sums.yy += y * y;
        sums.c[0]! += r; sums.c[1]! += g; sums.c[2]! += b;
        sums.yc[0]! += y * r; sums.yc[1]! += y * g; sums.yc[2]! += y * b;
        skyRows[y]!++;
      } else {
        groundMoments.add(r, g, b);
      }
    }
  }
  if (sums.n < n * MIN_SEED_SHARE || groundMoments.n < n * 0.005) return undefined;
  const variance = sums.yy / sums.n - (sums.y / sums.n) ** 2;
  const slope = new Float64Array(3), intercept = new Float64Array(3);
  for (let c = 0; c < 3; c++) {
    slope[c] = variance > 1e-9 ? (sums.yc[c]! / sums.n - (sums.y / sums.n) * (sums.c[c]! / sums.n)) / variance : 0;
    intercept[c] = sums.c[c]! / sums.n - slope[c]! * (sums.y / sums.n);
  }
  const residual = new Moments();
  for (let i = 0; i < n; i++) {
    if (!region[i]) continue;
    const y = Math.floor(i / width);
    residual.add(p.r[i]! - intercept[0]! - slope[0]! * y, p.g[i]! - intercept[1]! - slope[1]! * y, p.b[i]! - intercept[2]! - slope[2]! * y);
  }
  const sky: SkyColourModel = {
    intercept,
    slope,
    rowMin: percentileOfCounts(skyRows, sums.n, 0.01),
    rowMax: percentileOfCounts(skyRows, sums.n, 0.99),
    residual: gaussian(new Float64Array(3), residual.covariance(4e-4)),
  };
  return { sky, ground: gaussian(groundMoments.mean(), groundMoments.covariance(4e-4)) };
}

/**
 * Clouds: bright, nearly colourless patches that stay above `skyBottom` (the upper 70 % of the
 * frame, or down to a level horizon line below that: a white beach, snowfield or wall reaching
 * further down is left out). They become sky only where the region growing reaches them from the sky.
 */
function cloudLikePatches(p: ColourPlanes, texture: Float32Array, skyBottom: number): Uint8Array {
  const { width, height } = p;
  const n = width * height;
  const cloudLike = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = p.r[i]!, g = p.g[i]!, b = p.b[i]!;
    const max = Math.max(r, g, b);
    if (0.299 * r + 0.587 * g + 0.114 * b > 0.7 && max - Math.min(r, g, b) < 0.25 * max && texture[i]! < 0.2) cloudLike[i] = 1;
  }
  const { labels, count } = connectedComponents(cloudLike, width, height);
  const bottom = new Int32Array(count + 1);
  for (let i = 0; i < n; i++) {
    const label = labels[i]!;
    if (!label) continue;
    const y = Math.floor(i / width);
    if (y > bottom[label]!) bottom[label] = y;
  }
  const clouds = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const label = labels[i]!;
    if (label && bottom[label]! <= skyBottom) clouds[i] = 1;
  }
  return clouds;
}

/** The highest row with a level luminance step across HORIZON_LINE_SPAN of the width, or -1. */
function levelHorizonRow(p: ColourPlanes): number {
  const { width, height } = p;
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = 0.299 * p.r[i]! + 0.587 * p.g[i]! + 0.114 * p.b[i]!;
  for (let y = 2; y < height - 2; y++) {
    let run = 0, longest = 0;
    for (let x = 0; x < width; x++) {
      let step = 0;
      for (let dy = -1; dy <= 1; dy++) step = Math.max(step, Math.abs(luma[(y + dy + 1) * width + x]! - luma[(y + dy - 1) * width + x]!));
      run = step > HORIZON_LINE_STEP ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    if (longest >= HORIZON_LINE_SPAN * width) return y;
  }
  return -1;
}

/**
 * Fog or a calm lake below a level horizon has the sky's colour and no edge between them, so the
 * region runs on into the water. The horizon still shows where something stands on it: a straight
 * level edge across a good part of the width (a pier, a far shore). When the region reaches well
 * below the highest such line, the part below it is not sky.
 */
function cutBelowHorizonLine(p: ColourPlanes, region: Uint8Array, horizon: number): Uint8Array {
  const { width } = p;
  if (horizon < 0) return region;
  let below = 0;
  for (let i = (horizon + 2) * width; i < region.length; i++) below += region[i]!;
  if (below < HORIZON_CUT_MIN_SHARE * region.length) return region;
  const cut = region.slice();
  cut.fill(0, (horizon + 2) * width);
  return cut;
}

/**
 * Where most columns of the sky end at a horizon above the frame's bottom, the few that run on to
 * the bottom edge have leaked past it along an object's side into ground of the sky's colour (dark
 * ground beside a launch tower at dusk): those columns are cut a little below the common horizon.
 * A sky filling the frame, or reaching the bottom in more than a quarter of its columns or at the
 * frame's sides, is left alone.
 */
function cutColumnsPastHorizon(region: Uint8Array, width: number, height: number): Uint8Array {
  const lowest = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) if (region[i]) lowest[x] = y;
  }
  const withSky = Array.from(lowest).filter((y) => y >= 0);
  if (!withSky.length) return region;
  const common = integerPercentile(withSky, height, 0.5);
  const reachingBottom = withSky.filter((y) => y >= height - 2).length;
  if (common >= height - 2 || reachingBottom > 0.25 * withSky.length) return region;
  const cutRow = Math.min(height, common + Math.ceil(0.03 * height));
  let cut: Uint8Array | undefined;
  for (let x0 = 0; x0 < width; ) {
    if (lowest[x0]! < height - 2) {
      x0++;
      continue;
    }
    let x1 = x0;
    while (x1 + 1 < width && lowest[x1 + 1]! >= height - 2) x1++;
    // Sky beside a tall object cut by the frame's side runs down to the bottom: that is sky.
    if (x0 > 0 && x1 < width - 1) {
      cut ??= region.slice();
      for (let x = x0; x <= x1; x++) for (let y = cutRow; y < height; y++) cut[y * width + x] = 0;
    }
    x0 = x1 + 1;
  }
  return cut ?? region;
}

/**
 * A seed part at least this blue (mean blue minus red, 0..1) shows what colour the sky is ...
 * (0.15 also counted the dark cloud band of a colour-graded photo, whose yellowed clouds were then
 * lost: `by-the-water`; a clear daylight sky is 0.28 to 0.44 on the test photos.)
 */
const CLEARLY_BLUE = 0.25;
/** ... and then seed parts bluer than this at most (neutral, warm, brown) are not sky. */
const NOT_BLUE = 0.02;

/**
 * The region filled from the top edge is several pieces when something stands in front of the sky
 * (branches, a facade reaching the top of the frame). When one sizeable piece is clearly blue, the
 * sky is blue in this photo, and a neutral or warm piece is a wall or leaves, not sky: a white
 * facade's smooth panels would otherwise teach the colour models that the sky is beige. White
 * clouds are slightly blue and stay; a sunset's warm glow is one piece with its blue.
 */
function withoutOffColourSeeds(p: ColourPlanes, region: Uint8Array): Uint8Array {
  const { labels, count } = connectedComponents(region, p.width, p.height);
  const size = new Int32Array(count + 1);
  const blueness = new Float64Array(count + 1);
  for (let i = 0; i < region.length; i++) {
    const label = labels[i]!;
    if (!label) continue;
    size[label]!++;
    blueness[label]! += p.b[i]! - p.r[i]!;
  }
  const sizeable = 0.002 * region.length;
  let bluest = -Infinity;
  for (let label = 1; label <= count; label++) {
    blueness[label]! /= size[label]!;
    if (size[label]! >= sizeable) bluest = Math.max(bluest, blueness[label]!);
  }
  if (bluest < CLEARLY_BLUE) return region;
  const kept = new Uint8Array(region.length);
  for (let i = 0; i < region.length; i++) if (labels[i] && blueness[labels[i]!]! > NOT_BLUE) kept[i] = 1;
  return kept;
}

/** Decides which pixels of the small copy are sky. */
export function findSkyRegion(p: ColourPlanes): SkyRegion | undefined {
  const { width, height } = p;
  const n = width * height;
  const gradient = sobelMagnitude(p);

  // The skyline: the sky fills quickly as the allowed edge strength rises, then stays put at the
  // horizon until the threshold passes the horizon's own edge. The longest such plateau wins; of
  // equally long ones the later (larger) one: the fill also pauses at the soft edge of a cloud
  // layer or haze band inside the sky, and the skyline is the stronger edge, passed later.
  const steps = 18;
  const regions: Uint8Array[] = [];
  const shares: number[] = [];
  const stack = new Int32Array(n);
  for (let k = 0; k < steps; k++) {
    const { region: candidate, count } = fillFromTop(gradient, width, 0.006 * Math.pow(1.25, k), stack);
    regions.push(candidate);
    shares.push(count / n);
  }
  let region: Uint8Array | undefined;
  let edgeThreshold = 0;
  let longest = -1;
  for (let k = 0; k < steps; k++) {
    if (shares[k]! < MIN_SKY_SHARE || shares[k]! > 0.97) continue;
    let end = k;
    while (end + 1 < steps && shares[end + 1]! - shares[k]! <= 0.05 && shares[end + 1]! <= 0.97) end++;
    if (end - k >= longest) {
      longest = end - k;
      region = regions[end];
      edgeThreshold = 0.006 * Math.pow(1.25, end);
    }
  }
  if (!region) return undefined;
  let topCovered = 0;
  for (let x = 0; x < width; x++) topCovered += region[x]!;
  // Sky seen only in a few gaps along the top edge (a forest roof, bokeh) is not a sky to replace.
  if (topCovered < width * 0.3) return undefined;
  // The horizon still comes from everything the fill reached: a facade dropped from the seed stands
  // on the ground, and sky seen between its edge and the branches lies above that.
  const filled = region;
  region = withoutOffColourSeeds(p, region);
  const texture = boxMean(gradient, width, height, 2);
  // Clouds may reach down to a level horizon line (a far shore) when there is one lower down.
  const levelLine = levelHorizonRow(p);
  const clouds = cloudLikePatches(p, texture, Math.max(Math.round(height * 0.7), levelLine - 2));
  let models: { sky: SkyColourModel; ground: Gaussian } | undefined;
  let horizonRow = 0;
  for (let round = 0; round < 3; round++) {
    models = colourModels(p, region);
    if (!models) return undefined;
    const candidate = new Uint8Array(n);
    const strong = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const llr = skyLogLikelihoodRatio(models, p.r[i]!, p.g[i]!, p.b[i]!, Math.floor(i / width));
      if ((llr > 0 && gradient[i]! <= edgeThreshold) || (llr > 3 && texture[i]! < 0.16) || clouds[i] || region[i]) candidate[i] = 1;
      // Only sky-coloured pixels vouch for a gap between leaves: a bright patch of snow or wall on a
      // mountain or a facade is as colourless as a cloud, but a cloud belongs to the sky around it.
      if (llr > 3 && !clouds[i]) strong[i] = 1;
    }
    const lowest = new Int32Array(width);
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width; x < width; x++, i++) if (region[i] || filled[i]) lowest[x] = y;
    }
    horizonRow = integerPercentile(lowest, height, 0.9);
    const { labels, count } = connectedComponents(candidate, width, height);
    const joinedToSky = new Uint8Array(count + 1);
    const topRow = new Int32Array(count + 1).fill(height);
    const strongCount = new Int32Array(count + 1);
    const size = new Int32Array(count + 1);
    for (let i = 0; i < n; i++) {
      const label = labels[i]!;
      if (!label) continue;
      if (region[i]) joinedToSky[label] = 1;
      size[label]!++;
      if (strong[i]) strongCount[label]!++;
      const y = Math.floor(i / width);
      if (y < topRow[label]!) topRow[label] = y;
    }
    const next = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const label = labels[i]!;
      if (!label) continue;
      // A gap between leaves: not joined at this scale, but strongly sky-coloured and above the horizon.
      const isGap = topRow[label]! < horizonRow && strongCount[label]! > 0.5 * size[label]!;
      if (joinedToSky[label] || isGap) next[i] = 1;
    }
    region = next;
  }
  if (!models) return undefined;
  const { sky, ground } = models;
  const mask = cutColumnsPastHorizon(cutBelowHorizonLine(p, region, levelLine), width, height);
  let skyPixels = 0;
  const mean = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    if (!mask[i]) continue;
    skyPixels++;
    mean[0] = mean[0]! + p.r[i]!;
    mean[1] = mean[1]! + p.g[i]!;
    mean[2] = mean[2]! + p.b[i]!;
  }
  // Daylight and twilight skies are blue, grey or warm, never green or deep orange overall.
  // A sky to replace is blue or grey overall (a sunset sky still has its blue and grey parts);
  // a warm or green "sky" joined to the top edge is foliage, bokeh or a wall.
  if (skyPixels && (mean[2]! < 0.8 * mean[1]! || mean[2]! < 0.7 * mean[0]!)) return undefined;
  const share = skyPixels / n;
  if (share < MIN_SKY_SHARE) return undefined;
  if (!looksLikeSky(skyEvidence(p, mask))) return undefined;
  return { mask, width, height, horizon: horizonRow / height, share, sky, ground };
}

/**
 * The soft matte on the guide grid for a region found on the work copy (findSkyRegion): inside a
 * band around the coarse region's edge the colour likelihood decides pixel by pixel (this is where
 * leaves and wires are), elsewhere the region does; the guided filter then snaps the result to the
 * picture's edges.
 */
export function skyMatte(region: SkyRegion, guide: ColourPlanes): SkyMatteCoefficients {
  const { width, height } = guide;
  const n = width * height;
  const sx = region.width / width, sy = region.height / height;
  const bandRadius = Math.max(2, Math.round(2.5 / sx));
  // A radius of about 1 % of the width: wide enough that a skyline across a smooth gradient fades
  // instead of cutting, small enough that leaves keep their own edges.
  const radius = Math.max(2, Math.round(width / 256));
  const backgroundRadius = Math.max(4, Math.round(width / 64));
  // Below the lowest pixel that may be sky (plus the filters' reach) the matte is exactly 0, so
  // everything here runs on the rows above only, which for most photos is well under half the
  // picture: the coarse region's rows, its band and the filters' reach (the band's box filter sees
  // only zeros beyond them, so cutting the rows there changes no value).
  let lastRegionRow = 0;
  for (let i = region.mask.length - 1; i >= 0; i--) {
    if (region.mask[i]) {
      lastRegionRow = Math.floor(i / region.width);
      break;
    }
  }
  const coarseRows = Math.min(height, Math.ceil((lastRegionRow + 1) / sy));
  const reach = Math.min(height, coarseRows + 2 * bandRadius + 2 * radius + CERTAIN_RADIUS + 3);
  const nReach = reach * width;
  const coarse = new Float32Array(nReach);
  for (let y = 0; y < reach; y++) {
    const wy = Math.min(region.height - 1, Math.floor((y + 0.5) * sy));
    for (let x = 0; x < width; x++) {
      const wx = Math.min(region.width - 1, Math.floor((x + 0.5) * sx));
      coarse[y * width + x] = region.mask[wy * region.width + wx]!;
    }
  }
  const neighbourhood = boxMean(coarse, width, reach, bandRadius);
  const input = new Float32Array(nReach);
  const rowScale = region.height / height;
  for (let i = 0; i < nReach; i++) {
    const share = neighbourhood[i]!;
    if (share <= 0.001 || share >= 0.999) {
      input[i] = coarse[i]!;
      continue;
    }
    const llr = skyLogLikelihoodRatio(region, guide.r[i]!, guide.g[i]!, guide.b[i]!, Math.floor(i / width) * rowScale);
    input[i] = 1 / (1 + Math.exp(-(llr + (coarse[i] ? COARSE_BIAS : -COARSE_BIAS))));
  }
  let lastSkyRow = 0;
  for (let i = nReach - 1; i >= 0; i--) {
    if (input[i]! > 0) {
      lastSkyRow = Math.floor(i / width);
      break;
    }
  }
  const rows = Math.min(reach, lastSkyRow + 2 * radius + CERTAIN_RADIUS + 2);
  const m = rows * width;
  const top: ColourPlanes = { width, height: rows, r: guide.r.subarray(0, m), g: guide.g.subarray(0, m), b: guide.b.subarray(0, m) };
  const matte = guidedCoefficients(top, input.subarray(0, m), radius, 1e-3);

  // The old sky behind soft edges: the mean of confidently-sky pixels nearby.
  const weight = new Float32Array(m);
  for (let i = 0; i < m; i++) weight[i] = input[i]! > 0.95 ? 1 : 0;
  const wMean = boxMean(weight, width, rows, backgroundRadius);
  const background: ColourPlanes = { width, height: rows, r: new Float32Array(m), g: new Float32Array(m), b: new Float32Array(m) };
  const skyMean: [number, number, number] = [0, 0, 0];
  let skyCount = 0;
  for (const key of ['r', 'g', 'b'] as const) {
    const weighted = new Float32Array(m);
    const plane = guide[key];
    for (let i = 0; i < m; i++) weighted[i] = plane[i]! * weight[i]!;
    const mean = boxMean(weighted, width, rows, backgroundRadius);
    const c = key === 'r' ? 0 : key === 'g' ? 1 : 2;
    const out = background[key];
    for (let i = 0; i < m; i++) {
      const w = wMean[i]!;
      const row = Math.min(Math.max(Math.floor(i / width) * rowScale, region.sky.rowMin), region.sky.rowMax);
      const modelled = region.sky.intercept[c]! + region.sky.slope[c]! * row;
      out[i] = w > 0.02 ? mean[i]! / w : modelled;
    }
  }
  for (let i = 0; i < m; i++) {
    if (!weight[i]) continue;
    skyMean[0] += guide.r[i]!;
    skyMean[1] += guide.g[i]!;
    skyMean[2] += guide.b[i]!;
    skyCount++;
  }
  if (skyCount) for (let c = 0; c < 3; c++) skyMean[c] = skyMean[c]! / skyCount;
  return { width, height, share: region.share, matte, background, skyMean, horizon: region.horizon, certainty: matteCertainty(top, matte, n) };
}
